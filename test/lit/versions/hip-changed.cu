// A record whose HIP equivalent changed to match CUDA (hip-changed) is renamed
// everywhere, and reported with what differs, tagged [hipify-hip-changed],
// when the target HIP is from before the change: hipGetLastError follows
// CUDA's semantics from HIP 7.0 on, so a 6.4 target gets the warning and a
// 7.0 target none. No CUDA call comes right before this one: it may read
// another error than CUDA's (runtime/changed-once.cu).
// RUN: %hipify --hip-version 6.4 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG64 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 7.0 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

bool failed() {
  return cudaGetLastError() != cudaSuccess;
  // CHECK: return hipGetLastError() != hipSuccess;
  // DIAG64: {{.*}}hip-changed.cu:[[@LINE-2]]:10: warning: 'hipGetLastError' changed in HIP 7.0{{.*}}; target is 6.4: {{.+}}; check the call; no launch or CUDA call comes right before the call at line [[@LINE-2]], so it may return another error than CUDA's [hipify-hip-changed]
}
// DIAG64-NOT: error
// NODIAG-NOT: error
