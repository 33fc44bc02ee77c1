// A launch inside a function template, with dependent template arguments and
// configuration, is rewritten once in the template (not once per
// instantiation).
// RUN: %hipify %s -o - --print-stats 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

template <typename T, int B> __global__ void axpy(T a, T *x, T *y) {}

template <typename T, int B> void run(T a, T *x, T *y, int n) {
  axpy<T, B><<<(n + B - 1) / B, B>>>(a, x, y);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(axpy<T, B>), dim3((n + B - 1) / B), dim3(B), 0, 0, a, x, y);
}

void both(float *xf, double *xd, int n) {
  run<float, 128>(2.0f, xf, xf, n);
  run<double, 64>(2.0, xd, xd, n);
}
// DIAG: Total number of replaced kernel launches: 1
