// CUDA 13.0 changed the arguments of some calls (a cudaMemLocation where a
// device was, edge data, context parameters); HIP's counterparts take the
// earlier form. A call written in the earlier form (CUDA 12 code, translated
// here without an SDK, whose version is taken as the newest, or against
// CUDA 13's headers, where it does not compile) is told by its argument count
// or by an integer where CUDA 13 takes a struct or a pointer, and is renamed;
// one in CUDA 13's form is reported for a person where the target HIP has no
// counterpart of that form and no helper stands in (here 7.0;
// versions/cuda13-later-forms.cu: 7.1; the memory helper takes
// cudaMemPrefetchAsync's and cudaMemAdvise's, helpers/memory.cu).
// Against CUDA 13's headers the driver's names are macros of their CUDA 13
// forms (cuCtxCreate is cuCtxCreate_v4), so there an earlier-form driver call
// is still reported (SDK, SDIAG).
// RUN: %hipify --hip-version 7.0 %s -o - 2>%t.err | FileCheck --match-full-lines --check-prefixes=CHECK,BUILTIN %s
// RUN: FileCheck --check-prefixes=DIAG,BDIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.0 %s -o - 2>%t.sdk.err | FileCheck --match-full-lines --check-prefixes=CHECK,SDK %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefixes=DIAG,SDIAG %s -implicit-check-not=warning: < %t.sdk.err %}

#include <cuda.h>
#include <cuda_runtime.h>

void runtime(float *p, size_t n, int dev, cudaStream_t s, cudaGraph_t g,
             cudaGraphNode_t *node, cudaGraphNodeParams *params) {
  cudaMemPrefetchAsync(p, n, dev, s);
  // CHECK: hipMemPrefetchAsync(p, n, dev, s);
  cudaMemPrefetchAsync(p, n, 0);
  // CHECK: hipMemPrefetchAsync(p, n, 0);
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, dev);
  // CHECK: hipMemAdvise(p, n, hipMemAdviseSetReadMostly, dev);
  cudaStreamCaptureStatus status;
  unsigned long long id;
  cudaStreamGetCaptureInfo(s, &status, &id);
  // CHECK: hipStreamGetCaptureInfo(s, &status, &id);
  cudaGraphAddNode(node, g, NULL, 0, params);
  // CHECK: hipGraphAddNode(node, g, NULL, 0, params);

  cudaMemLocation where;
  cudaMemPrefetchAsync(p, n, where, 0, s);
  // CHECK: hipify::cudaMemPrefetchAsync_v2(p, n, where, 0, s);
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, where);
  // CHECK: hipify::cudaMemAdvise_v2(p, n, hipMemAdviseSetReadMostly, where);
  cudaGraphAddNode(node, g, NULL, NULL, 0, params);
  // CHECK: cudaGraphAddNode(node, g, NULL, NULL, 0, params);
  // DIAG: cuda13-old-forms.cu:[[@LINE-2]]:3: warning: 'cudaGraphAddNode' changed in CUDA 13.0: {{.*}} [hipify-manual]
}

void driver(CUcontext *ctx, CUdevice dev, CUdeviceptr p, size_t n,
            CUstream s, CUctxCreateParams *create) {
// DIAG: cuda13-old-forms.cu:[[@LINE-1]]:25: warning: 'CUctxCreateParams' has no HIP equivalent; left unchanged [hipify-unsupported]
  cuCtxCreate(ctx, 0, dev);
  // BUILTIN: hipCtxCreate(ctx, 0, dev);
  // BDIAG: cuda13-old-forms.cu:[[@LINE-2]]:3: warning: 'hipCtxCreate' is deprecated since HIP 1.9.0 [hipify-deprecated]
  // SDK: cuCtxCreate(ctx, 0, dev);
  // SDIAG: cuda13-old-forms.cu:[[@LINE-4]]:3: warning: 'cuCtxCreate' changed in CUDA 13.0: {{.*}} [hipify-manual]
  cuMemPrefetchAsync(p, n, dev, s);
  // BUILTIN: hipMemPrefetchAsync(p, n, dev, s);
  // SDK: cuMemPrefetchAsync(p, n, dev, s);
  // SDIAG: cuda13-old-forms.cu:[[@LINE-3]]:3: warning: 'cuMemPrefetchAsync' changed in CUDA 13.0: {{.*}} [hipify-manual]
  cuCtxCreate(ctx, create, 0, dev);
  // CHECK: cuCtxCreate(ctx, create, 0, dev);
  // DIAG: cuda13-old-forms.cu:[[@LINE-2]]:3: warning: 'cuCtxCreate' changed in CUDA 13.0: {{.*}} [hipify-manual]
}
