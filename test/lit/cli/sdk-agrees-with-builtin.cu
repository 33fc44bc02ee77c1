// The built-in declarations and the CUDA SDK give the same translation of a
// simple file.
// REQUIRES: cuda-sdk
// RUN: %hipify %s -o %t.builtin
// RUN: %hipify-sdk %s -o %t.sdk
// RUN: diff %t.builtin %t.sdk
// RUN: FileCheck --match-full-lines %s < %t.sdk

#include <cuda_runtime.h>

__global__ void add(const float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] += a[i];
}

int main() {
  const int n = 1024;
  float *a, *b;
  cudaMalloc((void **)&a, n * sizeof(float));
  cudaMalloc((void **)&b, n * sizeof(float));
  cudaEvent_t done;
  cudaEventCreate(&done);
  add<<<n / 256, 256>>>(a, b, n);
  cudaEventRecord(done);
  cudaEventSynchronize(done);
  cudaFree(a);
  cudaFree(b);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
// CHECK: hipLaunchKernelGGL(add, dim3(n / 256), dim3(256), 0, 0, a, b, n);
// CHECK: return hipGetLastError() == hipSuccess ? 0 : 1;
