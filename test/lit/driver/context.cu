// Context calls and CUcontext are renamed; HIP's deprecation of its context
// API is reported at each call.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda.h>

void context(CUdevice dev) {
// CHECK: void context(hipDevice_t dev) {
  CUcontext ctx;
  // CHECK: hipCtx_t ctx;
  cuCtxCreate(&ctx, 0, dev);
  // CHECK: hipCtxCreate(&ctx, 0, dev);
  // DIAG: context.cu:[[@LINE-2]]:3: warning: 'hipCtxCreate' is deprecated since HIP 1.9.0 [hipify-deprecated]
  cuCtxDestroy(ctx);
  // CHECK: hipCtxDestroy(ctx);
  // DIAG: context.cu:[[@LINE-2]]:3: warning: 'hipCtxDestroy' is deprecated since HIP 1.9.0 [hipify-deprecated]
}
// DIAG-NOT: error
