// Warp code written for 32 lanes: the full 32-bit mask literal becomes a
// 64-bit one (HIP's masks are 64-bit); other 32-bit masks, 32-bit copies of
// a ballot, and 32 used as the warp size are reported. (Before HIP 6.2, a
// call with the full mask is the non-sync form: warp-sync-unsynced.cu.)
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 5.2 %s -o /dev/null 2>&1 | FileCheck --check-prefix=HIP52 %s

#include <cuda_runtime.h>

__global__ void reduce(float *out, const float *in, unsigned mask) {
  float v = in[threadIdx.x];
  unsigned lanes = 0xffffffffu; // never changed: the full mask
  v += __shfl_xor_sync(lanes, v, 2);
  // CHECK: v += __shfl_xor_sync(0xffffffffffffffffull, v, 2);
  v += __shfl_down_sync(0xffffffff, v, 16);
  // CHECK: v += __shfl_down_sync(0xffffffffffffffffull, v, 16);
  // HIP52-NOT: '__shfl_down_sync' requires HIP 6.2
  v += __shfl_xor_sync(mask, v, 1);
  // HIP52: warp-masks.cu:[[@LINE-1]]:8: warning: '__shfl_xor_sync' requires HIP 6.2; target is 5.2; left unchanged [hipify-unsupported]
  // DIAG: warp-masks.cu:[[@LINE-2]]:24: warning: lane mask of '__shfl_xor_sync' is 32-bit; HIP's masks are 64-bit (lanes 32-63 of a wavefront) [hipify-warp-mask]
  int lane = threadIdx.x % 32;
  // DIAG: warp-masks.cu:[[@LINE-1]]:28: warning: '32' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use warpSize [hipify-warp-size]
  int warp = threadIdx.x >> 5;
  // DIAG: warp-masks.cu:[[@LINE-1]]:29: warning: '5' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use warpSize [hipify-warp-size]
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  // CHECK: unsigned b = __ballot_sync(0xffffffffffffffffull, v > 0);
  // DIAG: warp-masks.cu:[[@LINE-2]]:16: warning: '__ballot_sync' returns a 64-bit lane mask in HIP; keeping it in unsigned int drops lanes 32-63 [hipify-warp-mask]
  if (warpSize == 32 && lane == 0)
  // DIAG: warp-masks.cu:[[@LINE-1]]:19: warning: '32' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use warpSize [hipify-warp-size]
    out[warp] = v + b;
}

// In a template, a call with an argument of the template's type is resolved
// only when instantiated: its result kept in 32 bits is reported all the same.
template <typename T> __device__ unsigned positive(T v) {
  unsigned b = __ballot_sync(0xffffffff, v > T(0));
  // DIAG: warp-masks.cu:[[@LINE-1]]:16: warning: '__ballot_sync' returns a 64-bit lane mask in HIP; keeping it in unsigned int drops lanes 32-63 [hipify-warp-mask]
  return b;
}

// In a branch the parse skips (device code for sm_80 and later), masks are
// seen by tokens only: a full-mask literal becomes HIP's, any other mask is
// widened as an unsigned value and reported (its type only a parse tells).
__device__ int sm80(unsigned m, int v) {
#if __CUDA_ARCH__ >= 800
  v = __reduce_add_sync(m, v) + __reduce_max_sync( ~0u , v);
  // CHECK: v = __reduce_add_sync(static_cast<unsigned long long>(m), v) + __reduce_max_sync( 0xffffffffffffffffull , v);
  // DIAG: warp-masks.cu:[[@LINE-2]]:25: warning: lane mask of '__reduce_add_sync' in a branch the parse skipped: HIP's masks are 64-bit; widened as an unsigned value (lanes 0-31 of a wavefront; a signed 32-bit mask with lane 31 set would be sign-extended) [hipify-warp-mask]
  v += __shfl_sync(0xFFFFFFFFu, v, 0) + __shfl_sync(-1, v, 1);
  // CHECK: v += __shfl_sync(0xffffffffffffffffull, v, 0) + __shfl_sync(0xffffffffffffffffull, v, 1);
#endif
  return v;
}
