// A device type whose HIP name differs (__nv_bfloat16 -> __hip_bfloat16,
// HIP's CUDA-compatible type since 5.7) is renamed in device and host code.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void scale(__nv_bfloat16 *x, int n) {
  // CHECK: __global__ void scale(__hip_bfloat16 *x, int n) {
  __nv_bfloat16 v = x[threadIdx.x];
  // CHECK: __hip_bfloat16 v = x[threadIdx.x];
  x[threadIdx.x] = v;
}

size_t bytes(int n) { return n * sizeof(__nv_bfloat16); }
// CHECK: size_t bytes(int n) { return n * sizeof(__hip_bfloat16); }
// DIAG-NOT: error
