// A file that already includes <hip/hip_runtime.h> gets no second include.
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.out | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}1{{$}}

#include <hip/hip_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void sync() { cudaDeviceSynchronize(); }
// CHECK: void sync() { hipDeviceSynchronize(); }
