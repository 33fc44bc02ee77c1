// A CUDA name whose HIP equivalent appeared after the target HIP is left
// unchanged and reported; at a target at or after that version it is renamed
// (cudaSetValidDevices -> hipSetValidDevices, added in HIP 6.2.0).
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.err | FileCheck --check-prefix=HIP52 --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG52 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.2 %s -o - 2>%t.err | FileCheck --check-prefix=NEWEST --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - 2>%t.err | FileCheck --check-prefix=NEWEST --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void restrict_devices(int *devices, int n) {
  cudaSetValidDevices(devices, n);
  // HIP52: cudaSetValidDevices(devices, n);
  // NEWEST: hipSetValidDevices(devices, n);
  // DIAG52: {{.*}}hip-added-later.cu:[[@LINE-3]]:3: warning: 'hipSetValidDevices' requires HIP 6.2.0; target is 5.2; left unchanged [hipify-unsupported]
}
// DIAG52-NOT: error
// NODIAG-NOT: error
