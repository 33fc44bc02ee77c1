// Tiles wider than a wavefront, as cuda-samples' reduction and CUDA 12's
// sm_80 code write them: with block_tile_memory and without.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <typename T, typename Group> __device__ T sum(T in, Group &threads) {
  return cg::reduce(threads, in, cg::plus<T>());
}

template <class T, unsigned Block, unsigned Size>
__global__ void multiWarp(T *in, T *out) {
  __shared__ cg::block_tile_memory<Block> scratch;
  auto cta = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<Size>(cta);
  T v = sum(in[threadIdx.x], tile);
  v += cg::inclusive_scan(tile, v) + cg::exclusive_scan(tile, v, cg::greater<T>());
  v += tile.shfl(v, 3) + tile.any(v > 2) + tile.all(v > 1);
  cg::sync(tile);
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = v + tile.meta_group_size() + tile.num_threads();
}

__global__ void noScratch(int *out) {
  auto tile = cg::tiled_partition<256>(cg::this_thread_block());
  out[threadIdx.x] = cg::reduce(tile, out[threadIdx.x], cg::bit_xor<int>());
}

void launch(float *f, int *i) {
  multiWarp<float, 256, 128><<<1, 256>>>(f, f);
  multiWarp<int, 1024, 512><<<1, 1024>>>(i, i);
  noScratch<<<1, 256>>>(i);
}
