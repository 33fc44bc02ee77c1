// --mappings FILE: a user record renames a name the parser never resolved
// (its header is not available) like any built-in one.
// RUN: %hipify --mappings %S/Inputs/wrappers.yaml %s -o - 2>%t.err | FileCheck --match-full-lines %s

#include "wrappers_not_available.h"
#include <cuda_runtime.h>

void f() {
  cudaCheckX(cudaDeviceSynchronize());
  // CHECK: hipCheckX(hipDeviceSynchronize());
}
