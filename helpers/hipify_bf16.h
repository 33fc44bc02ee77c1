// hipify_bf16.h: CUDA's float-to-bfloat16 conversions that HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("Bfloat16 Precision
// Conversion and Data Movement") and the PTX ISA's cvt instruction
// (cvt.{rn,rz,rm,rp}.bf16.f32); a translation calls them as
// hipify::__float2bfloat16_rn(f) and so on. HIP 5.7 to 7.1 have
// __hip_bfloat16 and __float2bfloat16 but none of these names.
//
//   __float2bfloat16_rn/_rz/_rd/_ru  float to bfloat16 rounded to nearest
//       even, toward zero, down (toward -inf), up (toward +inf). bfloat16 is
//       a float's upper 16 bits, the same sign and exponent with 7 bits of
//       significand: the lower 16 bits decide the rounding. Subnormals are
//       kept, a value past the largest finite bfloat16 rounds to infinity as
//       the mode says, and a NaN becomes the canonical NaN 0x7fff.
//   __float2bfloat162_rn(a)       {rn(a), rn(a)}
//   __floats2bfloat162_rn(a, b)   {rn(a), rn(b)}: a in the low half
//
// The rounding is in hipify::bf16_bits, which needs nothing (the host test
// compiles it alone, with HIPIFY_BF16_BITS_ONLY); the CUDA names need HIP's
// bfloat16 types, <hip/hip_bf16.h> (HIP 5.7 on).
#pragma once

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_BF16_FN __host__ __device__ inline
#else
#define HIPIFY_BF16_FN inline
#endif

namespace hipify {
namespace bf16_bits {

enum class Round { Nearest, Zero, Down, Up };

/// The bits of the bfloat16 that float \p F rounds to by \p R.
HIPIFY_BF16_FN unsigned short fromFloat(float F, Round R) {
  unsigned int X;
  __builtin_memcpy(&X, &F, sizeof X);
  if ((X & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff; // NaN
  unsigned short Kept = static_cast<unsigned short>(X >> 16);
  unsigned int Dropped = X & 0xffffu;
  bool Negative = (X >> 31) != 0;
  bool Away = false; // from zero, by one unit of the last place kept
  switch (R) {
  case Round::Nearest:
    Away = Dropped > 0x8000u || (Dropped == 0x8000u && (Kept & 1u));
    break;
  case Round::Zero:
    break;
  case Round::Down:
    Away = Dropped != 0 && Negative;
    break;
  case Round::Up:
    Away = Dropped != 0 && !Negative;
    break;
  }
  return static_cast<unsigned short>(Kept + (Away ? 1 : 0));
}

} // namespace bf16_bits
} // namespace hipify

#if !defined(HIPIFY_BF16_BITS_ONLY)
#include <hip/hip_bf16.h>

namespace hipify {

HIPIFY_BF16_FN __hip_bfloat16 __float2bfloat16_rn(float F) {
  return __ushort_as_bfloat16(bf16_bits::fromFloat(F, bf16_bits::Round::Nearest));
}
HIPIFY_BF16_FN __hip_bfloat16 __float2bfloat16_rz(float F) {
  return __ushort_as_bfloat16(bf16_bits::fromFloat(F, bf16_bits::Round::Zero));
}
HIPIFY_BF16_FN __hip_bfloat16 __float2bfloat16_rd(float F) {
  return __ushort_as_bfloat16(bf16_bits::fromFloat(F, bf16_bits::Round::Down));
}
HIPIFY_BF16_FN __hip_bfloat16 __float2bfloat16_ru(float F) {
  return __ushort_as_bfloat16(bf16_bits::fromFloat(F, bf16_bits::Round::Up));
}
HIPIFY_BF16_FN __hip_bfloat162 __float2bfloat162_rn(float F) {
  __hip_bfloat16 H = hipify::__float2bfloat16_rn(F);
  return __halves2bfloat162(H, H);
}
HIPIFY_BF16_FN __hip_bfloat162 __floats2bfloat162_rn(float A, float B) {
  return __halves2bfloat162(hipify::__float2bfloat16_rn(A),
                            hipify::__float2bfloat16_rn(B));
}

} // namespace hipify
#endif
