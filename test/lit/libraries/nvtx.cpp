// NVTX ranges and markers become ROCTX's (roctracer/roctx.h, library
// roctx64); NVTX's calls with attributes, which ROCTX lacks, are reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <nvtx3/nvToolsExt.h>
// CHECK: #include <roctracer/roctx.h>
void f(const nvtxEventAttributes_t *a) {
  // DIAG: nvtx.cpp:[[@LINE-1]]:14: warning: 'nvtxEventAttributes_t' has no HIP equivalent; left unchanged [hipify-unsupported]
  nvtxRangePushA("load");
  // CHECK: roctxRangePushA("load");
  nvtxRangePop();
  // CHECK: roctxRangePop();
  nvtxMarkA("here");
  // CHECK: roctxMarkA("here");
  nvtxRangeId_t r = nvtxRangeStartA("span");
  // CHECK: roctx_range_id_t r = roctxRangeStartA("span");
  nvtxRangeEnd(r);
  // CHECK: roctxRangeStop(r);
  nvtxRangePushEx(a);
  // DIAG: nvtx.cpp:[[@LINE-1]]:3: warning: 'nvtxRangePushEx' has no HIP equivalent; left unchanged [hipify-unsupported]
}
