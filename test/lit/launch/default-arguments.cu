// A kernel with a defaulted parameter, launched without it: the defaulted
// argument is not written out.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int *x, int stride = 1) {}
__global__ void none(int n = 0) {}

void run(int *x) {
  k<<<1, 1>>>(x);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x);
  k<<<1, 1>>>(x, 2);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x, 2);
  none<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(none, dim3(1), dim3(1), 0, 0);
}
// DIAG-NOT: error
