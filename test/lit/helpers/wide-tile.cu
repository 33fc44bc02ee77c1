// CUDA's tiles wider than a warp (multi-warp tiles, 64 to 1024 threads):
// HIP's tiled_partition takes tiles up to the wavefront size only. The cg
// helper supplies wider ones: a file that names block_tile_memory gets it
// from the tables, one that partitions a tile wider than 64 threads from
// the rule wide-tile, which notes the call (in a template, by the sizes it
// is instantiated with). Tiles of up to 64 threads stay HIP's, with no
// helper and no note.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/wide.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/wide.hip
// RUN: FileCheck --check-prefix=DIAG %s --input-file=%t/err --implicit-check-not=wide-tile.cu
// RUN: test -f %t/hipify_cg.h
// RUN: %hipify --hip-version 6.2 -v %t/wide.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/wide.hip %t/again.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 -v %s -o %t/sdk.hip 2>%t/sdk-err %}
// RUN: %if cuda-sdk %{ FileCheck --match-full-lines %s --input-file=%t/sdk.hip %}
// RUN: %if cuda-sdk %{ sed 's/HIP 7.1/HIP 6.2/' %t/sdk-err | FileCheck --check-prefix=DIAG %s --implicit-check-not=wide-tile.cu %}

// No tile here is wider than a wavefront.
// RUN: mkdir %t/n
// RUN: printf '#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n__global__ void k(int *q) {\n  q[0] = cg::tiled_partition<64>(cg::this_thread_block()).thread_rank() + cg::tiled_partition<32>(cg::this_thread_block()).thread_rank();\n}\n' > %t/n/narrow.cu
// RUN: %hipify --hip-version 6.2 -v %t/n/narrow.cu -o %t/n/narrow.hip 2>%t/n/err
// RUN: grep -q 'tiled_partition<64>' %t/n/narrow.hip
// RUN: not grep -e hipify_cg -e hipify-helper %t/n/narrow.hip %t/n/err
// RUN: not test -f %t/n/hipify_cg.h

#include <cooperative_groups.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_cg.h"
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned Block, unsigned Size>
__global__ void sample(int *in, int *out) {
  __shared__ cg::block_tile_memory<Block> scratch;
  // DIAG: wide-tile.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'cooperative_groups::block_tile_memory' is not in HIP 6.2; the helper 'cooperative_groups::block_tile_memory' of hipify_cg.h stands in for it exactly [hipify-helper]
  auto cta = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<Size>(cta);
  // DIAG: wide-tile.cu:[[@LINE-1]]:15: note: a tile of 256 threads is wider than a wavefront, which HIP's tiled_partition rejects; the helper header hipify_cg.h stands in for it exactly (a tile of whole wavefronts) [hipify-helper]
  out[tile.meta_group_rank()] = tile.any(in[threadIdx.x] > 0);
}

__global__ void noScratch(int *out) {
  auto tile = cg::tiled_partition<128>(cg::this_thread_block());
  // DIAG: wide-tile.cu:[[@LINE-1]]:15: note: a tile of 128 threads is wider than a wavefront, which HIP's tiled_partition rejects; the helper header hipify_cg.h stands in for it exactly (a tile of whole wavefronts) [hipify-helper]
  auto narrow = cg::tiled_partition<64>(cg::this_thread_block());
  out[0] = tile.thread_rank() + narrow.thread_rank();
  // CHECK: out[0] = tile.thread_rank() + narrow.thread_rank();
}

void launch(int *in, int *out) {
  sample<1024, 256><<<1, 1024>>>(in, out);
  sample<64, 32><<<1, 64>>>(in, out);
}
