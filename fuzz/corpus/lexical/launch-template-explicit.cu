// A kernel template with explicit template arguments is passed through
// HIP_KERNEL_NAME(), whose variadic parameter absorbs the commas.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

template <typename T, int BLOCK> __global__ void scale(T *v, T a) {}

void run(float *v) {
  scale<float, 256><<<1, 256>>>(v, 2.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 256>), dim3(1), dim3(256), 0, 0, v, 2.0f);
}
// DIAG-NOT: error
