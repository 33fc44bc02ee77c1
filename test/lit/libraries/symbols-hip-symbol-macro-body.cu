// A symbol call spelled in a macro body gets HIP_SYMBOL() in the #define,
// where the symbol is written.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__constant__ float coeffs[4];

#define UPLOAD(h) cudaMemcpyToSymbol(coeffs, h, 4 * sizeof(float))
// CHECK: #define UPLOAD(h) hipMemcpyToSymbol(HIP_SYMBOL(coeffs), h, 4 * sizeof(float))

void upload(const float *host) { UPLOAD(host); }
// CHECK: void upload(const float *host) { UPLOAD(host); }
// DIAG-NOT: error
