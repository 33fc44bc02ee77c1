// cuComplex (cuComplex.h) maps to hip/hip_complex.h: the complex types,
// make_cuFloatComplex and the arithmetic and accessor functions, in device
// and host code.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuComplex.h>
// CHECK: #include <hip/hip_complex.h>

__device__ cuFloatComplex axpy(cuFloatComplex a, cuFloatComplex x, cuFloatComplex y) {
  // CHECK: __device__ hipFloatComplex axpy(hipFloatComplex a, hipFloatComplex x, hipFloatComplex y) {
  return cuCaddf(cuCmulf(a, x), y);
  // CHECK: return hipCaddf(hipCmulf(a, x), y);
}

float magnitude(cuDoubleComplex z) {
  // CHECK: float magnitude(hipDoubleComplex z) {
  cuFloatComplex f = make_cuFloatComplex(1.0f, 2.0f);
  // CHECK: hipFloatComplex f = make_hipFloatComplex(1.0f, 2.0f);
  cuComplex c = cuConjf(f);
  // CHECK: hipComplex c = hipConjf(f);
  return cuCabsf(c) + (float)cuCreal(z) + cuCimagf(f);
  // CHECK: return hipCabsf(c) + (float)hipCreal(z) + hipCimagf(f);
}
// DIAG-NOT: error
