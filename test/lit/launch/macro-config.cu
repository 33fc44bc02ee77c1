// Configuration values that are macro uses are kept as the macro names.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#define GRID 64
#define BLOCK 256
#define BLOCKS_FOR(n) (((n) + BLOCK - 1) / BLOCK)

__global__ void k(float *v) {}

void run(float *v, int n) {
  k<<<GRID, BLOCK>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(GRID), dim3(BLOCK), 0, 0, v);
  k<<<BLOCKS_FOR(n), BLOCK>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(BLOCKS_FOR(n)), dim3(BLOCK), 0, 0, v);
}
// DIAG-NOT: error
