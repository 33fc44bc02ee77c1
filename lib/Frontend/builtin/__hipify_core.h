// hipify-cxx built-in declarations: what nvcc's implicit cuda_runtime.h gives.
//
// Force-included when no CUDA SDK is used. Holds the language-level pieces the
// mapping tables do not describe (qualifiers, dim3, vector types, built-in
// variables, the launch configuration call), then the generated declarations
// of the libraries that cuda_runtime.h brings in. The names here are the same
// in CUDA and HIP, so hipify-cxx never rewrites them.
#pragma once
// hipify-core-declares: __cudaPushCallConfiguration cudaConfigureCall
// hipify-core-declares: cudaGetParameterBuffer cudaLaunchDevice

#include <stddef.h>
#include <math.h>
// What CUDA's runtime header brings too (crt/common_functions.h).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef CUDA_VERSION
#define CUDA_VERSION __HIPIFY_CUDA_VERSION
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION __HIPIFY_CUDA_VERSION
#endif

// hipify-core-declares: __host__ __device__ __global__ __shared__ __constant__
// hipify-core-declares: __managed__ __launch_bounds__ __forceinline__ __align__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __grid_constant__

#include "__hipify_any.h"

// hipify-core-declares: uint3 dim3
// The built-in variables (threadIdx, blockIdx, blockDim, gridDim, warpSize)
// are clang's own (__clang_cuda_builtin_vars.h).
// hipify-core-declares: threadIdx blockIdx blockDim gridDim warpSize
struct uint3 {
  unsigned int x, y, z;
};
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};

// hipify-core-declares: make_char1 make_char2 make_char3 make_char4
// hipify-core-declares: make_uchar1 make_uchar2 make_uchar3 make_uchar4
// hipify-core-declares: make_short1 make_short2 make_short3 make_short4
// hipify-core-declares: make_ushort1 make_ushort2 make_ushort3 make_ushort4
// hipify-core-declares: make_int1 make_int2 make_int3 make_int4
// hipify-core-declares: make_long1 make_long2 make_long3 make_long4
// hipify-core-declares: make_ulong1 make_ulong2 make_ulong3 make_ulong4
// hipify-core-declares: make_longlong1 make_longlong2 make_longlong3 make_longlong4
// hipify-core-declares: make_ulonglong1 make_ulonglong2 make_ulonglong3 make_ulonglong4
// hipify-core-declares: make_float1 make_float2 make_float3 make_float4
// hipify-core-declares: make_double1 make_double2 make_double3 make_double4
// hipify-core-declares: make_uint2 make_uint3 make_uint4
// hipify-core-declares: char1 char2 char3 char4
// hipify-core-declares: uchar1 uchar2 uchar3 uchar4
// hipify-core-declares: short1 short2 short3 short4
// hipify-core-declares: ushort1 ushort2 ushort3 ushort4
// hipify-core-declares: int1 int2 int3 int4
// hipify-core-declares: long1 long2 long3 long4
// hipify-core-declares: ulong1 ulong2 ulong3 ulong4
// hipify-core-declares: longlong1 longlong2 longlong3 longlong4
// hipify-core-declares: ulonglong1 ulonglong2 ulonglong3 ulonglong4
// hipify-core-declares: float1 float2 float3 float4
// hipify-core-declares: double1 double2 double3 double4
// hipify-core-declares: uint1 uint2 uint4
#define __HIPIFY_VECTOR(T, N)                                                  \
  struct N##1 { T x; };                                                        \
  struct N##2 { T x, y; };                                                     \
  struct N##3 { T x, y, z; };                                                  \
  struct N##4 { T x, y, z, w; };                                               \
  __host__ __device__ inline N##1 make_##N##1(T x) { return {x}; }             \
  __host__ __device__ inline N##2 make_##N##2(T x, T y) { return {x, y}; }     \
  __host__ __device__ inline N##3 make_##N##3(T x, T y, T z) {                 \
    return {x, y, z};                                                          \
  }                                                                            \
  __host__ __device__ inline N##4 make_##N##4(T x, T y, T z, T w) {            \
    return {x, y, z, w};                                                       \
  }
__HIPIFY_VECTOR(char, char)
__HIPIFY_VECTOR(unsigned char, uchar)
__HIPIFY_VECTOR(short, short)
__HIPIFY_VECTOR(unsigned short, ushort)
__HIPIFY_VECTOR(int, int)
__HIPIFY_VECTOR(long, long)
__HIPIFY_VECTOR(unsigned long, ulong)
__HIPIFY_VECTOR(long long, longlong)
__HIPIFY_VECTOR(unsigned long long, ulonglong)
__HIPIFY_VECTOR(float, float)
__HIPIFY_VECTOR(double, double)
#undef __HIPIFY_VECTOR
// uint3 is declared above for dim3; the other unsigned int vectors here.
struct uint1 { unsigned int x; };
struct uint2 { unsigned int x, y; };
struct uint4 { unsigned int x, y, z, w; };
__host__ __device__ inline uint2 make_uint2(unsigned x, unsigned y) { return {x, y}; }
__host__ __device__ inline uint3 make_uint3(unsigned x, unsigned y, unsigned z) { return {x, y, z}; }
__host__ __device__ inline uint4 make_uint4(unsigned x, unsigned y, unsigned z, unsigned w) { return {x, y, z, w}; }

