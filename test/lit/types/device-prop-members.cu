// Fields of cudaDeviceProp are used as in any CUDA program; the type is
// renamed and the field accesses are left alone, without parse errors.
// Limit of the built-in declarations (no SDK): they know CUDA's names, not
// its struct members, so field accesses are parse errors. They are reported
// and the translation is unaffected; with an SDK there is no error
// (types/device-prop-members-sdk.cu).
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

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
// DIAG: error: no member named 'multiProcessorCount' in 'cudaDeviceProp' [clang-error]
