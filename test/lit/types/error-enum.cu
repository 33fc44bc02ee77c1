// cudaError_t and its enumerators are renamed in comparisons and returns.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

cudaError_t first_failure(cudaError_t a, cudaError_t b) {
// CHECK: hipError_t first_failure(hipError_t a, hipError_t b) {
  if (a != cudaSuccess)
  // CHECK: if (a != hipSuccess)
    return a;
  if (b == cudaErrorInvalidDevice || b == cudaErrorNotReady)
  // CHECK: if (b == hipErrorInvalidDevice || b == hipErrorNotReady)
    return b;
  return cudaErrorInvalidValue;
  // CHECK: return hipErrorInvalidValue;
}
// DIAG-NOT: error
