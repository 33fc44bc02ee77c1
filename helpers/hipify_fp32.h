// hipify_fp32.h: CUDA's float2 arithmetic in round-to-nearest-even
// (__fadd2_rn, __fmul2_rn, __ffma2_rn, CUDA 12.8's sm_100 intrinsics) and
// the fused multiply-add that ignores -ftz (__fmaf_ieee_rn), which HIP
// lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API (crt/sm_100_rt.h's and
// sm_20_intrinsics.h's documentation): "Compute vector add/multiply/fused
// multiply-add operation" of two float2 in round-to-nearest-even mode, lane
// by lane (x with x, y with y); __fmaf_ieee_rn "behaves as __fmaf_rn, the
// difference is in handling denormalized inputs and outputs: -ftz has no
// effect". A translation names them hipify::__fadd2_rn ...
//
//   Each lane is HIP's own correctly rounded operation of the same mode
//       (__fadd_rn, __fmul_rn, __fmaf_rn), so the result is exact.
//   HIP keeps float denormals unless a build asks to flush them
//       (-fgpu-flush-denormals-to-zero, which is not the default): there
//       __fmaf_ieee_rn is exact as CUDA's; a build that flushes flushes it
//       too.
//   The directed-rounding forms (_rz, _rd, _ru) are not supplied: HIP's
//       scalar ones exist only where OCML_BASIC_ROUNDED_OPERATIONS is
//       defined. They are reported where used.
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

__device__ inline float2 __fadd2_rn(float2 x, float2 y) {
  return make_float2(__fadd_rn(x.x, y.x), __fadd_rn(x.y, y.y));
}
__device__ inline float2 __fmul2_rn(float2 x, float2 y) {
  return make_float2(__fmul_rn(x.x, y.x), __fmul_rn(x.y, y.y));
}
__device__ inline float2 __ffma2_rn(float2 x, float2 y, float2 z) {
  return make_float2(__fmaf_rn(x.x, y.x, z.x), __fmaf_rn(x.y, y.y, z.y));
}
__device__ inline float __fmaf_ieee_rn(float x, float y, float z) {
  return __fmaf_rn(x, y, z);
}

} // namespace hipify
