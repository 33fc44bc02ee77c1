// A two-argument launch gets dim3() around the configuration and 0, 0 for
// the shared memory size and the stream.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --allow-empty %s --check-prefix=DIAG -implicit-check-not=warning: < %t.err

__global__ void add(float *a, int n) {}

void run(float *a, int n) {
  add<<<(n + 255) / 256, 256>>>(a, n);
  // CHECK: hipLaunchKernelGGL(add, dim3((n + 255) / 256), dim3(256), 0, 0, a, n);
}
// DIAG-NOT: error
