// Valid CUDA expressions mixing a CUDA call's result with plain C++ values
// parse against the built-in declarations: no [clang-error] with -v.
// Limit of the built-in declarations (no SDK): CUDA functions return a
// permissive type there, so mixing one with a float in ?: is ambiguous. It is
// reported and the translation is unaffected.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void k(float *out, const float *in, int n) {
  int i = threadIdx.x;
  float v = i < n ? __ldg(&in[i]) : 0.0f;
  // CHECK: float v = i < n ? __ldg(&in[i]) : 0.0f;
  v += __ldg(&in[0]);
  // CHECK: v += __ldg(&in[0]);
  out[i] = v;
}
// DIAG: error: {{.*}} [clang-error]
