// "Total number of replaced kernel launches" counts launches as written in
// the source: 3 here, the one in the macro body once although the macro is
// expanded twice, the one in the template once although it is instantiated
// twice.
// RUN: %hipify --print-stats %s -o /dev/null 2>&1 | FileCheck %s

__global__ void k(int *x) {}
template <typename T> __global__ void t(T *x) {}

#define LAUNCH(kernel, n) kernel<<<n, 64>>>(nullptr)

template <typename T> void run(T *x) { t<<<1, 1>>>(x); }

void f(int *xi, float *xf) {
  k<<<1, 1>>>(xi);
  LAUNCH(k, 2);
  LAUNCH(k, 4);
  run(xi);
  run(xf);
}
// CHECK: Total number of replaced kernel launches: 3{{$}}