#include <__clang_cuda_builtin_vars.h>

extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                                size_t sharedMem = 0,
                                                void *stream = 0);
extern "C" int cudaConfigureCall(dim3 gridDim, dim3 blockDim,
                                 size_t sharedMem = 0, void *stream = 0);
// Clang checks the return types of the device-side launch functions.
extern "C" __device__ void *cudaGetParameterBuffer(size_t alignment,
                                                   size_t size);
extern "C" __device__ int cudaLaunchDevice(void *func, void *parameterBuffer,
                                           dim3 gridDimension,
                                           dim3 blockDimension,
                                           unsigned int sharedMemSize,
                                           void *stream);

// A resource description nests its fields in a union (resDesc.res.array.array
// = a), which a table member cannot say; the channel description is also a
// template (cudaCreateChannelDesc<float>()).
// hipify-core-declares: cudaResourceDesc cudaCreateChannelDesc
struct cudaResourceDesc : __hipify_any {
  __hipify_any resType, flags;
  struct {
    struct { __hipify_any array; } array;
    struct { __hipify_any mipmap; } mipmap;
    struct { __hipify_any devPtr, desc, sizeInBytes; } linear;
    struct { __hipify_any devPtr, desc, width, height, pitchInBytes; } pitch2D;
  } res;
};
template <typename... A> __hipify_any cudaCreateChannelDesc(A &&...);
template <typename T> __hipify_any cudaCreateChannelDesc();

// The extensible launch (cudaLaunchKernelEx): code sets the fields of its
// config, of each attribute and of the attribute's value union (CUDA 13.0's
// members), and the launch is a template over the kernel's parameters.
// hipify-core-declares: cudaLaunchAttributeValue cudaLaunchAttribute_st
// hipify-core-declares: cudaLaunchAttribute cudaLaunchConfig_st
// hipify-core-declares: cudaLaunchConfig_t cudaLaunchKernelEx
struct cudaLaunchAttributeValue : __hipify_any {
  using __hipify_any::__hipify_any;
  __hipify_any pad, accessPolicyWindow, cooperative, syncPolicy,
      clusterSchedulingPolicyPreference, programmaticStreamSerializationAllowed,
      priority, memSyncDomainMap, memSyncDomain, sharedMemCarveout,
      nvlinkUtilCentricScheduling, portableClusterSizeMode;
  struct { __hipify_any x, y, z; } clusterDim, preferredClusterDim;
  struct { __hipify_any event, flags, triggerAtBlockStart; } programmaticEvent;
  struct { __hipify_any event, flags; } launchCompletionEvent;
  struct { __hipify_any deviceUpdatable, devNode; } deviceUpdatableKernelNode;
};
struct cudaLaunchAttribute_st : __hipify_any {
  using __hipify_any::__hipify_any;
  __hipify_any id, pad;
  cudaLaunchAttributeValue val;
};
typedef cudaLaunchAttribute_st cudaLaunchAttribute;
struct cudaLaunchConfig_st : __hipify_any {
  using __hipify_any::__hipify_any;
  __hipify_any gridDim, blockDim, dynamicSmemBytes, stream, numAttrs;
  cudaLaunchAttribute *attrs;
};
typedef cudaLaunchConfig_st cudaLaunchConfig_t;
template <typename... P, typename... A>
__hipify_any cudaLaunchKernelEx(const cudaLaunchConfig_t *, void (*)(P...), A &&...);
template <typename... A> __hipify_any cudaLaunchKernelEx(A &&...);

#include "__hipify_lib_runtime.h"
#include "__hipify_lib_driver.h"
#include "__hipify_lib_device.h"

// The number formats' other names of one type: aliases, as in CUDA's headers,
// so that code mixing them resolves.
// hipify-core-declares: half half2 nv_half nv_half2 __nv_half __nv_half2
// hipify-core-declares: __nv_half_raw __nv_half2_raw
// hipify-core-declares: __nv_fp4_storage_t __nv_fp4x2_storage_t __nv_fp4x4_storage_t
// hipify-core-declares: __nv_fp6_storage_t __nv_fp6x2_storage_t __nv_fp6x4_storage_t
typedef __half half, nv_half, __nv_half;
typedef __half2 half2, nv_half2, __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __nv_fp8_storage_t __nv_fp4_storage_t, __nv_fp4x2_storage_t, __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t, __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;

