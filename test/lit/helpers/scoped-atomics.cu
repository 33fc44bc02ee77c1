// CUDA 12.8's scoped atomics (__nv_atomic_*, compiler builtins of nvcc that
// no header declares) and their orders and scopes: the atomic helper's at
// every target, with and without the SDK; the translation and compat mode
// compile against HIP 6.2 and 7.1 (where their header sets are named). A
// second run changes nothing.
// RUN: rm -rf %t && mkdir -p %t/in
// RUN: cp %s %t/in/a.cu
// RUN: %hipify --hip-version 6.2 %t/in/a.cu -o %t/62/a.hip 2>%t/62.err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/a.hip
// RUN: FileCheck --allow-empty --check-prefix=DIAG %s < %t/62.err
// DIAG-NOT: warning
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %t/in/a.cu -o %t/sdk/a.hip && diff %t/62/a.hip %t/sdk/a.hip %}
// RUN: %hipify --hip-version 7.1 %t/in/a.cu -o %t/71/a.hip
// RUN: diff %t/62/a.hip %t/71/a.hip
// RUN: %hipify --hip-version 6.2 %t/62/a.hip -o %t/again/a.hip
// RUN: diff %t/62/a.hip %t/again/a.hip
// RUN: %if hip62-headers %{ %hipify --hip-version 6.2 %t/in/a.cu -o %t/v62/a.hip --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip71-headers %{ %hipify --hip-version 7.1 %t/in/a.cu -o %t/v71/a.hip --rocm-path %hip71-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip62-headers %{ %hipify-bare compat --builtin-cuda --hip-version 6.2 --in-root %t/in --out %t/compat --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_atomic.h"
__global__ void counters(int *p, unsigned *u, float *f, int order) {
  int old = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: int old = hipify::__nv_atomic_fetch_add(p, 1, hipify::__NV_ATOMIC_RELAXED, hipify::__NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_max(u, 7u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  // CHECK: hipify::__nv_atomic_max(u, 7u, hipify::__NV_ATOMIC_RELEASE, hipify::__NV_THREAD_SCOPE_BLOCK);
  f[0] = __nv_atomic_fetch_sub(f, 1.0f, order);
  // CHECK: f[0] = hipify::__nv_atomic_fetch_sub(f, 1.0f, order);
  int expected = old;
  bool swapped = __nv_atomic_compare_exchange_n(p, &expected, old + 1, false, __NV_ATOMIC_ACQ_REL,
                                                __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
  // CHECK: bool swapped = hipify::__nv_atomic_compare_exchange_n(p, &expected, old + 1, false, hipify::__NV_ATOMIC_ACQ_REL,
  // CHECK-NEXT:                                                hipify::__NV_ATOMIC_RELAXED, hipify::__NV_THREAD_SCOPE_CLUSTER);
  __nv_atomic_store_n(p + 1, swapped ? 1 : 0, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
  // CHECK: hipify::__nv_atomic_store_n(p + 1, swapped ? 1 : 0, hipify::__NV_ATOMIC_SEQ_CST, hipify::__NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  // CHECK: hipify::__nv_atomic_thread_fence(hipify::__NV_ATOMIC_SEQ_CST, hipify::__NV_THREAD_SCOPE_BLOCK);
  u[1] = __nv_atomic_load_n(u, __NV_ATOMIC_ACQUIRE) + __nv_atomic_exchange_n(u + 2, 3u, __NV_ATOMIC_CONSUME);
  // CHECK: u[1] = hipify::__nv_atomic_load_n(u, hipify::__NV_ATOMIC_ACQUIRE) + hipify::__nv_atomic_exchange_n(u + 2, 3u, hipify::__NV_ATOMIC_CONSUME);
}
