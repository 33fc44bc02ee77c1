// HIP added the *_sync warp functions in 6.2. For an older target, a call with
// the full-warp mask (however spelled) is the non-sync form without the mask,
// which HIP has always had and which means the same on a wavefront of either
// width; a call with any other mask stays and is reported. From HIP 6.2 on,
// the full mask is widened to HIP's 64-bit one instead.
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=HIP62 %s
// Each call counts once in the statistics (its name and mask are one
// translation), with the include: 10.
// RUN: %hipify --hip-version 5.2 --print-stats %s -o /dev/null 2>&1 | FileCheck --check-prefix=STATS %s
// STATS: warp-sync-unsynced.cu' -> '/dev/null': 10 replaced, 3 unsupported,

#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff
#define SHFL_DOWN(x, d) __shfl_down_sync(FULL_MASK, x, d)
// In a macro body the mask is the body's own text (FULL_MASK, by its name),
// not the text it expands to: the #define above it stays whole.
// CHECK: #define FULL_MASK 0xffffffff
// CHECK-NEXT: #define SHFL_DOWN(x, d) __shfl_down(x, d)
// HIP62: #define FULL_MASK 0xffffffff
// HIP62-NEXT: #define SHFL_DOWN(x, d) __shfl_down_sync(0xffffffffffffffffull, x, d)

__global__ void reduce(float *p, unsigned active) {
  float v = p[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  // CHECK: v += __shfl_xor(v, o);
  // HIP62: v += __shfl_xor_sync(0xffffffffffffffffull, v, o);
  v += __shfl_down_sync(FULL_MASK, v, 1, 32);
  // CHECK: v += __shfl_down(v, 1, 32);
  // HIP62: v += __shfl_down_sync(0xffffffffffffffffull, v, 1, 32);
  v += __shfl_up_sync(~0u, /* lane */ v, 2);
  // CHECK: v += __shfl_up(/* lane */ v, 2);
  v += __shfl_sync(0xffffffffu, v, 0);
  // CHECK: v += __shfl(v, 0);
  if (__any_sync(0xffffffff, v > 0) && __all_sync(-1, v < 9))
  // CHECK: if (__any(v > 0) && __all(v < 9))
    p[0] = v;
  unsigned long long lanes = __ballot_sync(0xffffffff, v > 1);
  // CHECK: unsigned long long lanes = __ballot(v > 1);
  v += __shfl_sync(active, v, 0);
  // CHECK: v += __shfl_sync(active, v, 0);
  // DIAG: warp-sync-unsynced.cu:[[@LINE-2]]:8: warning: '__shfl_sync' requires HIP 6.2; target is 5.2; left unchanged [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-3]]:20: warning: lane mask of '__shfl_sync' is 32-bit; {{.*}} [hipify-warp-mask]
  int all = 0xffffffff; // a local that only ever holds the full mask
  v += __shfl_xor_sync(all, v, 1);
  // CHECK: v += __shfl_xor(v, 1);
  // HIP62: v += __shfl_xor_sync(0xffffffffffffffffull, v, 1);
  unsigned changed = 0xffffffff;
  changed = __ballot_sync(changed, v > 2);
  v += __shfl_xor_sync(changed, v, 1);
  // CHECK: v += __shfl_xor_sync(changed, v, 1);
  // DIAG: warp-sync-unsynced.cu:[[@LINE-3]]:13: warning: '__ballot_sync' requires HIP 6.2; {{.*}} [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-4]]:13: warning: '__ballot_sync' returns a 64-bit lane mask {{.*}} [hipify-warp-mask]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-5]]:27: warning: lane mask of '__ballot_sync' {{.*}} [hipify-warp-mask]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-5]]:8: warning: '__shfl_xor_sync' requires HIP 6.2; {{.*}} [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-6]]:24: warning: lane mask of '__shfl_xor_sync' {{.*}} [hipify-warp-mask]
  p[1] = v + lanes + SHFL_DOWN(v, 4);
  // CHECK: p[1] = v + lanes + SHFL_DOWN(v, 4);
}
