// NVTX's naming calls have no ROCTX twin: each takes the nvtx helper's
// name (a call that does nothing, which is exact: a name for tools), and
// nvToolsExtCudaRt.h, which declares some of them, becomes the helper's
// header. NVTX's ranges stay ROCTX's. The same with the SDK and without,
// at every target.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/62/n.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/n.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %hipify --hip-version 5.2 %s -o %t/52/n.hip 2>/dev/null
// RUN: diff %t/62/n.hip %t/52/n.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// RUN: FileCheck --check-prefix=HEADER %s --input-file=%t/62/hipify_nvtx.h
// HEADER: namespace hipify {

#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <roctracer/roctx.h>
// CHECK-NEXT: #include "hipify_nvtx.h"
// DIAG: {{.*}}nvtx.cu:[[@LINE-4]]:10: note: HIP 6.2 has no <nvtx3/nvToolsExtCudaRt.h>; the helper header hipify_nvtx.h stands in for it exactly [hipify-helper]

void copy(cudaStream_t s, cudaEvent_t e) {
  nvtxNameCudaStreamA(s, "copy");
  // CHECK: hipify::nvtxNameCudaStreamA(s, "copy");
  // DIAG: {{.*}}nvtx.cu:[[@LINE-2]]:3: note: 'nvtxNameCudaStreamA' is not in HIP 6.2; the helper 'hipify::nvtxNameCudaStreamA' of hipify_nvtx.h stands in for it exactly [hipify-helper]
  nvtxNameCudaEventW(e, L"done");
  // CHECK: hipify::nvtxNameCudaEventW(e, L"done");
  // DIAG: {{.*}}nvtx.cu:[[@LINE-2]]:3: note: 'nvtxNameCudaEventW' {{.*}} [hipify-helper]
  nvtxNameOsThreadA(1, "main");
  // CHECK: hipify::nvtxNameOsThreadA(1, "main");
  // DIAG: {{.*}}nvtx.cu:[[@LINE-2]]:3: note: 'nvtxNameOsThreadA' {{.*}} [hipify-helper]
  nvtxRangePushA("copy");
  // CHECK: roctxRangePushA("copy");
  nvtxRangePop();
  // CHECK: roctxRangePop();
}
