// Cooperative groups: cooperative_groups.h becomes
// hip/hip_cooperative_groups.h; HIP keeps the namespace name
// cooperative_groups and its members, so a cg alias, qualified names,
// this_thread_block().sync(), grid_group and tiled partitions stay as written,
// without warnings.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cooperative_groups.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
// CHECK: namespace cg = cooperative_groups;

__global__ void step(float *x) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: cg::thread_block block = cg::this_thread_block();
  block.sync();
  // CHECK: block.sync();
  cg::this_thread_block().sync();
  // CHECK: cg::this_thread_block().sync();
  cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  // CHECK: cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  grid.sync();
  // CHECK: grid.sync();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  // CHECK: cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  x[block.thread_rank()] = tile.shfl_down(x[0], 1);
  // CHECK: x[block.thread_rank()] = tile.shfl_down(x[0], 1);
}

using namespace cooperative_groups;
// CHECK: using namespace cooperative_groups;
__global__ void step2() {
  grid_group g = this_grid();
  // CHECK: grid_group g = this_grid();
  g.sync();
  // CHECK: g.sync();
}
// DIAG-NOT: error
