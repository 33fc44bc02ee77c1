// Device management calls and cudaDeviceProp are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

int pick() {
  int count = 0, dev = 0;
  cudaGetDeviceCount(&count);
  // CHECK: hipGetDeviceCount(&count);
  cudaSetDevice(count - 1);
  // CHECK: hipSetDevice(count - 1);
  cudaGetDevice(&dev);
  // CHECK: hipGetDevice(&dev);
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: hipGetDeviceProperties(&prop, dev);
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
  return dev;
}
// DIAG-NOT: error
