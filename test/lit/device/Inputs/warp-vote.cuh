// A header of the project that uses a warp function with a mask of its own:
// it keeps its _sync form from HIP 6.2, which declares it only where
// HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the first HIP header.
#pragma once
__device__ inline int vote(unsigned lanes, int x) {
  return __shfl_down_sync(lanes, x, 1);
}
