// CUDA 13's cudaMemPrefetchAsync and cudaMemAdvise take a cudaMemLocation (the
// parameters of CUDA 12.2's _v2 calls). HIP 7.1 has that form too, as
// hipMemPrefetchAsync_v2 and hipMemAdvise_v2: a call in CUDA 13's form
// becomes it there, with no word about the _v2 names CUDA 13 removed (the
// code never wrote them), and host locations keep their names. Below 7.1 the
// call is the memory helper's (helpers/memory.cu), which passes HIP's
// earlier call a device; the earlier form takes HIP's earlier call at every
// version.
// RUN: %hipify --hip-version 7.1 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 7.0 -v %s -o - 2>%t.70.err | FileCheck --match-full-lines --check-prefix=HIP70 %s
// RUN: FileCheck --check-prefix=DIAG70 %s < %t.70.err
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.sdk.err %}

#include <cuda_runtime.h>

void prefetch(float *p, size_t n, int dev, cudaStream_t s) {
  cudaMemLocation host;
  host.type = cudaMemLocationTypeHost;
  // CHECK: host.type = hipMemLocationTypeHost;
  host.id = 0;
  cudaMemPrefetchAsync(p, n, host, 0, s);
  // CHECK: hipMemPrefetchAsync_v2(p, n, host, 0, s);
  // HIP70: hipify::cudaMemPrefetchAsync_v2(p, n, host, 0, s);
  // DIAG70: {{.*}}cuda13-later-forms.cu:[[@LINE-3]]:3: note: 'cudaMemPrefetchAsync_v2' is not in HIP 7.0; the helper 'hipify::cudaMemPrefetchAsync_v2' of hipify_memory.h stands in for it exactly [hipify-helper]
  cudaMemPrefetchAsync(p, n, host, 0);
  // CHECK: hipMemPrefetchAsync_v2(p, n, host, 0);
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, host);
  // CHECK: hipMemAdvise_v2(p, n, hipMemAdviseSetReadMostly, host);
  cudaMemPrefetchAsync(p, n, dev, s);
  // CHECK: hipMemPrefetchAsync(p, n, dev, s);
  // HIP70: hipMemPrefetchAsync(p, n, dev, s);
}
// DIAG-NOT: removed
