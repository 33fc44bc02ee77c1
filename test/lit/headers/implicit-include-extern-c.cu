// When the first declaration is inside extern "C" { ... }, the implicit
// #include <hip/hip_runtime.h> goes before the linkage block, not inside it.
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip/hip_runtime.h>' %t.out | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}1{{$}}
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

// CHECK: #include <hip/hip_runtime.h>
// CHECK: extern "C" {
extern "C" {
int alloc(float **p, int n) { return cudaMalloc((void **)p, n); }
// CHECK: int alloc(float **p, int n) { return hipMalloc((void **)p, n); }
}
// DIAG-NOT: error
