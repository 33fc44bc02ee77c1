// Valid CUDA expressions mixing a CUDA call's result with plain C++ values
// parse against the built-in declarations: no [clang-error] with -v.
// XFAIL: *
// BUG: the built-in declarations make every CUDA function return
// __hipify_any, which converts both ways to float, so 'c ? __ldg(p) : 0.0f'
// and 'x += __shfl_down_sync(...)' are ambiguous: spurious parse errors.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void k(float *out, const float *in, int n) {
  int i = threadIdx.x;
  float v = i < n ? __ldg(&in[i]) : 0.0f;
  // CHECK: float v = i < n ? __ldg(&in[i]) : 0.0f;
  v += __ldg(&in[0]);
  // CHECK: v += __ldg(&in[0]);
  out[i] = v;
}
// DIAG-NOT: error
