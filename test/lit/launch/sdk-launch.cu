// Parsed against the CUDA SDK, launches are rewritten as with the built-in
// declarations, including a template kernel and a dim3 variable.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

template <typename T, int B> __global__ void scale(T *v, T a) {}
__global__ void zero(float *v) { v[blockIdx.x * blockDim.x + threadIdx.x] = 0; }

void run(float *v, int n, cudaStream_t s) {
  dim3 grid((n + 255) / 256);
  zero<<<grid, 256, 0, s>>>(v);
  // CHECK: hipLaunchKernelGGL(zero, dim3(grid), dim3(256), 0, s, v);
  scale<float, 128><<<n / 128, 128>>>(v, 2.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 128>), dim3(n / 128), dim3(128), 0, 0, v, 2.0f);
}
// DIAG-NOT: error
