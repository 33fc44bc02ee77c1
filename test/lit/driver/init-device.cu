// Driver API initialisation and device queries, CUresult and CUDA_SUCCESS
// are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>
// CHECK: #include <hip/hip_runtime.h>

int init() {
  CUresult r = cuInit(0);
  // CHECK: hipError_t r = hipInit(0);
  if (r != CUDA_SUCCESS)
  // CHECK: if (r != hipSuccess)
    return 1;
  int count = 0;
  cuDeviceGetCount(&count);
  // CHECK: hipGetDeviceCount(&count);
  CUdevice dev;
  // CHECK: hipDevice_t dev;
  cuDeviceGet(&dev, 0);
  // CHECK: hipDeviceGet(&dev, 0);
  char name[64];
  cuDeviceGetName(name, sizeof(name), dev);
  // CHECK: hipDeviceGetName(name, sizeof(name), dev);
  return count;
}
// DIAG-NOT: error
