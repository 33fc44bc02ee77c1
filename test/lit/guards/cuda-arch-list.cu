// nvcc defines __CUDA_ARCH_LIST__ (the architectures compiled for, 750,800)
// in every pass; HIP does not. A branch that only tests it is made
// ROCm-aware with __HIPCC__; one whose code uses its value, or defines a
// macro that does, is left CUDA-only and reported, as under __CUDA_ARCH__.
// A file whose first declaration is in such a branch gets the runtime
// header before the branch, not in it.
// RUN: %hipify --hip-version 6.2 %s -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

// CHECK: // A file whose first declaration is in such a branch gets the runtime
// CHECK-NEXT: // header before the branch, not in it.
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #if defined(__CUDA_ARCH_LIST__) || defined(__HIPCC__)
#if defined(__CUDA_ARCH_LIST__)
__global__ void k(int *p) { p[0] = threadIdx.x; }
#endif

#ifdef __CUDA_ARCH_LIST__
// CHECK: #ifdef __CUDA_ARCH_LIST__
// DIAG: cuda-arch-list.cu:[[@LINE-2]]:8: warning: the code guarded by '__CUDA_ARCH_LIST__' uses its value, which HIP's twin macro has not; the branch is left CUDA-only (ROCm skips it): port it by hand [hipify-guard-value]
static const int archs[] = {__CUDA_ARCH_LIST__};
#endif

#ifdef __CUDA_ARCH_LIST__
// CHECK: #ifdef __CUDA_ARCH_LIST__
// DIAG: cuda-arch-list.cu:[[@LINE-2]]:8: warning: the code guarded by '__CUDA_ARCH_LIST__'
#define ARCHS() use(__CUDA_ARCH_LIST__)
#endif
