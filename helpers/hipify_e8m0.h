// hipify_e8m0.h: CUDA 12.8's e8m0 scale conversions, which HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("FP8 Conversion and
// Data Movement": __nv_cvt_*_to_e8m0, __nv_cvt_e8m0_to_bf16raw) and the PTX
// ISA's cvt instruction (cvt.{rz,rp}{.satfinite}.ue8m0x2.{f32,bf16x2},
// cvt.rn.bf16x2.ue8m0x2); a translation calls them as
// hipify::__nv_cvt_float_to_e8m0(x, __HIP_SATFINITE, hipify::cudaRoundPosInf)
// and so on. e8m0 is a scale: eight bits of exponent, bias 127, no sign and
// no significand; 0xff is NaN.
//
//   to e8m0 (from double, float, bfloat16, and their pairs): |x| rounded to a power of
//       two toward zero (cudaRoundZero) or up (cudaRoundPosInf); below 2^-127
//       it is 2^-127 (0x00); past 2^127, infinities included, it is 2^127
//       (0xfe) with __HIP_SATFINITE and NaN (0xff) without; a NaN is 0xff.
//       CUDA supports these two modes only (its host code asserts, its device
//       code returns 0 for another): so does the helper, returning 0.
//       A finite double of 2^128 or more is 2^127 toward zero even without
//       saturation: CUDA's own code takes it as float's largest first.
//   e8m0 to bfloat16: the power of two, exactly (0x00 is 2^-127, bfloat16's
//       subnormal 0x0040); 0xff is the canonical NaN 0x7fff.
//   A pair holds its x in the low half and its y in the high half, as CUDA's.
//
// The bits are in hipify::e8m0_bits, which needs nothing (the host test
// compiles it alone, with HIPIFY_E8M0_BITS_ONLY); the CUDA names need HIP's
// fp8 and bfloat16 types, <hip/hip_fp8.h> and <hip/hip_bf16.h> (HIP 6.2 on).
// cudaRoundMode is in namespace hipify, with CUDA's enumerators and values.
#pragma once

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_E8M0_FN __host__ __device__ inline
#else
#define HIPIFY_E8M0_FN inline
#endif

namespace hipify {

enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };

namespace e8m0_bits {

/// The e8m0 scale of the float with bits \p X: |x| rounded toward zero, or
/// up where \p Up, saturating to 2^127 where \p SatFinite.
HIPIFY_E8M0_FN unsigned char fromFloatBits(unsigned int X, bool Up, bool SatFinite) {
  unsigned int Magnitude = X & 0x7fffffffu;
  if (Magnitude > 0x7f800000u)
    return 0xff; // NaN
  unsigned int Exponent = Magnitude >> 23;
  unsigned int Significand = Magnitude & 0x7fffffu;
  // Rounding up passes to the next power of two unless |x| is one already
  // (an infinity's significand is 0); below 2^-126 (exponent 0) the powers
  // are 2^-127 and 2^-126, and 2^-127 is significand 0x400000.
  if (Up && (Exponent != 0 ? Significand != 0 : Significand > 0x400000u))
    ++Exponent;
  if (Exponent == 0xff) // past 2^127, or infinite
    return SatFinite ? 0xfe : 0xff;
  return static_cast<unsigned char>(Exponent);
}

/// The e8m0 scale of \p X rounded by \p R (cudaRoundZero or
/// cudaRoundPosInf; 0 for another mode, as CUDA's device code).
HIPIFY_E8M0_FN unsigned char fromFloatBits(unsigned int X, bool SatFinite, cudaRoundMode R) {
  if (R != cudaRoundZero && R != cudaRoundPosInf)
    return 0;
  return fromFloatBits(X, R == cudaRoundPosInf, SatFinite);
}

/// The e8m0 scale of the double with bits \p X, rounded by \p R, as CUDA's
/// own code gives it: the rule above, except that a finite double past
/// float's range (2^128 and up), which CUDA takes as float's largest first,
/// is 2^127 (0xfe) toward zero with or without saturation (the rule would
/// make it NaN without).
HIPIFY_E8M0_FN unsigned char fromDoubleBits(unsigned long long X, bool SatFinite,
                                            cudaRoundMode R) {
  if (R != cudaRoundZero && R != cudaRoundPosInf)
    return 0;
  bool Up = R == cudaRoundPosInf;
  unsigned long long Magnitude = X & 0x7fffffffffffffffull;
  if (Magnitude > 0x7ff0000000000000ull)
    return 0xff; // NaN
  if (Magnitude == 0x7ff0000000000000ull)
    return SatFinite ? 0xfe : 0xff; // infinite
  int Exponent = static_cast<int>(Magnitude >> 52) - 1023; // zero, subnormal: far below
  if (Exponent >= 128)
    return Up && !SatFinite ? 0xff : 0xfe;
  if (Up && (Magnitude & 0xfffffffffffffull) != 0)
    ++Exponent; // not a power of two: the next one up
  if (Exponent < -127)
    return 0x00;
  if (Exponent > 127)
    return SatFinite ? 0xfe : 0xff;
  return static_cast<unsigned char>(Exponent + 127);
}

/// The bits of the bfloat16 that scale \p E is.
HIPIFY_E8M0_FN unsigned short toBf16Bits(unsigned char E) {
  if (E == 0xff)
    return 0x7fff;
  if (E == 0)
    return 0x0040; // 2^-127: bfloat16's subnormal with the top significand bit
  return static_cast<unsigned short>(E << 7);
}

} // namespace e8m0_bits
} // namespace hipify

