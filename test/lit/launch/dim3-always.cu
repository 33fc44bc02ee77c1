// Grid and block are wrapped in dim3() even when they already have type dim3,
// as hipify-clang and AMD's own ports write them (docs/compat.md); only an
// explicit dim3(...) expression is not wrapped twice.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(float *v) {}

void run(float *v, const dim3 &threads) {
  dim3 grid(16, 16), block(8, 8);
  k<<<grid, block>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(grid), dim3(block), 0, 0, v);
  k<<<grid, threads>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(grid), dim3(threads), 0, 0, v);
  k<<<grid, 32>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(grid), dim3(32), 0, 0, v);
  k<<<dim3(4, 4), dim3 (8)>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(4, 4), dim3 (8), 0, 0, v);
}
// DIAG-NOT: error
