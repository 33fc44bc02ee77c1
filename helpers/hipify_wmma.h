// hipify_wmma.h: CUDA's warp matrix functions (<mma.h>, namespace
// nvcuda::wmma) on AMD's rocWMMA, which HIP itself lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA C++ Programming Guide ("Warp
// Matrix Functions": fragment, load_matrix_sync, store_matrix_sync,
// fill_fragment, mma_sync, layout_t) and rocWMMA's documented API, which
// names the same operations alike in namespace rocwmma. A translation that
// included <mma.h> includes this header instead; the code keeps its
// spelling (using namespace nvcuda; wmma::fragment<wmma::matrix_a, 16, 16,
// 16, half, wmma::row_major> a; wmma::mma_sync(d, a, b, c); ...).
//
// Supplied, for the shapes and element types rocWMMA has on the GPU compiled
// for (of CUDA's: 16x16x16 of half, bfloat16 and signed char, with float,
// half or int accumulators, on gfx908, gfx90a, gfx94x and gfx11; rocWMMA's
// documentation lists them per GPU):
//   - matrix_a, matrix_b, accumulator, row_major, col_major, layout_t,
//     mem_row_major, mem_col_major: rocWMMA's;
//   - fragment<Use, M, N, K, T, Layout>: a class derived from rocWMMA's
//     fragment of the same parameters, its num_elements and x[] as CUDA's
//     (how elements map to the matrix is unspecified in both, so code that
//     treats every element alike computes the same; a bfloat16 fragment's
//     x[] holds rocWMMA's bfloat16_t, which a __hip_bfloat16 does not
//     convert to);
//   - fill_fragment, load_matrix_sync (with and without a layout),
//     store_matrix_sync, mma_sync(d, a, b, c) where c and d hold the same
//     type: rocWMMA's, called with the same arguments. A bfloat16 fragment (CUDA's __nv_bfloat16, which a
//     translation spells __hip_bfloat16) is rocWMMA's bfloat16_t fragment:
//     the two types hold the same 16 bits, which the calls pass through
//     unchanged (__builtin_bit_cast, pointers reinterpreted).
//   A fragment is held by the lanes of one wavefront, as CUDA's by those of
//   one warp: on a GPU of 64-lane wavefronts, code that counts 32 threads per
//   warp to assign tiles (warpId = threadIdx.x / 32) gives two warps' tiles
//   to one wavefront; `hipify-cxx lint` reports such warp sizes.
// Not supplied, so a use does not compile (and the translation reports it):
// precision::tf32 and __float_to_tf32, the experimental sub-byte types (u4,
// s4, b1) and bmma_sync, mma_sync's fifth argument satf, an mma_sync whose
// c and d hold different types, and a shape or element type rocWMMA lacks
// (32x8x16, 8x32x16, 8x8x4 of double; unsigned char).
#pragma once

#include <hip/hip_runtime.h>
#include <rocwmma/rocwmma.hpp>
#if __has_include(<hip/hip_bf16.h>) // HIP 5.7 on: __hip_bfloat16
#include <hip/hip_bf16.h>
#define HIPIFY_WMMA_BF16 1
#endif

#include <cstdint>
#include <type_traits>

namespace hipify {
namespace wmma_detail {
// The element type rocWMMA's fragment holds for CUDA's element type T, and
// back: __hip_bfloat16 (CUDA's __nv_bfloat16) is rocWMMA's bfloat16_t.
template <class T> struct rocwmma_element { using type = T; };
template <class T> struct cuda_element { using type = T; };
#ifdef HIPIFY_WMMA_BF16
template <> struct rocwmma_element<__hip_bfloat16> {
  using type = rocwmma::bfloat16_t;
};
template <> struct cuda_element<rocwmma::bfloat16_t> {
  using type = __hip_bfloat16;
};
static_assert(sizeof(__hip_bfloat16) == sizeof(rocwmma::bfloat16_t),
              "__hip_bfloat16 and rocWMMA's bfloat16_t hold the same bits");
#endif
} // namespace wmma_detail
} // namespace hipify

namespace nvcuda {
namespace wmma {
using rocwmma::accumulator;
using rocwmma::col_major;
using rocwmma::layout_t;
using rocwmma::matrix_a;
using rocwmma::matrix_b;
using rocwmma::mem_col_major;
using rocwmma::mem_row_major;
using rocwmma::mma_sync;
using rocwmma::row_major;

// A class of CUDA's parameters (int M, N, K; the element type as written),
// so that a template deduces them from it as from CUDA's; it is rocWMMA's
// fragment, which rocWMMA's functions take as their base.
template <class Use, int M, int N, int K, class T, class Layout = void>
class fragment
    : public rocwmma::fragment<
          Use, M, N, K,
          typename ::hipify::wmma_detail::rocwmma_element<T>::type, Layout> {};

template <class Use, std::uint32_t M, std::uint32_t N, std::uint32_t K,
          class T, class Layout>
__device__ inline void
fill_fragment(rocwmma::fragment<Use, M, N, K, T, Layout> &f,
              const typename ::hipify::wmma_detail::cuda_element<T>::type &v) {
  rocwmma::fill_fragment(f, __builtin_bit_cast(T, v));
}

template <class Use, std::uint32_t M, std::uint32_t N, std::uint32_t K,
          class T, class Layout>
__device__ inline void load_matrix_sync(
    rocwmma::fragment<Use, M, N, K, T, Layout> &f,
    const typename ::hipify::wmma_detail::cuda_element<T>::type *p,
    unsigned ldm) {
  rocwmma::load_matrix_sync(f, reinterpret_cast<const T *>(p), ldm);
}

template <class Use, std::uint32_t M, std::uint32_t N, std::uint32_t K,
          class T>
__device__ inline void load_matrix_sync(
    rocwmma::fragment<Use, M, N, K, T> &f,
    const typename ::hipify::wmma_detail::cuda_element<T>::type *p,
    unsigned ldm, layout_t layout) {
  rocwmma::load_matrix_sync(f, reinterpret_cast<const T *>(p), ldm, layout);
}

template <class Use, std::uint32_t M, std::uint32_t N, std::uint32_t K,
          class T>
__device__ inline void
store_matrix_sync(typename ::hipify::wmma_detail::cuda_element<T>::type *p,
                  const rocwmma::fragment<Use, M, N, K, T> &f, unsigned ldm,
                  layout_t layout) {
  rocwmma::store_matrix_sync(reinterpret_cast<T *>(p), f, ldm, layout);
}
} // namespace wmma
} // namespace nvcuda
