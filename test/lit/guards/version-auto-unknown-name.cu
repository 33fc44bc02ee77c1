// --guard-policy=auto decides a guard from every place in its branch left
// untranslated, the names no table knows too (the unknown-name rule says
// them in its finish(), and the guard rule runs after it: RuleSpec::After):
// a branch that calls an unknown CUDA function is excluded from ROCm, as one
// that calls a known unsupported one is, not included as translatable.
// RUN: %hipify %s -o - --builtin-cuda 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s < %t.err

#include <cuda_runtime.h>

#if CUDART_VERSION >= 12000
// CHECK: #if CUDART_VERSION >= 12000 && !defined(__HIP_PLATFORM_AMD__)
void newest() { cudaFutureCall(); }
// DIAG: version-auto-unknown-name.cu:[[@LINE-1]]:17: warning: {{.*}}'cudaFutureCall'{{.*}} [hipify-unsupported]
#endif

#if CUDART_VERSION >= 11000
// CHECK: #if (CUDART_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
void modern() { cudaDeviceSynchronize(); }
#endif
