// A quoted #include that cannot be found does not stop the translation.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
#include "no/such/header.h"
// CHECK: #include "no/such/header.h"

__global__ void k(int *x) {}

void f(int *x, cudaStream_t s) {
  cudaMemsetAsync(x, 0, 4, s);
  // CHECK: hipMemsetAsync(x, 0, 4, s);
  k<<<1, 1, 0, s>>>(x);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, s, x);
}
// DIAG-NOT: error
