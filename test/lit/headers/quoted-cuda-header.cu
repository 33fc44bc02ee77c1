// "cuda_runtime.h" in quotes that resolves to the CUDA header is renamed,
// keeping the quotes.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include "cuda_runtime.h"
// CHECK: #include "hip/hip_runtime.h"

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
// DIAG-NOT: error
