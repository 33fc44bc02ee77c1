// A launch the parser could not resolve (the kernel is declared in a header
// that was not found, or an argument is undeclared) is still rewritten.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s

#include "kernels_not_found.cuh"

__global__ void k(int a) {}

void f(cudaStream_t s) {
  // CHECK: void f(hipStream_t s) {
  scale<<<2, 64, 0, s>>>(1);
  // CHECK: hipLaunchKernelGGL(scale, dim3(2), dim3(64), 0, s, 1);
  k<<<1, 1>>>(undeclared);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, undeclared);
}
