// Names in the body of a macro that is never expanded are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

#define RELEASE(p) cudaFree(p)
// CHECK: #define RELEASE(p) hipFree(p)
#define SAFE_CALL(call)                                                        \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess)                                                      \
      return e;                                                                \
  } while (0)
// CHECK: #define SAFE_CALL(call)                                                        \
// CHECK-NEXT:   do {                                                                         \
// CHECK-NEXT:     hipError_t e = (call);                                                    \
// CHECK-NEXT:     if (e != hipSuccess)                                                      \
// DIAG-NOT: error
