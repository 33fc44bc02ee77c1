// #include <cuda_runtime.h> becomes #include <hip/hip_runtime.h>, and no
// second runtime include is added.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.hip | FileCheck --check-prefix=COUNT %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// COUNT: {{^}}1{{$}}

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
// DIAG-NOT: error
