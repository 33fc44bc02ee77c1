// Names in the #else of an active #if 1 are renamed too.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f(cudaStream_t s) {
#if 1
  cudaStreamSynchronize(s);
  // CHECK: hipStreamSynchronize(s);
#else
  cudaStreamQuery(s);
  // CHECK: hipStreamQuery(s);
#endif
}
// DIAG-NOT: error
