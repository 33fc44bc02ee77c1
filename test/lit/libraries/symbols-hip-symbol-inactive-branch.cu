// A symbol call in an inactive #if branch, translated from its tokens, gets
// HIP_SYMBOL() as well, like the same call in active code.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__constant__ float coeffs[4];

#ifdef LEGACY_UPLOAD
void upload(const float *host) { cudaMemcpyToSymbol(coeffs, host, 16); }
// CHECK: void upload(const float *host) { hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, 16); }
#endif
// DIAG-NOT: error
