// REQUIRES: cuda-sdk
// Against the CUDA SDK, a field of cudaDeviceProp that HIP 5.2's
// hipDeviceProp_t lacks is reported where it is written, with the HIP that
// has it; one HIP names
// otherwise is renamed.
// RUN: %hipify-sdk --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

int query() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int a = prop.computePreemptionSupported;
  // CHECK: int a = prop.computePreemptionSupported;
  // DIAG: device-prop-missing-members-sdk.cu:[[@LINE-2]]:16: warning: 'computePreemptionSupported' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  int b = prop.maxTexture2DLayered[1];
  // DIAG: :[[@LINE-1]]:16: warning: 'maxTexture2DLayered' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  size_t c = prop.sharedMemPerMultiprocessor;
  // CHECK: size_t c = prop.maxSharedMemoryPerMultiProcessor;
  return a + b + c + prop.minor;
  // CHECK: return a + b + c + prop.minor;
}
