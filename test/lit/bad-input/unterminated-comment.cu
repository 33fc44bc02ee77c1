// A block comment that never ends: clang's error names the line, the code
// before it is translated, nothing after the '/*' is (it is all comment),
// and the run succeeds (parse errors do not stop a translation).
// RUN: cp %s %t.cu
// RUN: %hipify --no-cache -v %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=error: -implicit-check-not=warning: < %t.err
// RUN: cmp %s %t.cu

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
// DIAG: {{.*}}.cu:[[@LINE+1]]:1: error: unterminated /* comment [clang-error]
/* never closed: cudaMalloc(&p, n);
// CHECK: /* never closed: cudaMalloc(&p, n);
