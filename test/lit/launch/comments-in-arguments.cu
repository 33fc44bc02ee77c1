// Comments among the kernel's call arguments survive the rewrite.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int a, int b) {}

void run() {
  k<<<1, 1>>>(5 /* rows */, /* cols */ 6);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, 5 /* rows */, /* cols */ 6);
}
// DIAG-NOT: error
