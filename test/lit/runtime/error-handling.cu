// Error handling calls, cudaError_t and its enumerators are renamed; an
// enumerator whose HIP name differs (cudaErrorMemoryAllocation) takes it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cstdio>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

int check() {
  cudaError_t err = cudaGetLastError();
  // CHECK: hipError_t err = hipGetLastError();
  if (err == cudaErrorMemoryAllocation)
  // CHECK: if (err == hipErrorOutOfMemory)
    return 1;
  if (err != cudaSuccess) {
  // CHECK: if (err != hipSuccess) {
    printf("%s: %s\n", cudaGetErrorName(err), cudaGetErrorString(err));
    // CHECK: printf("%s: %s\n", hipGetErrorName(err), hipGetErrorString(err));
    return 2;
  }
  return cudaPeekAtLastError() == cudaErrorInvalidValue;
  // CHECK: return hipPeekAtLastError() == hipErrorInvalidValue;
}
// DIAG-NOT: error
