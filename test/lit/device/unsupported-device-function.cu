// A device function the tables give no HIP equivalent is left unchanged and
// reported at its position.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void reduce(float *v) {
  float x = v[threadIdx.x];
  float y = __shfl_down_sync(0xffffffff, x, 16);
  // CHECK: float y = __shfl_down_sync(0xffffffff, x, 16);
  // DIAG: unsupported-device-function.cu:[[@LINE-2]]:13: warning: '__shfl_down_sync' has no HIP equivalent; left unchanged [hipify-unsupported]
  v[threadIdx.x] = x + y;
}
// DIAG-NOT: error
