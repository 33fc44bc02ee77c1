// "<<<" in comments, string literals, raw strings and character literals is
// not a launch: left as written, even with --translate-strings; a real launch
// beside them is rewritten.
// RUN: %hipify --no-cache %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: %hipify --no-cache --translate-strings %s -o - | FileCheck --match-full-lines %s
// RUN: count 0 < %t.err

#include <cuda_runtime.h>
__global__ void k(int *p) {}
// k<<<1, 1>>>(p);
// CHECK: // k<<<1, 1>>>(p);
/* k<<<2, 2>>>(p); */
// CHECK: /* k<<<2, 2>>>(p); */
const char *s = "k<<<3, 3>>>(p);";
// CHECK: const char *s = "k<<<3, 3>>>(p);";
const char *r = R"x(k<<<4, 4>>>(p);)x";
// CHECK: const char *r = R"x(k<<<4, 4>>>(p);)x";
const char c[] = {'<', '<', '<'};
// CHECK: const char c[] = {'<', '<', '<'};
void f(int *p) { k<<<5, 5>>>(p); /* k<<<6, 6>>>(p) */ }
// CHECK: void f(int *p) { hipLaunchKernelGGL(k, dim3(5), dim3(5), 0, 0, p); /* k<<<6, 6>>>(p) */ }
