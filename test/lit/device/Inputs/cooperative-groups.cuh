// What cooperative_groups.cu and cooperative-groups-sdk.cu translate: the
// names of CUDA's cooperative groups HIP lacks, or has from a later version,
// as free functions, types and a group's members; beside the names HIP has
// since 5.2, a project's own reduce() and std::plus, which are no group's.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <functional>
namespace cg = cooperative_groups;

namespace mine {
__device__ int reduce(int v) { return v; }
}

__global__ void groups(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = cg::reduce(tile, out[0], cg::plus<int>());
  if (tile.meta_group_rank() == 0 && tile.any(v))
    out[tile.meta_group_size()] = v + tile.num_threads() + tile.size();
  out[1] = mine::reduce(tile.thread_rank()) + std::plus<int>()(1, 2);
  block.sync();
}

// In a template, a group of a type that depends on its parameter: the
// member is unresolved, its group's template known.
template <unsigned N> __global__ void tiles(int *out) {
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cg::this_thread_block());
  out[tile.meta_group_rank()] = tile.num_threads();
}

// Through a using-declaration, in a template (an unresolved call); a group
// of an alias template's type; thread_block's group_dim() (HIP 5.7); a
// tile's scratch memory.
using cooperative_groups::reduce;
template <unsigned N> using tile_t = cg::thread_block_tile<N>;
template <unsigned N> __global__ void more(int *out) {
  tile_t<N> tile = cg::tiled_partition<N>(cg::this_thread_block());
  out[0] = reduce(tile, out[1], cg::plus<int>()) + tile.meta_group_size();
  out[1] = cg::this_thread_block().group_dim().x;
  __shared__ cg::block_tile_memory<1024> scratch;
  out[2] = cg::this_thread_block(scratch).num_threads();
}
