// A warp size of 32 held in a macro or variable whose name says so, which then
// sizes per-warp data: reported by the translation and by lint alike, since a
// 64-lane wavefront needs twice the room. A count of warps, a warp's id, a
// mask and other numbers are not warp sizes and are not reported.
// RUN: %hipify %s -o /dev/null 2>%t.err
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: not %hipify-bare lint --checks=warp-lanes %s > %t.lint
// RUN: FileCheck --check-prefix=LINT %s -implicit-check-not=warning: < %t.lint

#define WARP_SIZE 32
// DIAG: warp-size-held.cu:[[@LINE-1]]:19: warning: '32' as the warp size 'WARP_SIZE' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use warpSize [hipify-warp-size]
// LINT: warp-size-held.cu:[[@LINE-2]]:19: warning: '32' as the warp size 'WARP_SIZE' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use warpSize [hipify-cxx-warp-lanes]
#define THREADS_PER_WARP (32)
// DIAG: warp-size-held.cu:[[@LINE-1]]:27: warning: '32' as the warp size 'THREADS_PER_WARP'
// LINT: warp-size-held.cu:[[@LINE-2]]:27: warning: '32' as the warp size 'THREADS_PER_WARP'
#define WARPS_PER_BLOCK 32
#define WARP_ID(t) ((t) / 32)
#define FULL_WARP_MASK 32

__global__ void k(float *out) {
  const int warp_size = 32;
  // DIAG: warp-size-held.cu:[[@LINE-1]]:25: warning: '32' as the warp size 'warp_size'
  // LINT: warp-size-held.cu:[[@LINE-2]]:25: warning: '32' as the warp size 'warp_size'
  constexpr unsigned kWarpSize{32};
  // DIAG: warp-size-held.cu:[[@LINE-1]]:32: warning: '32' as the warp size 'kWarpSize'
  // LINT: warp-size-held.cu:[[@LINE-2]]:32: warning: '32' as the warp size 'kWarpSize'
  int warpId = 32, numWarps = 32, warp_count = 32, warpSz = 16;
  __shared__ float partial[WARPS_PER_BLOCK * WARP_SIZE];
  int lane = threadIdx.x % warp_size;
  partial[lane] = WARP_ID(lane) + FULL_WARP_MASK;
  out[0] = partial[0] + kWarpSize + warpId + numWarps + warp_count + warpSz +
           THREADS_PER_WARP;
}
