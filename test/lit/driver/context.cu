// Context calls and CUcontext are renamed; HIP's deprecation of its context
// API is reported at each call. CUDA 13.0 changed cuCtxCreate's arguments
// (CUctxCreateParams); a call in the earlier form, as here, is still
// renamed (one in CUDA 13's form is left for a person:
// versions/cuda13-old-forms.cu).
// RUN: %hipify --cuda-version 12.6 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG12 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - 2>%t13.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG13 %s -implicit-check-not=warning: < %t13.err

#include <cuda.h>

void context(CUdevice dev) {
// CHECK: void context(hipDevice_t dev) {
  CUcontext ctx;
  // CHECK: hipCtx_t ctx;
  cuCtxCreate(&ctx, 0, dev);
  // CHECK: hipCtxCreate(&ctx, 0, dev);
  // DIAG12: context.cu:[[@LINE-2]]:3: warning: 'hipCtxCreate' is deprecated since HIP 1.9.0 [hipify-deprecated]
  // DIAG13: context.cu:[[@LINE-3]]:3: warning: 'hipCtxCreate' is deprecated since HIP 1.9.0 [hipify-deprecated]
  cuCtxDestroy(ctx);
  // CHECK: hipCtxDestroy(ctx);
  // DIAG12: context.cu:[[@LINE-2]]:3: warning: 'hipCtxDestroy' is deprecated since HIP 1.9.0 [hipify-deprecated]
  // DIAG13: context.cu:[[@LINE-3]]:3: warning: 'hipCtxDestroy' is deprecated since HIP 1.9.0 [hipify-deprecated]
}
// DIAG12-NOT: error
// DIAG13-NOT: error
