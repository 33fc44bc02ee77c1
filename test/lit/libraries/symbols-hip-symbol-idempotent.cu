// A symbol already written as HIP_SYMBOL(x) is not wrapped a second time, and
// a second run over translated code changes nothing.
// RUN: %hipify %s -o %t.hip.cu 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %t.hip.cu -o %t.twice.cu
// RUN: diff %t.hip.cu %t.twice.cu

#include <cuda_runtime.h>

__constant__ float coeffs[4];

void upload(const float *host) {
  cudaMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
  cudaMemcpyToSymbol(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
}
// DIAG-NOT: error
