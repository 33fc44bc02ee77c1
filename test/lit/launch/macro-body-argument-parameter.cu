// A launch in a macro body whose kernel is fixed but whose kernel argument
// is a macro parameter is rewritten in the #define, and nothing else changes.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int *x) {}

#define L(p) k<<<1, 1>>>(p)
// CHECK: #define L(p) hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, p)

void f(int *x) {
  // CHECK: void f(int *x) {
  L(x);
  // CHECK: L(x);
}
// DIAG-NOT: error