#if !defined(HIPIFY_E8M0_BITS_ONLY)
#include <hip/hip_bf16.h>
#include <hip/hip_fp8.h>

namespace hipify {

HIPIFY_E8M0_FN __hip_fp8_storage_t __nv_cvt_float_to_e8m0(float X, __hip_saturation_t S,
                                                          cudaRoundMode R) {
  unsigned int Bits;
  __builtin_memcpy(&Bits, &X, sizeof Bits);
  return e8m0_bits::fromFloatBits(Bits, S == __HIP_SATFINITE, R);
}
HIPIFY_E8M0_FN __hip_fp8_storage_t __nv_cvt_double_to_e8m0(double X, __hip_saturation_t S,
                                                           cudaRoundMode R) {
  unsigned long long Bits;
  __builtin_memcpy(&Bits, &X, sizeof Bits);
  return e8m0_bits::fromDoubleBits(Bits, S == __HIP_SATFINITE, R);
}
HIPIFY_E8M0_FN __hip_fp8x2_storage_t __nv_cvt_double2_to_e8m0x2(double2 X, __hip_saturation_t S,
                                                                cudaRoundMode R) {
  return static_cast<__hip_fp8x2_storage_t>(hipify::__nv_cvt_double_to_e8m0(X.x, S, R) |
                                            hipify::__nv_cvt_double_to_e8m0(X.y, S, R) << 8);
}
HIPIFY_E8M0_FN __hip_fp8_storage_t __nv_cvt_bfloat16raw_to_e8m0(__hip_bfloat16_raw X,
                                                                __hip_saturation_t S,
                                                                cudaRoundMode R) {
  // A bfloat16 is a float's upper half.
  return e8m0_bits::fromFloatBits(static_cast<unsigned int>(X.x) << 16,
                                  S == __HIP_SATFINITE, R);
}
HIPIFY_E8M0_FN __hip_fp8x2_storage_t __nv_cvt_float2_to_e8m0x2(float2 X, __hip_saturation_t S,
                                                               cudaRoundMode R) {
  return static_cast<__hip_fp8x2_storage_t>(hipify::__nv_cvt_float_to_e8m0(X.x, S, R) |
                                            hipify::__nv_cvt_float_to_e8m0(X.y, S, R) << 8);
}
HIPIFY_E8M0_FN __hip_fp8x2_storage_t __nv_cvt_bfloat162raw_to_e8m0x2(__hip_bfloat162_raw X,
                                                                     __hip_saturation_t S,
                                                                     cudaRoundMode R) {
  __hip_bfloat16_raw Low, High;
  Low.x = X.x;
  High.x = X.y;
  return static_cast<__hip_fp8x2_storage_t>(
      hipify::__nv_cvt_bfloat16raw_to_e8m0(Low, S, R) |
      hipify::__nv_cvt_bfloat16raw_to_e8m0(High, S, R) << 8);
}
HIPIFY_E8M0_FN __hip_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(__hip_fp8_storage_t X) {
  __hip_bfloat16_raw R;
  R.x = e8m0_bits::toBf16Bits(X);
  return R;
}
HIPIFY_E8M0_FN __hip_bfloat162_raw __nv_cvt_e8m0x2_to_bf162raw(__hip_fp8x2_storage_t X) {
  __hip_bfloat162_raw R;
  R.x = e8m0_bits::toBf16Bits(static_cast<unsigned char>(X & 0xff));
  R.y = e8m0_bits::toBf16Bits(static_cast<unsigned char>(X >> 8));
  return R;
}

} // namespace hipify
#endif
