// A call of a CUDA C++ overload that HIP names otherwise takes that name, by
// its argument count as written: cudaEventCreate(&e, flags) is
// cudaEventCreateWithFlags, and CUDA 12's cudaGraphInstantiate(&x, g[, flags])
// is hipGraphInstantiateWithFlags (its flags default to 0; HIP's
// hipGraphInstantiate keeps CUDA 11's five arguments).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hipify --cuda-version 11.8 %s -o - | FileCheck --match-full-lines --check-prefix=CUDA11 %s

#include <cuda_runtime.h>

template <typename T> void make(T *e) { cudaEventCreate(e, cudaEventBlockingSync); }
// CHECK: template <typename T> void make(T *e) { hipEventCreateWithFlags(e, hipEventBlockingSync); }

int main() {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  // CHECK: hipEventCreate(&a);
  cudaEventCreate(&b, cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(&b, hipEventDisableTiming);
  cudaGraph_t g;
  cudaGraphExec_t x;
  cudaGraphInstantiate(&x, g);
  // CHECK: hipGraphInstantiateWithFlags(&x, g, 0);
  cudaGraphInstantiate(&x, g, cudaGraphInstantiateFlagAutoFreeOnLaunch);
  // CHECK: hipGraphInstantiateWithFlags(&x, g, hipGraphInstantiateFlagAutoFreeOnLaunch);
#if CUDART_VERSION < 12000
  cudaGraphInstantiate(&x, g, nullptr, nullptr, 0);
  // CUDA11: hipGraphInstantiate(&x, g, nullptr, nullptr, 0);
#endif
  return 0;
}
// DIAG-NOT: warning
// DIAG-NOT: error
