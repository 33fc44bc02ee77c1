// A file including both <cuda.h> and <cuda_runtime.h>, which both map to
// <hip/hip_runtime.h>, ends up including it once: the second include is
// removed with its line.
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.out | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}1{{$}}

#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <stdio.h>

void f() { cuInit(0); cudaDeviceSynchronize(); }
// CHECK: void f() { hipInit(0); hipDeviceSynchronize(); }
