// A launch written entirely inside a macro body (no parameters involved) is
// rewritten in the #define.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void tick() {}

#define TICK() tick<<<1, 1>>>()
// CHECK: #define TICK() hipLaunchKernelGGL(tick, dim3(1), dim3(1), 0, 0)

void run() {
  TICK();
  // CHECK: TICK();
}
// DIAG-NOT: error
