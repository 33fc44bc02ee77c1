// A lane of a CUDA vector (v.x) is a float or an int; in HIP it is an
// accessor proxy. Where a function template deduces its parameter's type from
// the lane (cooperative groups' tile.shfl_xor(v.y, 1) static-asserts an
// integer or a float), the lane is read as its type first: the type CUDA
// deduces, so nothing changes there. A non-template parameter, explicit
// template arguments, or a parameter whose type is not deduced keep the lane
// as written. A shuffle of a whole vector becomes the cg helper's (HIP's
// shuffles take an integer or a float; helpers/group-shuffle.cu).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --allow-empty --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk -v %s -o - -DWITH_CG 2>%t.cg.err | FileCheck --match-full-lines --check-prefixes=CHECK,CG %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=CGDIAG %s -implicit-check-not=warning: < %t.cg.err %}
// CGDIAG: vector-lane-template-argument.cu:{{[0-9]+}}:{{[0-9]+}}: note: 'shfl_down' of a 'uint4'{{.*}} [hipify-helper]

#include <cuda_runtime.h>

template <typename T> __device__ T twice(T v) { return v + v; }
template <typename T> __device__ T scaled(T v, float by) { return v * by; }
__device__ float plain(float v) { return v; }

__global__ void lanes(uint4 *img, float2 *f) {
  uint4 r = img[0];
  r.y = twice(r.y);
  // CHECK: r.y = twice(static_cast<unsigned int>(r.y));
  f->x = twice((f->x)) + plain(f->y) + twice<float>(f->y);
  // CHECK: f->x = twice(static_cast<float>((f->x))) + plain(f->y) + twice<float>(f->y);
  f[1].y = scaled(f[0].x, f[0].y);
  // CHECK: f[1].y = scaled(static_cast<float>(f[0].x), f[0].y);
}

#ifdef WITH_CG
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void shuffle(uint4 *img) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  uint4 r = img[threadIdx.x];
  r.z = tile.shfl_xor(r.z, 2);
  // CG: r.z = tile.shfl_xor(static_cast<unsigned int>(r.z), 2);
  uint4 whole = tile.shfl_down(r, 1);
  // CG: uint4 whole = hipify::shfl_down(tile, r, 1);
  img[threadIdx.x] = r;
}
#endif
// DIAG-NOT: warning
