// --mappings FILE maps a project's own cudaX wrapper, declared in its own
// header, to its hipX wrapper at every call.
// RUN: %hipify --mappings %S/Inputs/wrappers.yaml -I %S/Inputs %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include "wrappers.h"
#include <cuda_runtime.h>

void f() {
  cudaCheckX(cudaDeviceSynchronize());
  // CHECK: hipCheckX(hipDeviceSynchronize());
}
// DIAG-NOT: error
