// Fields of cudaDeviceProp are used as in any CUDA program; the type is
// renamed and the field accesses are left alone. The built-in declarations
// declare the fields the tables know (kind member), so they parse as they
// do against the SDK (types/device-prop-members-sdk.cu).
// RUN: %hipify -v --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void fill(int *x) {}

void run(int *x) {
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: hipGetDeviceProperties(&prop, 0);
  fill<<<prop.multiProcessorCount, 256>>>(x);
  // CHECK: hipLaunchKernelGGL(fill, dim3(prop.multiProcessorCount), dim3(256), 0, 0, x);
  cudaMemset(x, 0, prop.totalGlobalMem);
  // CHECK: hipMemset(x, 0, prop.totalGlobalMem);
}
// DIAG-NOT: error
