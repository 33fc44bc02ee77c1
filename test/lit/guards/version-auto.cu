// --guard-policy=auto (the default): a CUDA_VERSION guard gets an explicit
// ROCm term: included where a current CUDA takes the branch and the guarded
// code translates to the target HIP; excluded where it does not translate,
// and from an old-CUDA branch (`< 2020`: with both, ROCm would take the old
// path and the new one). Each rewritten guard is counted.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s --examine 2>/dev/null | FileCheck --check-prefix=STATS %s

#include <cuda_runtime.h>

#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
// CHECK: #if (defined(CUDA_VERSION) && CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
void modern() { cudaDeviceSynchronize(); }
#endif

#if CUDART_VERSION >= 12000
// CHECK: #if CUDART_VERSION >= 12000 && !defined(__HIP_PLATFORM_AMD__)
void newest(cudaArray_t a) { cudaArrayGetPlane(0, a, 0); }
// DIAG: version-auto.cu:[[@LINE-1]]:30: warning: 'cudaArrayGetPlane' has no HIP equivalent; left unchanged [hipify-unsupported]
#endif

#if CUDART_VERSION < 2020
// CHECK: #if CUDART_VERSION < 2020 && !defined(__HIP_PLATFORM_AMD__)
void legacy() { cudaDeviceSynchronize(); }
#else
void current() { cudaDeviceSynchronize(); }
#endif
// STATS: guards rewritten: 3; {{.*}}
// DIAG-NOT: error
