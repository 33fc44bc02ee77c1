// A device function the tables give no HIP equivalent is left unchanged and
// reported at its position.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void check(float *v) {
  if (v[threadIdx.x] < 0)
    __brkpt();
  // CHECK: __brkpt();
  // DIAG: unsupported-device-function.cu:[[@LINE-2]]:5: warning: '__brkpt' has no HIP equivalent; left unchanged [hipify-unsupported]
}
// DIAG-NOT: error
