// When the first declaration is a namespace, the implicit
// #include <hip/hip_runtime.h> goes before the namespace, not inside it.
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.out | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}1{{$}}
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

// CHECK: #include <hip/hip_runtime.h>
// CHECK: namespace gpu {
namespace gpu {
void sync() { cudaDeviceSynchronize(); }
// CHECK: void sync() { hipDeviceSynchronize(); }
} // namespace gpu
// DIAG-NOT: error
