// Without -v, parse errors are not printed: stderr has nothing about them,
// not even clang's "N errors generated" summary.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f(float *p) {
  cudaFree(p)
  // CHECK: hipFree(p)
}
// DIAG-NOT: error
