// A deprecated CUDA call with a HIP equivalent is translated, and the
// deprecation is reported once, at the call.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void sync() {
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  // DIAG: deprecated.cu:[[@LINE-2]]:3: warning: 'cudaThreadSynchronize' is deprecated since CUDA 10.0 [hipify-cuda-deprecated]
}
// DIAG-NOT: error
