// A three-argument launch keeps the shared memory size and gets stream 0.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void reduce(float *v, int n) {}

void run(float *v, int n) {
  reduce<<<n / 256, 256, 256 * sizeof(float)>>>(v, n);
  // CHECK: hipLaunchKernelGGL(reduce, dim3(n / 256), dim3(256), 256 * sizeof(float), 0, v, n);
}
// DIAG-NOT: error
