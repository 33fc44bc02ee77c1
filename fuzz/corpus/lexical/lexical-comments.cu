// Comments are never changed, line or block, even with --translate-strings.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --translate-strings %s -o - | FileCheck --match-full-lines %s

#include <cuda_runtime.h>

void f(float *p) {
  // Free with cudaFree, never with free().
  // CHECK: // Free with cudaFree, never with free().
  cudaFree(p); /* cudaFree(p) is synchronous */
  // CHECK: hipFree(p); /* cudaFree(p) is synchronous */
}
// DIAG-NOT: error
