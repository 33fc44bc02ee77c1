__global__ void k(float *x) { x[threadIdx.x] = 0; }

void g(float *p) { cudaFree(p); }

// A file that uses CUDA without including any CUDA header (nvcc includes
// cuda_runtime.h implicitly) gets #include <hip/hip_runtime.h> once, on the
// line of its first declaration (here line 1: this comment and the RUN
// lines come last so that no comment precedes the declaration).
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.out | FileCheck --check-prefix=COUNT %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// COUNT: {{^}}1{{$}}
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: __global__ void k(float *x) { x[threadIdx.x] = 0; }
// CHECK-EMPTY:
// CHECK-NEXT: void g(float *p) { hipFree(p); }
// DIAG-NOT: error
