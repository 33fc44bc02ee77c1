// cudaDeviceProp becomes hipDeviceProp_t, also when written with 'struct'
// and as a pointer or reference parameter.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void show(const cudaDeviceProp &p);
// CHECK: void show(const hipDeviceProp_t &p);

void query(int dev) {
  struct cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaDeviceProp *alias = &prop;
  // CHECK: hipDeviceProp_t *alias = &prop;
  cudaGetDeviceProperties(alias, dev);
  // CHECK: hipGetDeviceProperties(alias, dev);
  show(prop);
}
// DIAG-NOT: error
