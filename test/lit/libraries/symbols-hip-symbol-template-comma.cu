// A symbol whose spelling has a top-level comma (a variable template with two
// arguments) is parenthesised inside HIP_SYMBOL(), a one-parameter macro:
// HIP_SYMBOL(table<float, 4>) would pass it two arguments.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

template <typename T, int N> __device__ T table[N];

void upload(const float *host) {
  cudaMemcpyToSymbol(table<float, 4>, host, 4 * sizeof(float));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL((table<float, 4>)), host, 4 * sizeof(float));
}
// DIAG-NOT: error
