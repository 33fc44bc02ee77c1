// Code written for 32-lane warps, as lint reads it (tokens, every branch).
#include <cuda_runtime.h>
__global__ void reduce(float *out, const float *in, unsigned mask) {
  float v = in[threadIdx.x];
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x >> 5;
  int same = threadIdx.x & 31u;
  int half = threadIdx.x % 16;     // not a warp's
  v += __shfl_xor_sync(0xffffffff, v, 1); // the full mask: every lane
  v += __shfl_xor_sync(0x0000ffff, v, 1);
  v += __shfl_sync(mask, v, 0);           // not a literal: the AST's
  __syncwarp(0xffff);
  if (warpSize == 32 && lane == 0 && 32 != warpSize)
    out[warp] = v + same + half; // threadIdx.x % 32 in a comment is no code
  const char *s = "threadIdx.x % 32";
#ifndef __HIP_PLATFORM_AMD__
  int cudaLane = threadIdx.x % 32; // CUDA's own code: ROCm never sees it
#endif
}
