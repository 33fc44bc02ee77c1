// --mappings FILE: 'disabled: true' makes the tool forget a built-in record;
// the name is left alone, without a warning.
// RUN: %hipify --mappings %S/Inputs/wrappers.yaml %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f() {
  cudaDeviceReset();
  // CHECK: cudaDeviceReset();
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
}
// DIAG-NOT: error
