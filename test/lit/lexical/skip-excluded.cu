// --skip-excluded-preprocessor-conditional-blocks (alias
// --default-preprocessor) leaves inactive branches as written and still
// translates the active ones.
// RUN: %hipify --skip-excluded-preprocessor-conditional-blocks %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --default-preprocessor %s -o - 2>%t.err | FileCheck --match-full-lines %s

#include <cuda_runtime.h>

void f(cudaStream_t s) {
#if 0
  cudaMalloc(0, 0);
  // CHECK: cudaMalloc(0, 0);
#endif
#ifdef SOMETHING_UNDEFINED
  cudaDeviceSynchronize();
  // CHECK: cudaDeviceSynchronize();
#else
  cudaStreamSynchronize(s);
  // CHECK: hipStreamSynchronize(s);
#endif
}
// DIAG-NOT: error
