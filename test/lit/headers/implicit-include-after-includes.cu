#include <stdio.h>

/// Synchronises the device.
void sync() { cudaDeviceSynchronize(); }

// The implicit #include <hip/hip_runtime.h> goes after the file's own
// #includes and before the comment documenting the first declaration (the
// test's comments come last so that they are not that comment).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// CHECK: #include <stdio.h>
// CHECK-EMPTY:
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: /// Synchronises the device.
// CHECK-NEXT: void sync() { hipDeviceSynchronize(); }
// DIAG-NOT: error
