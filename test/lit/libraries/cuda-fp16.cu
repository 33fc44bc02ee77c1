// cuda_fp16.h becomes hip/hip_fp16.h; the half-precision types and
// conversion and arithmetic intrinsics have the same names in HIP and are left
// as written, without warnings.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>

__global__ void scale(__half *h, float s) {
  // CHECK: __global__ void scale(__half *h, float s) {
  float f = __half2float(h[threadIdx.x]) * s;
  // CHECK: float f = __half2float(h[threadIdx.x]) * s;
  h[threadIdx.x] = __float2half(f);
  // CHECK: h[threadIdx.x] = __float2half(f);
  __half2 pair = __floats2half2_rn(f, f);
  // CHECK: __half2 pair = __floats2half2_rn(f, f);
  h[threadIdx.x] = __hadd(h[threadIdx.x], __low2half(pair));
  // CHECK: h[threadIdx.x] = __hadd(h[threadIdx.x], __low2half(pair));
}
// DIAG-NOT: error
