// A field of cudaDeviceProp that HIP 5.2's hipDeviceProp_t lacks does not
// compile once the struct is renamed: each access is reported where the
// field is written, with the HIP that has it (6.0 reworked the struct after
// CUDA's), or as absent (no HIP declares mpsEnabled). A field HIP names
// otherwise is renamed. At 6.2 those fields are HIP's too: no warning, and
// the translation compiles against HIP 6.2's headers.
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.2 %s -o %t.hip 2>%t62.err
// RUN: FileCheck --check-prefix=DIAG62 %s -implicit-check-not=warning: < %t62.err
// RUN: %if hip62-headers %{ sed -i 's/prop.mpsEnabled/0/' %t.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only %t.hip %}

#include <cuda_runtime.h>

int query(cudaDeviceProp *q) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int a = prop.unifiedAddressing;
  // CHECK: int a = prop.unifiedAddressing;
  // DIAG: device-prop-missing-members.cu:[[@LINE-2]]:16: warning: 'unifiedAddressing' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  int b = prop.maxTexture1DLayered[0];
  // DIAG: :[[@LINE-1]]:16: warning: 'maxTexture1DLayered' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  size_t c = prop.sharedMemPerMultiprocessor;
  // CHECK: size_t c = prop.maxSharedMemoryPerMultiProcessor;
  int d = q->asyncEngineCount;
  // CHECK: int d = q->asyncEngineCount;
  // DIAG: :[[@LINE-2]]:14: warning: 'asyncEngineCount' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  int e = prop.mpsEnabled;
  // CHECK: int e = prop.mpsEnabled;
  // DIAG: :[[@LINE-2]]:16: warning: 'mpsEnabled' of 'cudaDeviceProp' has no counterpart in 'hipDeviceProp_t' of HIP 5.2; left unchanged [hipify-unsupported]
  // DIAG62: :[[@LINE-3]]:16: warning: 'mpsEnabled' of 'cudaDeviceProp' has no counterpart in 'hipDeviceProp_t' of HIP 6.2; left unchanged [hipify-unsupported]
  return a + b + c + d + e + prop.major;
  // CHECK: return a + b + c + d + e + prop.major;
}
