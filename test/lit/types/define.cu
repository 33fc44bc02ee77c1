// CUDA macros (kind: define) are renamed where used, in code and in the
// bodies of the project's own #defines.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

#define MY_STREAM_FLAGS cudaStreamNonBlocking
// CHECK: #define MY_STREAM_FLAGS hipStreamNonBlocking

void make(cudaStream_t *s, cudaEvent_t *e) {
  cudaStreamCreateWithFlags(s, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(s, hipStreamNonBlocking);
  cudaStreamCreateWithFlags(s, MY_STREAM_FLAGS);
  // CHECK: hipStreamCreateWithFlags(s, MY_STREAM_FLAGS);
  cudaEventCreateWithFlags(e, cudaEventBlockingSync | cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(e, hipEventBlockingSync | hipEventDisableTiming);
}
// DIAG-NOT: error
