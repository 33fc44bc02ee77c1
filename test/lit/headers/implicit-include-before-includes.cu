#include <stdio.h>

/// Synchronises the device.
void sync() { cudaDeviceSynchronize(); }

// The implicit #include <hip/hip_runtime.h> goes first, before the file's
// own #includes: HIP's headers need it before them, and hipify-clang puts it
// there (the test's comments come last so that they are not a leading
// comment).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <stdio.h>
// CHECK-EMPTY:
// CHECK-NEXT: /// Synchronises the device.
// CHECK-NEXT: void sync() { hipDeviceSynchronize(); }
// DIAG-NOT: error
