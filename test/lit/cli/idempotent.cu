// Running the tool on its own output changes nothing.
// RUN: %hipify %s -o %t.1 2>/dev/null
// RUN: %hipify %t.1 -o %t.2 2>/dev/null
// RUN: diff %t.1 %t.2
// RUN: FileCheck --match-full-lines %s < %t.2

__global__ void k(float *x, int n) {}

void f(float *x, int n, cudaStream_t s) {
  cudaMalloc((void **)&x, n);
  k<<<(n + 255) / 256, 256, 0, s>>>(x, n);
  cudaStreamSynchronize(s);
  cudaFree(x);
}
// CHECK: #include <hip/hip_runtime.h>
// CHECK: hipLaunchKernelGGL(k, dim3((n + 255) / 256), dim3(256), 0, s, x, n);