// device_types.h's rounding modes: an enum, as code names it `enum cudaRoundMode`.
// hipify-core-declares: cudaRoundMode cudaRoundNearest cudaRoundZero cudaRoundPosInf
// hipify-core-declares: cudaRoundMinInf
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };

// Cooperative groups (cooperative_groups.h and cooperative_groups/*.h; HIP
// spells every name alike): a group's operations are permissive members, so
// that block.sync(), tile.shfl_down(v, 1) and cg::reduce(tile, v, op) resolve.
// The tables list those HIP lacks, or has from a later version, as
// cooperative_groups::NAME (tools/import-facts/amendments/
// cooperative-groups.csv): each is declared here.
namespace cooperative_groups {
struct thread_group : __hipify_any {
  __hipify_any sync, thread_rank, size, num_threads, meta_group_rank,
      meta_group_size, group_index, thread_index, group_dim, dim_threads,
      num_blocks, block_rank, block_index, dim_blocks, num_clusters,
      cluster_rank, cluster_index, dim_clusters, barrier_arrive, barrier_wait,
      query_shared_rank, map_shared_rank, get_type, is_valid, shfl, shfl_up,
      shfl_down, shfl_xor, any, all, ballot, match_any, match_all;
};
struct thread_block : thread_group {};
struct grid_group : thread_group {};
struct multi_grid_group : thread_group {};
struct coalesced_group : thread_group {};
struct cluster_group : thread_group {};
template <unsigned Size, typename Parent = void>
struct thread_block_tile : thread_group {};
template <unsigned... Sizes> // CUDA 11's two sizes, CUDA 12's one
struct block_tile_memory : __hipify_any {};
template <typename T = void> struct plus : __hipify_any {};
template <typename T = void> struct less : __hipify_any {};
template <typename T = void> struct greater : __hipify_any {};
template <typename T = void> struct bit_and : __hipify_any {};
template <typename T = void> struct bit_or : __hipify_any {};
template <typename T = void> struct bit_xor : __hipify_any {};
__device__ thread_block this_thread_block();
template <unsigned... Sizes>
__device__ thread_block this_thread_block(block_tile_memory<Sizes...> &);
__device__ grid_group this_grid();
__device__ multi_grid_group this_multi_grid();
__device__ coalesced_group coalesced_threads();
__device__ cluster_group this_cluster();
template <unsigned Size, typename Parent>
__device__ thread_block_tile<Size, Parent> tiled_partition(const Parent &);
__device__ thread_group tiled_partition(const thread_group &, unsigned);
// The other free functions take any arguments.
#define __hipify_cg_function(Name)                                             \
  template <typename... A> __device__ __hipify_any Name(A &&...)
__hipify_cg_function(sync);
__hipify_cg_function(reduce);
__hipify_cg_function(inclusive_scan);
__hipify_cg_function(exclusive_scan);
__hipify_cg_function(binary_partition);
__hipify_cg_function(labeled_partition);
__hipify_cg_function(reduce_update_async);
__hipify_cg_function(reduce_store_async);
__hipify_cg_function(inclusive_scan_update);
__hipify_cg_function(exclusive_scan_update);
__hipify_cg_function(memcpy_async);
__hipify_cg_function(wait);
__hipify_cg_function(invoke_one);
__hipify_cg_function(invoke_one_broadcast);
#undef __hipify_cg_function
template <unsigned N, typename... A>
__device__ __hipify_any wait_prior(A &&...);
namespace experimental {}
} // namespace cooperative_groups

// Warp matrix functions (mma.h): the names code writes, so that
// wmma::fragment<...> and wmma::mma_sync(...) resolve. The tables list those
// rocWMMA lacks as nvcuda::NAME: each is declared here.
namespace nvcuda {
namespace wmma {
struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
namespace precision {
struct tf32;
}
namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental
enum layout_t { mem_row_major, mem_col_major };
template <typename Use, int M, int N, int K, typename T, typename Layout = void>
struct fragment : __hipify_any {
  enum { num_elements = 1, num_storage_elements = 1 };
  T x[num_elements];
};
__device__ float __float_to_tf32(float);
#define __hipify_wmma_function(Name)                                           \
  template <typename... A> __device__ void Name(A &&...)
__hipify_wmma_function(fill_fragment);
__hipify_wmma_function(load_matrix_sync);
__hipify_wmma_function(store_matrix_sync);
__hipify_wmma_function(mma_sync);
__hipify_wmma_function(bmma_sync);
#undef __hipify_wmma_function
} // namespace wmma
} // namespace nvcuda
