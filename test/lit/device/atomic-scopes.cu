// HIP has no block-scope atomics and no system-scope atomicInc/atomicDec
// (5.2, 6.2, 7.1). A block-scope atomic becomes the device-scope one, atomic
// for the block too (a stronger guarantee, the same results); the system
// scope atomicInc/atomicDec become the builtins HIP's own atomicInc and
// atomicDec are made of, with the system scope ("") HIP spells "agent" there.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --allow-empty --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - | FileCheck --match-full-lines %s %}

#include <cuda_runtime.h>

__global__ void counters(unsigned *wrap, int *sum, float *f) {
  atomicInc_system(wrap, 10u);
  // CHECK: __builtin_amdgcn_atomic_inc32(wrap, 10u, __ATOMIC_RELAXED, "");
  unsigned old = atomicDec_system(&wrap[1], /* limit */ 3);
  // CHECK: unsigned old = __builtin_amdgcn_atomic_dec32(&wrap[1], /* limit */ 3, __ATOMIC_RELAXED, "");
  atomicAdd_block(sum, 1);
  // CHECK: atomicAdd(sum, 1);
  atomicAdd_block(f, 0.5f);
  // CHECK: atomicAdd(f, 0.5f);
  atomicCAS_block(sum, 1, 2);
  // CHECK: atomicCAS(sum, 1, 2);
  atomicMax_block(&sum[1], 7);
  // CHECK: atomicMax(&sum[1], 7);
}
// DIAG-NOT: warning
