// Names in an inactive #if 0 branch, which the parser never sees, are
// renamed by the lexical pass.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f(float *p) {
#if 0
  cudaStream_t s;
  // CHECK: hipStream_t s;
  cudaMallocAsync((void **)&p, 4, s);
  // CHECK: hipMallocAsync((void **)&p, 4, s);
#endif
  cudaFree(p);
  // CHECK: hipFree(p);
}
// DIAG-NOT: error
