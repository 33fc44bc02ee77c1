// A string literal that never ends: clang's errors name the line, the code
// around it is translated, the literal's text is not (it is a string, even
// unterminated), and the run succeeds.
// RUN: %hipify --no-cache -v %s -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: not grep -q 'warning:' %t.err

#include <cuda_runtime.h>
void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
const char *s = "cudaMalloc failed;
// CHECK: const char *s = "cudaMalloc failed;
// DIAG: unterminated-string.cu:[[@LINE-2]]:{{[0-9]+}}: error: {{.*}} [clang-error]
void g(float *p) { cudaFree(p); }
// CHECK: void g(float *p) { hipFree(p); }
