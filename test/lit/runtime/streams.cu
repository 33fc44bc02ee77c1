// Stream management calls and the stream flag define are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void streams() {
  cudaStream_t s, t;
  // CHECK: hipStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK: hipStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(&t, hipStreamNonBlocking);
  if (cudaStreamQuery(s) == cudaSuccess)
  // CHECK: if (hipStreamQuery(s) == hipSuccess)
    cudaStreamSynchronize(s);
    // CHECK: hipStreamSynchronize(s);
  cudaStreamDestroy(t);
  // CHECK: hipStreamDestroy(t);
  cudaStreamDestroy(s);
  // CHECK: hipStreamDestroy(s);
}
// DIAG-NOT: error
