// A kernel template whose arguments are deduced from the call is still a
// template: its name goes in HIP_KERNEL_NAME(), as hipify-clang writes it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

template <typename T> __global__ void fill(T *v, T x) {}

void run(double *v) {
  fill<<<1, 32>>>(v, 1.0);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill), dim3(1), dim3(32), 0, 0, v, 1.0);
}
// DIAG-NOT: error
