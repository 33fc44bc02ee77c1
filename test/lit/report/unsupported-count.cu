// "Total number of unsupported CUDA function calls" counts the calls of
// functions without a HIP equivalent (here 3: two of one function, one of
// another), not unsupported types, nor calls that were translated.
// RUN: %hipify --print-stats %s -o /dev/null 2>&1 | FileCheck %s

#include <cuda_runtime.h>

void f(cudaArray_t array) {
  cudaCtxResetPersistingL2Cache();
  cudaArray_t plane;
  cudaArrayGetPlane(&plane, array, 0);
  cudaCtxResetPersistingL2Cache();
  cudaStreamAttrValue value;
  cudaDeviceSynchronize();
}
// CHECK: Total number of unsupported CUDA function calls: 3{{$}}
