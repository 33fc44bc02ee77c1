// Comments inside the launch configuration, or before the first kernel
// argument, survive the rewrite.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int a) {}

void run() {
  k<<<1, /* warp */ 32>>>(5);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(/* warp */ 32), 0, 0, 5);
  k<<<1, 32>>>(/* n */ 5);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, /* n */ 5);
}
// DIAG-NOT: error
