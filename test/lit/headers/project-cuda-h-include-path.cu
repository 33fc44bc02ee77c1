// A project's own "cuda.h", found through -I, is not the CUDA header: its
// include keeps its name. The CUDA the file uses still gets the HIP runtime.
// RUN: %hipify %s -o - -I %S/Inputs 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include "cuda.h"
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "cuda.h"

int f(float *p) {
  cudaFree(p);
  // CHECK: hipFree(p);
  return project_helper(1);
}
// DIAG-NOT: error
