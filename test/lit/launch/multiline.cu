// A launch spread over several lines keeps the line breaks inside its
// arguments.
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
// DIAG-NOT: error
