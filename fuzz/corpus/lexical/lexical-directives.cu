// The texts of #error, #warning and #pragma lines are left alone; #if
// conditions are translated like code.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

#if 0
#error cudaMalloc is required
// CHECK: #error cudaMalloc is required
#endif
#pragma message("uses cudaFree")
// CHECK: #pragma message("uses cudaFree")

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
// DIAG-NOT: error
