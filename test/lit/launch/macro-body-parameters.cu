// A launch in a macro body whose kernel and grid come from the macro's
// parameters is rewritten once, in the #define; the uses are left alone and
// the launch is counted once.
// RUN: %hipify %s -o - --print-stats 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

__global__ void a() {}
template <typename T> __global__ void b() {}

#define LAUNCH(k, n) k<<<n, 256>>>()
// CHECK: #define LAUNCH(k, n) hipLaunchKernelGGL(HIP_KERNEL_NAME(k), dim3(n), dim3(256), 0, 0)

void run() {
  LAUNCH(a, 4);
  // CHECK: LAUNCH(a, 4);
  LAUNCH(b<int>, 8);
  // CHECK: LAUNCH(b<int>, 8);
}
// DIAG: Total number of replaced kernel launches: 1
