// CUDA's state-space conversions and predicates, __nanosleep and __fns: the
// device helper supplies the conversions of shared, local, global and
// constant addresses, __isShared, __isLocal and __nanosleep at every target;
// the int helper __fns before HIP 7.1, HIP's own from 7.1. What no AMD GPU
// can tell (__isGlobal, __isConstant, the grid-constant space) and the
// thread-block cluster functions are reported with the reason;
// __threadfence_cluster is HIP's __threadfence, a device-scope fence.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 %s -o %t/62/s.hip 2>%t/62.err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,HIP62 %s --input-file=%t/62/s.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t/62.err
// RUN: %hipify --hip-version 7.1 %s -o %t/71/s.hip 2>/dev/null
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,HIP71 %s --input-file=%t/71/s.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o %t/sdk/s.hip 2>/dev/null && diff %t/62/s.hip %t/sdk/s.hip %}
// The translation, less the reported lines, compiles against HIP 5.2 (and
// 6.2, 7.1 where their header sets are named).
// RUN: grep -v REPORTED %t/62/s.hip > %t/62/c.hip
// RUN: %if hip-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip-root -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/c.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/c.hip %}
// RUN: grep -v REPORTED %t/71/s.hip > %t/71/c.hip
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/71 %t/71/c.hip %}

// CHECK: #include <hip/hip_runtime.h>
// HIP62-NEXT: #include "hipify_int.h"
// CHECK-NEXT: #include "hipify_device.h"
__global__ void k(unsigned *o, int *g, void **q) {
  __shared__ int s[8];
  int local[4] = {1, 2, 3, 4};
  size_t a = __cvta_generic_to_shared(s);
  // CHECK: size_t a = hipify::__cvta_generic_to_shared(s);
  q[0] = __cvta_shared_to_generic(a);
  // CHECK: q[0] = hipify::__cvta_shared_to_generic(a);
  q[1] = __cvta_local_to_generic(__cvta_generic_to_local(local));
  // CHECK: q[1] = hipify::__cvta_local_to_generic(hipify::__cvta_generic_to_local(local));
  q[2] = __cvta_global_to_generic(__cvta_generic_to_global(g));
  // CHECK: q[2] = hipify::__cvta_global_to_generic(hipify::__cvta_generic_to_global(g));
  q[3] = __cvta_constant_to_generic(__cvta_generic_to_constant(g));
  // CHECK: q[3] = hipify::__cvta_constant_to_generic(hipify::__cvta_generic_to_constant(g));
  o[0] = __isShared(s) + __isLocal(local);
  // CHECK: o[0] = hipify::__isShared(s) + hipify::__isLocal(local);
  __nanosleep(100);
  // CHECK: hipify::__nanosleep(100);
  o[1] = __fns(o[2], 3, -2);
  // HIP62: o[1] = hipify::__fns(o[2], 3, -2);
  // HIP71: o[1] = __fns(o[2], 3, -2);
  __threadfence_cluster();
  // CHECK: __threadfence();
  o[2] = __isGlobal(g); // REPORTED
  // DIAG: state-spaces.cu:[[@LINE-1]]:10: warning: '__isGlobal' has no HIP equivalent: AMD's generic addresses of global and __constant__ memory are one aperture: which of the two an address is cannot be told; left unchanged [hipify-unsupported]
  o[3] = __clusterRelativeBlockRank(); // REPORTED
  // DIAG: state-spaces.cu:[[@LINE-1]]:10: warning: '__clusterRelativeBlockRank' has no HIP equivalent: thread-block clusters (compute capability 9.0): no AMD GPU groups blocks into clusters that share distributed shared memory; a cluster of one block would be exact only where every launch's cluster size is 1, which a translation cannot see; left unchanged [hipify-unsupported]
}
