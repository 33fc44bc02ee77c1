// A file with syntax errors is still translated (exit code 0): the AST
// renames what parsed and the lexical pass the rest; -v lists the parse
// errors, tagged [clang-error].
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f() {
  float *p;
  cudaMalloc((void **)&p, 4)
  // CHECK: hipMalloc((void **)&p, 4)
  // DIAG: syntax-error.cu:[[@LINE-2]]:29: error: expected ';' after expression [clang-error]
  cudaFree(p);
  // CHECK: hipFree(p);
}

int g( {
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
}
// DIAG: syntax-error.cu:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}} [clang-error]
