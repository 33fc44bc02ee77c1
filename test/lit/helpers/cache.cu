// CUDA's cache-hint loads and stores take every scalar and vector type; HIP
// has __ldcs, __ldcg and __ldca for __half and __half2 only, and none of the
// others. Each call takes the cache helper's name, at every target, and
// the translation compiles. __ldg, which HIP has for CUDA's types, stays.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/62/c.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/c.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %hipify --hip-version 5.2 %s -o %t/52/c.hip 2>/dev/null
// RUN: %hipify --hip-version 7.1 %s -o %t/71/c.hip 2>/dev/null
// RUN: diff %t/62/c.hip %t/52/c.hip
// RUN: diff %t/62/c.hip %t/71/c.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// The translation compiles against HIP 5.2 with the helper beside it.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/c.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/c.cu -o %t/out/c.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_cache.h"

__global__ void copy(const float *in, float *out, int4 *v) {
  int4 x = __ldcs(reinterpret_cast<const int4 *>(in));
  // CHECK: int4 x = hipify::__ldcs(reinterpret_cast<const int4 *>(in));
  // DIAG: {{.*}}cache.cu:[[@LINE-2]]:12: note: HIP 6.2's '__ldcs' falls short of what code writes with '__ldcs'; the helper 'hipify::__ldcs' of hipify_cache.h stands in for it exactly [hipify-helper]
  __stcs(v, x);
  // CHECK: hipify::__stcs(v, x);
  // DIAG: {{.*}}cache.cu:[[@LINE-2]]:3: note: '__stcs' is not in HIP 6.2; the helper 'hipify::__stcs' of hipify_cache.h stands in for it exactly [hipify-helper]
  out[0] = __ldcv(in) + __ldlu(in + 1) + __ldcg(in + 2) + __ldg(in + 3);
  // CHECK: out[0] = hipify::__ldcv(in) + hipify::__ldlu(in + 1) + hipify::__ldcg(in + 2) + __ldg(in + 3);
  // DIAG: {{.*}}cache.cu:[[@LINE-2]]:12: note: '__ldcv' {{.*}} [hipify-helper]
  // DIAG: {{.*}}cache.cu:[[@LINE-3]]:25: note: '__ldlu' {{.*}} [hipify-helper]
  // DIAG: {{.*}}cache.cu:[[@LINE-4]]:42: note: HIP 6.2's '__ldcg' {{.*}} [hipify-helper]
  __stwt(out + 1, 2.0f);
  // CHECK: hipify::__stwt(out + 1, 2.0f);
  // DIAG: {{.*}}cache.cu:[[@LINE-2]]:3: note: '__stwt' {{.*}} [hipify-helper]
}
