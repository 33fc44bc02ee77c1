// A field of cudaDeviceProp that HIP 5.2's hipDeviceProp_t lacks does not
// compile once the struct is renamed: each access is reported where the
// field is written. A field HIP names otherwise is renamed.
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

int query(cudaDeviceProp *q) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int a = prop.unifiedAddressing;
  // CHECK: int a = prop.unifiedAddressing;
  // DIAG: device-prop-missing-members.cu:[[@LINE-2]]:16: warning: 'unifiedAddressing' of 'cudaDeviceProp' has no counterpart in 'hipDeviceProp_t' of HIP 5.2: {{.*}}; left unchanged [hipify-unsupported]
  int b = prop.maxTexture1DLayered[0];
  // DIAG: :[[@LINE-1]]:16: warning: 'maxTexture1DLayered' of 'cudaDeviceProp' {{.*}} [hipify-unsupported]
  size_t c = prop.sharedMemPerMultiprocessor;
  // CHECK: size_t c = prop.maxSharedMemoryPerMultiProcessor;
  int d = q->asyncEngineCount;
  // CHECK: int d = q->asyncEngineCount;
  // DIAG: :[[@LINE-2]]:14: warning: 'asyncEngineCount' of 'cudaDeviceProp' {{.*}} [hipify-unsupported]
  return a + b + c + d + prop.major;
  // CHECK: return a + b + c + d + prop.major;
}
