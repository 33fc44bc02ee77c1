// A field CUDA 13.0 removed and HIP 5.2 lacks (deviceOverlap, HIP 6.0 on)
// is reported as unsupported; one HIP still has (clockRate) is kept and its
// CUDA removal reported.
// RUN: %hipify --hip-version 5.2 --cuda-version 13.0 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

int query(const cudaDeviceProp &prop) {
  return prop.deviceOverlap + prop.clockRate;
  // CHECK: return prop.deviceOverlap + prop.clockRate;
  // DIAG: :[[@LINE-2]]:15: warning: 'deviceOverlap' requires HIP 6.0; target is 5.2; left unchanged [hipify-unsupported]
  // DIAG: :[[@LINE-3]]:36: warning: 'cudaDeviceProp.clockRate' was removed in CUDA 13.0 [hipify-cuda-removed]
}
