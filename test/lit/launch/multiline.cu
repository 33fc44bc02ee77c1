// A launch spread over several lines keeps the line breaks inside its
// arguments, and in its configuration, each with its indentation: a
// wrapped piece starts its line, dim3( and all.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int a, int b, int c) {}

void run() {
  k<<<1, 1>>>(1,
              2,
              3);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, 1,
  // CHECK-NEXT: 2,
  // CHECK-NEXT: 3);
}
void config(int *p, int n) {
  k<<<(n + 255) / 256,
      256>>>(1, 2, 3);
  // CHECK: hipLaunchKernelGGL(k, dim3((n + 255) / 256),
  // CHECK-NEXT:       dim3(256), 0, 0, 1, 2, 3);
  k<<<n,
    256, 0>>>(
      1, 2, 3);
  // CHECK: hipLaunchKernelGGL(k, dim3(n),
  // CHECK-NEXT:     dim3(256), 0, 0,
  // CHECK-NEXT:       1, 2, 3);
  k<<<n, // the grid
      1>>>(1, 2, 3);
  // CHECK: hipLaunchKernelGGL(k, dim3(n), // the grid
  // CHECK-NEXT:       dim3(1), 0, 0, 1, 2, 3);
}
// DIAG-NOT: error
