// Names under #ifdef of an undefined macro and in an #elif that is not taken
// are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f() {
#ifdef SOMETHING_UNDEFINED
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
#elif defined(ALSO_UNDEFINED)
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
#endif
}
// DIAG-NOT: error
