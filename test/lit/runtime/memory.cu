// Runtime API calls, their types and enumerators are renamed from the AST.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void copy(float *host, int n) {
  float *dev = nullptr;
  cudaMalloc((void **)&dev, n * sizeof(float));
  // CHECK: hipMalloc((void **)&dev, n * sizeof(float));
  cudaError_t err = cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: hipError_t err = hipMemcpy(dev, host, n * sizeof(float), hipMemcpyHostToDevice);
  if (err != cudaSuccess)
  // CHECK: if (err != hipSuccess)
    return;
  cudaFree(dev);
  // CHECK: hipFree(dev);
}
// DIAG-NOT: error
