// nvcc takes a launch's chevrons written apart, `k << < g, b >> > (x)`;
// clang does not. The launch is parsed and rewritten all the same; kept as
// it is (--cuda-kernel-execution-syntax), its chevrons are joined, since
// HIP would not compile it apart. A shift, `operator<< <T>` and a nested
// template's `>> >` are no launch and stay as written.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --allow-empty --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=error: < %t.err
// RUN: %hipify --cuda-kernel-execution-syntax %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=KEEP %s
// A second run changes nothing.
// RUN: %hipify %s -o %t.hip.cpp 2>/dev/null && %hipify %t.hip.cpp -o - 2>/dev/null | diff %t.hip.cpp -
// RUN: %hipify --cuda-kernel-execution-syntax %s -o %t.keep.cu 2>/dev/null && %hipify --cuda-kernel-execution-syntax %t.keep.cu -o - 2>/dev/null | diff %t.keep.cu -
// DIAG-NOT: parse error
#include <map>
#include <ostream>
#include <vector>
template <class T> struct Box { T v; };
template <class T> std::ostream &operator<<(std::ostream &o, const Box<T> &b);
template <class T> struct Holder {
  friend std::ostream &operator<< <T>(std::ostream &, const Box<T> &);
  // CHECK: friend std::ostream &operator<< <T>(std::ostream &, const Box<T> &);
};
__global__ void k(int *p, int n) { p[threadIdx.x] = n; }
template <int N> __global__ void t(int *p) { p[0] = N; }

void run(int *d, int n) {
  std::map<int, std::vector<std::pair<int, int>> > m;
  // CHECK: std::map<int, std::vector<std::pair<int, int>> > m;
  k << < n >> 1, 256 >> > (d, n);
  // CHECK: hipLaunchKernelGGL(k, dim3(n >> 1), dim3(256), 0, 0, d, n);
  // KEEP: k <<<  n >> 1, 256 >>>  (d, n);
  k<< </* grid */ dim3(n), 32, 0>>>(d, 3);
  // CHECK: hipLaunchKernelGGL(k, /* grid */ dim3(n), dim3(32), 0, 0, d, 3);
  // KEEP: k<<< /* grid */ dim3(n), 32, 0>>>(d, 3);
  t<4> <<< 1, 1 >>
      > (d);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(t<4>), dim3(1), dim3(1), 0, 0, 
  // CHECK-NEXT: d);
  // KEEP: t<4> <<< 1, 1 >>>
  // KEEP-NEXT: {{^}}       (d);
  int s = n << 2;
  // CHECK: int s = n << 2;
  (void)s;
#if 0
  k << < 1, 2 >> > (d, 0);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0, d, 0);
  // KEEP: k <<<  1, 2 >>>  (d, 0);
#endif
}
