// The symbol argument of the runtime's symbol functions is wrapped in
// HIP_SYMBOL(), which HIP requires: cudaMemcpyToSymbol(sym, src, n) becomes
// hipMemcpyToSymbol(HIP_SYMBOL(sym), src, n), and likewise for the Async,
// FromSymbol, GetSymbolAddress and GetSymbolSize calls.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__constant__ float coeffs[4];
__device__ int counter;

void symbols(const float *host, int *out, cudaStream_t stream) {
  cudaMemcpyToSymbol(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
  cudaMemcpyFromSymbol(out, counter, sizeof(int));
  // CHECK: hipMemcpyFromSymbol(out, HIP_SYMBOL(counter), sizeof(int));
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(coeffs), 0, cudaMemcpyHostToDevice, stream);
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(coeffs), 0, hipMemcpyHostToDevice, stream);
  cudaMemcpyFromSymbolAsync(out, counter, sizeof(int), 0, cudaMemcpyDeviceToHost, stream);
  // CHECK: hipMemcpyFromSymbolAsync(out, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost, stream);
  void *address = nullptr;
  cudaGetSymbolAddress(&address, counter);
  // CHECK: hipGetSymbolAddress(&address, HIP_SYMBOL(counter));
  size_t size = 0;
  cudaGetSymbolSize(&size, coeffs);
  // CHECK: hipGetSymbolSize(&size, HIP_SYMBOL(coeffs));
}
// DIAG-NOT: error
