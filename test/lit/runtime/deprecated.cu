// A deprecated CUDA call with a HIP equivalent is translated, and the
// deprecation (or, for a CUDA 13 source, the removal) is reported once, at
// the call.
// RUN: %hipify --cuda-version 12.6 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - 2>%t13.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG13 %s -implicit-check-not=warning: < %t13.err

#include <cuda_runtime.h>

void sync() {
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  // DIAG: deprecated.cu:[[@LINE-2]]:3: warning: 'cudaThreadSynchronize' is deprecated since CUDA 10.0 [hipify-cuda-deprecated]
  // DIAG13: deprecated.cu:[[@LINE-3]]:3: warning: 'cudaThreadSynchronize' was removed in CUDA 13.0 [hipify-cuda-removed]
}
// DIAG-NOT: error
// DIAG13-NOT: error
