// Taking the address of a CUDA function (a function pointer, a table of
// callbacks) parses against the built-in declarations and is renamed.
// Limit of the built-in declarations (no SDK): a CUDA function is declared
// as a template there, so taking its address is a parse error. It is reported
// and the translation is unaffected.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

auto release = &cudaFree;
// CHECK: auto release = &hipFree;

void f() {
  cudaError_t (*alloc)(void **, size_t) = cudaMalloc;
  // CHECK: hipError_t (*alloc)(void **, size_t) = hipMalloc;
}
// DIAG: error: {{.*}}cudaMalloc{{.*}} [clang-error]
