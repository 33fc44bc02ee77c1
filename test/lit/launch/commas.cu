// Arguments containing commas (calls, template-ids) are kept intact, in the
// configuration and in the kernel arguments.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

template <typename A, typename B> struct Pair {};
template <typename P> __global__ void k(P p, int n) {}
int blocks(int n, int b) { return (n + b - 1) / b; }
int max2(int a, int b) { return a > b ? a : b; }

void run(int n) {
  k<<<blocks(n, 128), max2(n, 32)>>>(Pair<int, float>(), max2(n, 1));
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(k), dim3(blocks(n, 128)), dim3(max2(n, 32)), 0, 0, Pair<int, float>(), max2(n, 1));
  k<Pair<int, float>><<<1, 1>>>(Pair<int, float>(), 0);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(k<Pair<int, float>>), dim3(1), dim3(1), 0, 0, Pair<int, float>(), 0);
}
// DIAG-NOT: error
