// HIP added the *_sync warp functions in 6.2, declared only where the build
// defines HIP_ENABLE_WARP_SYNC_BUILTINS until 7.0. Before 7.0, a call with the
// full-warp mask (however spelled) is the non-sync form without the mask,
// which HIP has always had and which means the same on a wavefront of either
// width. A call with any other mask stays: before 6.2 it is reported; from
// 6.2 its mask is widened to 64 bits as it is (HIP rejects a 32-bit one,
// and the warning stays), and before 7.0 the file defines the macro. From
// HIP 7.0 on, the full mask is widened to HIP's 64-bit one instead.
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.2 -v %s -o - 2>%t.62.err | FileCheck --match-full-lines --check-prefix=HIP62 %s
// RUN: FileCheck --check-prefix=DIAG62 %s < %t.62.err
// RUN: %hipify --hip-version 7.0 %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=HIP70 %s
// Each call counts once in the statistics (its name and mask are one
// translation), with the include: 10.
// RUN: %hipify --hip-version 5.2 --print-stats %s -o /dev/null 2>&1 | FileCheck --check-prefix=STATS %s
// STATS: warp-sync-unsynced.cu' -> '/dev/null': 11 replaced, 5 unsupported,

#include <cuda_runtime.h>
// HIP62: #ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
// HIP62-NEXT: #define HIP_ENABLE_WARP_SYNC_BUILTINS
// HIP62-NEXT: #endif
// HIP62-NEXT: #include <hip/hip_runtime.h>
// HIP70-NOT: {{^}}#define HIP_ENABLE_WARP_SYNC_BUILTINS
// DIAG62: warp-sync-unsynced.cu:{{[0-9]+}}:1: note: HIP 6.2 declares '__shfl_sync' as CUDA's only where HIP_ENABLE_WARP_SYNC_BUILTINS is defined: the file defines it before its includes (a header needs it defined by the build) [hipify-opt-in]
#define FULL_MASK 0xffffffff
#define SHFL_DOWN(x, d) __shfl_down_sync(FULL_MASK, x, d)
// In a macro body the mask is the body's own text (FULL_MASK, by its name),
// not the text it expands to: the #define above it stays whole.
// CHECK: #define FULL_MASK 0xffffffff
// CHECK-NEXT: #define SHFL_DOWN(x, d) __shfl_down(x, d)
// HIP62: #define FULL_MASK 0xffffffff
// HIP62-NEXT: #define SHFL_DOWN(x, d) __shfl_down(x, d)
// HIP70: #define FULL_MASK 0xffffffff
// HIP70-NEXT: #define SHFL_DOWN(x, d) __shfl_down_sync(0xffffffffffffffffull, x, d)

__global__ void reduce(float *p, unsigned active) {
  float v = p[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  // CHECK: v += __shfl_xor(v, o);
  // HIP62: v += __shfl_xor(v, o);
  // HIP70: v += __shfl_xor_sync(0xffffffffffffffffull, v, o);
  v += __shfl_down_sync(FULL_MASK, v, 1, 32);
  // CHECK: v += __shfl_down(v, 1, 32);
  // HIP62: v += __shfl_down(v, 1, 32);
  // HIP70: v += __shfl_down_sync(0xffffffffffffffffull, v, 1, 32);
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
  // HIP62: v += __shfl_sync(static_cast<unsigned long long>(active), v, 0);
  // HIP70: v += __shfl_sync(static_cast<unsigned long long>(active), v, 0);
  int all = 0xffffffff; // a local that only ever holds the full mask
  int some = 0x0000ffff;
  v += __shfl_sync(some, v, 0);
  // DIAG: warp-sync-unsynced.cu:[[@LINE-1]]:8: warning: '__shfl_sync' requires HIP 6.2; target is 5.2; left unchanged [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-2]]:20: warning: lane mask of '__shfl_sync' is 32-bit; {{.*}} [hipify-warp-mask]
  // HIP70: v += __shfl_sync(static_cast<unsigned long long>(static_cast<unsigned>(some)), v, 0);
  v += __shfl_xor_sync(all, v, 1);
  // CHECK: v += __shfl_xor(v, 1);
  // HIP62: v += __shfl_xor(v, 1);
  // HIP70: v += __shfl_xor_sync(0xffffffffffffffffull, v, 1);
  unsigned changed = 0xffffffff;
  changed = __ballot_sync(changed, v > 2);
  v += __shfl_xor_sync(changed, v, 1);
  // CHECK: v += __shfl_xor_sync(changed, v, 1);
  // DIAG: warp-sync-unsynced.cu:[[@LINE-3]]:13: warning: '__ballot_sync' requires HIP 6.2; {{.*}} [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-4]]:13: warning: '__ballot_sync' returns a 64-bit lane mask {{.*}} [hipify-warp-mask]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-5]]:27: warning: lane mask of '__ballot_sync' {{.*}} [hipify-warp-mask]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-5]]:8: warning: '__shfl_xor_sync' requires HIP 6.2; {{.*}} [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-6]]:24: warning: lane mask of '__shfl_xor_sync' {{.*}} [hipify-warp-mask]
  // HIP62: v += __shfl_xor_sync(static_cast<unsigned long long>(changed), v, 1);
  p[1] = v + lanes + SHFL_DOWN(v, 4);
  // CHECK: p[1] = v + lanes + SHFL_DOWN(v, 4);
}

// In a template, a call whose value is of the template's type is resolved
// only when instantiated; its mask is known in the template all the same.
template <class T> __device__ T sum(unsigned mask, T v) {
  v += __shfl_down_sync(mask, v, 1);
  // HIP62: v += __shfl_down_sync(static_cast<unsigned long long>(mask), v, 1);
  // HIP70: v += __shfl_down_sync(static_cast<unsigned long long>(mask), v, 1);
  // DIAG: warp-sync-unsynced.cu:[[@LINE-3]]:8: warning: '__shfl_down_sync' requires HIP 6.2; {{.*}} [hipify-unsupported]
  // DIAG: warp-sync-unsynced.cu:[[@LINE-4]]:25: warning: lane mask of '__shfl_down_sync' {{.*}} [hipify-warp-mask]
  return v + __shfl_xor_sync(0xffffffff, v, 2);
  // CHECK: return v + __shfl_xor(v, 2);
  // HIP70: return v + __shfl_xor_sync(0xffffffffffffffffull, v, 2);
}
