// A record whose HIP equivalent changed (signature or semantics) at or before
// the target HIP is renamed and reported with what changed, tagged
// [hipify-hip-changed]: hipGetLastError follows CUDA's semantics from HIP 7.0
// on. At a target before the change there is no warning.
// RUN: %hipify --hip-version 7.0 %s -o - 2>%t.err | FileCheck --check-prefix=CHECK --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG70 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.4 %s -o - 2>%t.err | FileCheck --check-prefix=CHECK --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

bool failed() {
  return cudaGetLastError() != cudaSuccess;
  // CHECK: return hipGetLastError() != hipSuccess;
  // DIAG70: {{.*}}hip-changed.cu:[[@LINE-2]]:10: warning: 'hipGetLastError' changed in HIP 7.0{{(\.0)?}}: {{.+}}; check the call [hipify-hip-changed]
}
// DIAG70-NOT: error
// NODIAG-NOT: error
