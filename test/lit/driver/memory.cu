// Driver API memory calls and CUdeviceptr are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>

void copy(const float *host, float *back, size_t n) {
  CUdeviceptr d;
  // CHECK: hipDeviceptr_t d;
  cuMemAlloc(&d, n * sizeof(float));
  // CHECK: hipMalloc(&d, n * sizeof(float));
  cuMemcpyHtoD(d, host, n * sizeof(float));
  // CHECK: hipMemcpyHtoD(d, host, n * sizeof(float));
  cuMemcpyDtoH(back, d, n * sizeof(float));
  // CHECK: hipMemcpyDtoH(back, d, n * sizeof(float));
  cuMemFree(d);
  // CHECK: hipFree(d);
}
// DIAG-NOT: error
