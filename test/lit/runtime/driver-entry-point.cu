// hipGetProcAddress takes the HIP version whose symbol is meant, which
// cudaGetDriverEntryPoint has not: the target's (--hip-version), numbered as
// HIP numbers it (6.3 is 603). CUDA 11's call has no query result either:
// nullptr.
// RUN: %hipify --hip-version 6.3 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hipify --hip-version 7.0 %s -o - -- -DCUDA11_CALL | FileCheck --match-full-lines --check-prefix=CUDA11 %s

#include <cuda_runtime.h>

int main() {
  void *fn = nullptr;
  unsigned long long flags = 0;
#ifndef CUDA11_CALL
  cudaDriverEntryPointQueryResult status;
  cudaGetDriverEntryPoint("cuInit", &fn, flags, &status);
  // CHECK: hipGetProcAddress("cuInit", &fn, 603, flags, &status);
#else
  cudaGetDriverEntryPoint("cuInit", &fn, flags);
  // CUDA11: hipGetProcAddress("cuInit", &fn, 700, flags, nullptr);
#endif
  return 0;
}
// DIAG-NOT: warning
// DIAG-NOT: error
