// A launch written entirely inside a macro argument is rewritten in place.
// (CHECK(k<<<1, 1>>>(x)) with a one-parameter macro is not valid C++: the
// comma of <<<1, 1>>> separates macro arguments. Real code uses a variadic
// macro or an extra pair of parentheses; both are tested.)
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#define CHECK_LAUNCH(...) do { __VA_ARGS__; cudaGetLastError(); } while (0)
// CHECK: #define CHECK_LAUNCH(...) do { __VA_ARGS__; hipGetLastError(); } while (0)
#define CHECK(x) do { x; } while (0)

__global__ void k(int *x) {}

void run(int *x, cudaStream_t s) {
  CHECK_LAUNCH(k<<<1, 1>>>(x));
  // CHECK: CHECK_LAUNCH(hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x));
  CHECK_LAUNCH(k<<<2, 32, 0, s>>>(x));
  // CHECK: CHECK_LAUNCH(hipLaunchKernelGGL(k, dim3(2), dim3(32), 0, s, x));
  CHECK((k<<<1, 1>>>(x)));
  // CHECK: CHECK((hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x)));
}
// DIAG-NOT: error
