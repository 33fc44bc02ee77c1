// cudaError_t values are renamed in a switch, including case labels, and
// the switch parses (no [clang-error] with -v).
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

const char *describe(cudaError_t e) {
// CHECK: const char *describe(hipError_t e) {
  switch (e) {
  case cudaSuccess:
  // CHECK: case hipSuccess:
    return "ok";
  case cudaErrorInvalidValue:
  // CHECK: case hipErrorInvalidValue:
    return "invalid value";
  case cudaErrorInvalidDevice:
  // CHECK: case hipErrorInvalidDevice:
    return "invalid device";
  default:
    return "other";
  }
}
// DIAG-NOT: error
