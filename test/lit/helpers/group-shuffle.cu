// CUDA's cooperative groups shuffle a value of any trivially copyable type;
// HIP's members take integers and floating point only (a static_assert). A
// shuffle of another type (a vector, a struct, __half, an enum, a pointer)
// becomes the cg helper's, which moves it through the group's own member 32
// bits at a time: tile.shfl_xor(v, 1) -> hipify::shfl_xor(tile, v, 1). The
// values HIP's members take, and those whose type a template decides, stay.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/shuffle.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/shuffle.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t/err
// RUN: test -f %t/hipify_cg.h
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/shuffle.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/shuffle.hip %t/again.hip
// The translation compiles with the helper beside it, at the line a macro
// spells too, which the report flags: its two errors are expected ones.
// (Without __half: Debian's HIP 5.2 fp16 header does not compile with clang 22.)
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && grep -v half %s > %t/in/shuffle.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/shuffle.cu -o %t/out/shuffle.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 0 of 1 compilation units compile; 2 expected and 0 unexpected compile errors

#include <cooperative_groups.h>
#include <cuda_fp16.h> // half
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_cg.h"
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

struct Rows {
  uint4 x, y;
};
enum Side { Left, Right };

#define SHUFFLE_UP(group, v) group.shfl_up(v, 1)

template <typename T> __device__ T down(cg::thread_block_tile<32> t, T v) {
  return t.shfl_down(v, 1);
  // CHECK: return t.shfl_down(v, 1);
}

__device__ __half halves(cg::thread_block_tile<32> &t, __half h) { return t.shfl(h, 0); }
// CHECK: __device__ __half halves(cg::thread_block_tile<32> &t, __half h) { return hipify::shfl(t, h, 0); }
// DIAG: group-shuffle.cu:[[@LINE-2]]:77: note: 'shfl' of a '__half'{{.*}} [hipify-helper]

__global__ void shuffle(uint4 *img, Side *s, int *i) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  cg::thread_block_tile<32> *ptile = &tile;
  Rows r = {img[0], img[1]};
  r.y = tile.shfl_xor(r.y, 1);
  // CHECK: r.y = hipify::shfl_xor(tile, r.y, 1);
  // DIAG: group-shuffle.cu:[[@LINE-2]]:14: note: 'shfl_xor' of a 'uint4': HIP's cooperative groups shuffle only integers and floating point; the helper 'hipify::shfl_xor' of hipify_cg.h moves it bit for bit [hipify-helper]
  img[0] = tile.shfl_down (img[0], 2) ;
  // CHECK: img[0] = hipify::shfl_down(tile, img[0], 2) ;
  // DIAG: group-shuffle.cu:[[@LINE-2]]:17: note: 'shfl_down' of a 'uint4'{{.*}} [hipify-helper]
  img[1] = ptile->shfl(img[2], 0);
  // CHECK: img[1] = hipify::shfl(*ptile, img[2], 0);
  // DIAG: group-shuffle.cu:[[@LINE-2]]:19: note: 'shfl' of a 'uint4'{{.*}} [hipify-helper]
  s[0] = cg::coalesced_threads().shfl_up(s[1], 1);
  // CHECK: s[0] = hipify::shfl_up(cg::coalesced_threads(), s[1], 1);
  // DIAG: group-shuffle.cu:[[@LINE-2]]:34: note: 'shfl_up' of a 'Side'{{.*}} [hipify-helper]
  i = tile.shfl(i, 0);
  // CHECK: i = hipify::shfl(tile, i, 0);
  // DIAG: group-shuffle.cu:[[@LINE-2]]:12: note: 'shfl' of a 'int *'{{.*}} [hipify-helper]
  // What HIP's members take stays.
  i[0] = tile.shfl(i[1], 0) + tile.shfl_xor(1.5f, 2) + down(tile, i[2]);
  // CHECK: i[0] = tile.shfl(i[1], 0) + tile.shfl_xor(1.5f, 2) + down(tile, i[2]);
  r.x = SHUFFLE_UP(tile, r.x);
  // CHECK: r.x = SHUFFLE_UP(tile, r.x);
  // DIAG: group-shuffle.cu:[[@LINE-2]]:9: warning: 'shfl_up' of a 'uint4': HIP's cooperative groups shuffle only integers and floating point; call hipify::shfl_up(group, value, ...) of hipify_cg.h here (a macro spells this call) [hipify-manual]
  img[3] = r.x;
}
