// A call removed from the CUDA SDK in use (cudaThreadSynchronize is gone in
// CUDA 13) is still translated: it is in the tables with a HIP equivalent.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk %s -o - 2>%t.err | FileCheck --match-full-lines %s

#include <cuda_runtime.h>

void sync() {
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
}
