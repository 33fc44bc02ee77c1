// A macro whose body launches a fixed kernel (here a template-id with a
// parameter) on its parameter, expanded twice, is rewritten once in the
// #define and counted once.
// RUN: %hipify --print-stats %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

template <typename T> __global__ void t(T *x) {}

#define LAUNCH_T(T, p) t<T><<<1, 1>>>(p)
// CHECK: #define LAUNCH_T(T, p) hipLaunchKernelGGL(HIP_KERNEL_NAME(t<T>), dim3(1), dim3(1), 0, 0, p)

void f(int *x, float *y) {
  LAUNCH_T(int, x);
  // CHECK: LAUNCH_T(int, x);
  LAUNCH_T(float, y);
  // CHECK: LAUNCH_T(float, y);
}
// DIAG: Total number of replaced kernel launches: 1
