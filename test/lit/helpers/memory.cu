// CUDA 13's cudaMemPrefetchAsync and cudaMemAdvise take a location (CUDA
// 12.2's _v2 forms); HIP's take a device before 7.1. Before 7.1 the call is
// the memory helper's, which passes a device location's device; the host
// location type, which HIP's enumeration cannot hold before 7.1, is
// reported there. From 7.1 all are HIP's own.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/62/m.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/m.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %hipify --hip-version 5.2 %s -o %t/52/m.hip 2>/dev/null
// RUN: diff %t/62/m.hip %t/52/m.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// RUN: %hipify --hip-version 7.1 %s -o %t/71/m.hip 2>%t/err71
// RUN: FileCheck --check-prefix=V71 --match-full-lines %s --input-file=%t/71/m.hip
// RUN: not grep -x '#include "hipify_memory.h"' %t/71/m.hip
// RUN: ls %t/71 | FileCheck --check-prefix=FILES71 %s
// FILES71: m.hip
// FILES71-EMPTY:
// The translation compiles against HIP 5.2 with the helper beside it, but
// for the host type the report flags.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/m.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/m.cu -o %t/out/m.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 0 of 1 compilation units compile; 1 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_memory.h"

cudaError_t warm(float *p, size_t n, cudaStream_t s) {
  cudaMemLocation host;
  host.type = cudaMemLocationTypeHost;
  // CHECK: host.type = cudaMemLocationTypeHost;
  // V71: host.type = hipMemLocationTypeHost;
  // DIAG: {{.*}}memory.cu:[[@LINE-3]]:15: warning: 'hipMemLocationTypeHost' requires HIP 7.1; target is 6.2; left unchanged [hipify-unsupported]
  cudaMemPrefetchAsync(p, n, host, 0, s);
  // CHECK: hipify::cudaMemPrefetchAsync_v2(p, n, host, 0, s);
  // V71: hipMemPrefetchAsync_v2(p, n, host, 0, s);
  // DIAG: {{.*}}memory.cu:[[@LINE-3]]:3: note: 'cudaMemPrefetchAsync_v2' is not in HIP 6.2; {{.*}} [hipify-helper]
  cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
  // CHECK: hipMemLocation gpu = {hipMemLocationTypeDevice, 0};
  return cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, gpu);
  // CHECK: return hipify::cudaMemAdvise_v2(p, n, hipMemAdviseSetPreferredLocation, gpu);
  // V71: return hipMemAdvise_v2(p, n, hipMemAdviseSetPreferredLocation, gpu);
  // DIAG: {{.*}}memory.cu:[[@LINE-3]]:10: note: 'cudaMemAdvise_v2' is not in HIP 6.2; {{.*}} [hipify-helper]
}
