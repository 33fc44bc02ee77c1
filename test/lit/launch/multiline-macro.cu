// A launch in a macro body continued over lines keeps its continuations,
// and the indentation after them.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
__global__ void k(int *p) {}
#define LAUNCH(kern, n)      \
  kern<<<n, 256>>>(          \
      nullptr)
// CHECK: #define LAUNCH(kern, n)      \
// CHECK-NEXT:   hipLaunchKernelGGL(HIP_KERNEL_NAME(kern), dim3(n), dim3(256), 0, 0, \
// CHECK-NEXT:       nullptr)
void f() { LAUNCH(k, 2); }
// DIAG-NOT: error
