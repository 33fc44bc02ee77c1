// Symbol copies are renamed, and HIP's HIP_SYMBOL() is put around the symbol
// argument (the table's hip-symbol-N rewriter).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__constant__ float coeffs[4];
__device__ int counter;

void upload(const float *host, int *out) {
  cudaMemcpyToSymbol(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
  cudaMemcpyFromSymbol(out, counter, sizeof(int), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpyFromSymbol(out, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
}
// DIAG-NOT: error
