// __CUDACC__ is a macro the AST also sees expanded in #if conditions; the
// guard rewrite owns it there, so there is one edit, not a conflict.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
#include <cuda_runtime.h>
#if __CUDACC__ && FOO
// CHECK: #if (__CUDACC__ && FOO) || defined(__HIPCC__)
#endif
#if __CUDACC__
// CHECK: #if __CUDACC__ || defined(__HIPCC__)
#endif
// DIAG-NOT: error
