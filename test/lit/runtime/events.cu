// Event calls and the event flag define are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

float elapsed(cudaStream_t s) {
  // CHECK: float elapsed(hipStream_t s) {
  cudaEvent_t start, stop;
  // CHECK: hipEvent_t start, stop;
  cudaEventCreate(&start);
  // CHECK: hipEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(&stop, hipEventDisableTiming);
  cudaEventRecord(start, s);
  // CHECK: hipEventRecord(start, s);
  cudaEventRecord(stop, s);
  // CHECK: hipEventRecord(stop, s);
  cudaEventSynchronize(stop);
  // CHECK: hipEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: hipEventElapsedTime(&ms, start, stop);
  cudaEventDestroy(start);
  // CHECK: hipEventDestroy(start);
  cudaEventDestroy(stop);
  // CHECK: hipEventDestroy(stop);
  return ms;
}
// DIAG-NOT: error
