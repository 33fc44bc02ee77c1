// Grid and block that already have type dim3 are passed as they are, not
// wrapped in a second dim3().
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(float *v) {}

void run(float *v, const dim3 &threads) {
  dim3 grid(16, 16), block(8, 8);
  k<<<grid, block>>>(v);
  // CHECK: hipLaunchKernelGGL(k, grid, block, 0, 0, v);
  k<<<grid, threads>>>(v);
  // CHECK: hipLaunchKernelGGL(k, grid, threads, 0, 0, v);
  k<<<grid, 32>>>(v);
  // CHECK: hipLaunchKernelGGL(k, grid, dim3(32), 0, 0, v);
}
// DIAG-NOT: error
