// hipify_mx.h: CUDA 12.8's fp4 and fp6 conversions, which HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("FP4 Conversion and
// Data Movement", "FP6 Conversion and Data Movement"): __nv_cvt_*_to_fp4,
// __nv_cvt_*_to_fp6, __nv_cvt_fp4_to_halfraw, __nv_cvt_fp6_to_halfraw and
// their pairs; a translation calls them as
// hipify::__nv_cvt_float_to_fp4(x, hipify::__NV_E2M1,
// hipify::cudaRoundNearest). The formats (the OCP microscaling element types)
// have a sign, E exponent bits with bias 2^(E-1) - 1, M significand bits,
// subnormals, and no infinity or NaN:
//
//   fp4 e2m1   E = 2, M = 1: 0, 0.5, 1, 1.5, 2, 3, 4, 6
//   fp6 e2m3   E = 2, M = 3: largest 7.5, smallest 0.125
//   fp6 e3m2   E = 3, M = 2: largest 28, smallest 0.0625
//
//   to fp4 / fp6 (from double, float, half, bfloat16, and their pairs): the
//       value rounded to nearest, ties to the even code (cudaRoundNearest),
//       or toward zero (cudaRoundZero); "large out-of-range values saturate
//       to MAXNORM of the same sign", infinities included; "NaN input values
//       result in positive MAXNORM"; the sign is kept, so a negative value
//       that rounds to zero is -0. CUDA supports these two modes only; its
//       host code asserts on another, and its code then rounds toward zero,
//       as the helper does.
//   to half: the value, exactly (every fp4 and fp6 value is a half).
//   A pair holds its x in the low part (4 bits of fp4x2, 8 of fp6x2) and
//   its y in the high part, as CUDA's.
//
// The bits are in hipify::mx_bits, which needs nothing (the host test
// compiles it alone, with HIPIFY_MX_BITS_ONLY); the CUDA names need HIP's
// half, bfloat16 and vector types (<hip/hip_fp16.h>, <hip/hip_bf16.h>, HIP
// 5.7 on). The rounding argument is an int with cudaRoundMode's values
// (cudaRoundNearest 0, cudaRoundZero 1), so hipify::cudaRoundNearest of
// hipify_e8m0.h, or CUDA's own, passes as it is.
#pragma once

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_MX_FN __host__ __device__ inline
#else
#define HIPIFY_MX_FN inline
#endif

namespace hipify {

enum __nv_fp4_interpretation_t { __NV_E2M1 };
enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 };
typedef unsigned char __nv_fp4_storage_t;
typedef unsigned char __nv_fp4x2_storage_t;
typedef unsigned short __nv_fp4x4_storage_t;
typedef unsigned char __nv_fp6_storage_t;
typedef unsigned short __nv_fp6x2_storage_t;
typedef unsigned int __nv_fp6x4_storage_t;

namespace mx_bits {

/// A format: exponent and significand bits (the sign is the next bit).
struct Format {
  int E, M;
};
HIPIFY_MX_FN Format e2m1() { return {2, 1}; }
HIPIFY_MX_FN Format e2m3() { return {2, 3}; }
HIPIFY_MX_FN Format e3m2() { return {3, 2}; }
enum { RoundNearest = 0 }; // cudaRoundNearest's value

HIPIFY_MX_FN unsigned long long bitsOf(double X) {
  unsigned long long B;
  __builtin_memcpy(&B, &X, sizeof B);
  return B;
}

/// The code of \p X in \p F: rounded to nearest even where \p Rounding is
/// cudaRoundNearest, else toward zero; saturating; NaN is +MAXNORM.
HIPIFY_MX_FN unsigned char fromDouble(double X, Format F, int Rounding) {
  unsigned long long B = bitsOf(X);
  const int Bias = (1 << (F.E - 1)) - 1;
  const unsigned Max = (1u << (F.E + F.M)) - 1; // MAXNORM's code
  const unsigned Sign = (B >> 63) ? 1u << (F.E + F.M) : 0u;
  unsigned long long Magnitude = B & 0x7fffffffffffffffull;
  if (Magnitude > 0x7ff0000000000000ull)
    return static_cast<unsigned char>(Max); // NaN: positive MAXNORM
  if (Magnitude >= 0x7ff0000000000000ull)
    return static_cast<unsigned char>(Sign | Max);
  // |x| = Significand * 2^(Exponent - 1075), Significand of 53 bits with
  // its leading one (none for a subnormal double, exponent field 1).
  int Field = static_cast<int>(Magnitude >> 52);
  unsigned long long Significand =
      (Magnitude & 0xfffffffffffffull) | (Field ? 1ull << 52 : 0);
  int Exponent = (Field ? Field : 1) - 1075;
  // The code's unit: 2^(1 - Bias - M) for the subnormals and the lowest
  // binade, 2^(e - M) in the binade of 2^e. |x| in units: Significand
  // shifted right by Shift, with the bits shifted out as the remainder.
  int Top = Field ? Field - 1023 : -1023; // floor(log2 |x|), or below all
  int Binade = Top < 1 - Bias ? 1 - Bias : Top;
  int Shift = Binade - F.M - Exponent; // > 0: |x| has more bits than a code
  if (Shift > 60)
    return static_cast<unsigned char>(Sign); // far below the smallest: 0
  unsigned long long Units = Significand >> Shift;
  unsigned long long Rest = Significand & ((1ull << Shift) - 1);
  unsigned long long Half = 1ull << (Shift - 1);
  if (Rounding == RoundNearest &&
      (Rest > Half || (Rest == Half && (Units & 1))))
    ++Units; // may reach the next binade: its code follows on
  // Units is below 2^(M+1): as a code, the binade's exponent field (the
  // subnormals' 0 and the lowest binade's 1 both start at 0 here) plus it.
  unsigned long long Code = static_cast<unsigned long long>(Binade - (1 - Bias))
                            << F.M;
  Code += Units;
  if (Code > Max)
    Code = Max;
  return static_cast<unsigned char>(Sign | Code);
}

/// The value of code \p C of \p F, as a double (exact).
HIPIFY_MX_FN double toDouble(unsigned char C, Format F) {
  const int Bias = (1 << (F.E - 1)) - 1;
  unsigned Field = (C >> F.M) & ((1u << F.E) - 1);
  unsigned Fraction = C & ((1u << F.M) - 1);
  double Unit = 1.0;
  int Scale = (Field ? static_cast<int>(Field) : 1) - Bias - F.M;
  for (; Scale > 0; --Scale)
    Unit *= 2;
  for (; Scale < 0; ++Scale)
    Unit /= 2;
  double V = (Field ? (1u << F.M) + Fraction : Fraction) * Unit;
  return (C >> (F.E + F.M)) & 1 ? -V : V;
}

/// The bits of the half that the double \p X is, exactly (every fp4 and
/// fp6 value: normal halves, and zeros).
HIPIFY_MX_FN unsigned short halfBits(double X) {
  unsigned long long B = bitsOf(X);
  unsigned short Sign = static_cast<unsigned short>((B >> 48) & 0x8000u);
  if ((B & 0x7fffffffffffffffull) == 0)
    return Sign;
  int Exponent = static_cast<int>((B >> 52) & 0x7ff) - 1023;
  unsigned Significand = static_cast<unsigned>((B >> 42) & 0x3ffu);
  return static_cast<unsigned short>(
      Sign | (static_cast<unsigned>(Exponent + 15) << 10) | Significand);
}

/// The value of the half with bits \p H, as a double (exact).
HIPIFY_MX_FN double fromHalfBits(unsigned short H) {
  unsigned Field = (H >> 10) & 0x1f, Fraction = H & 0x3ffu;
  double V;
  if (Field == 0x1f)
    V = Fraction ? __builtin_nan("") : __builtin_inf();
  else {
    V = Field ? (0x400u + Fraction) : Fraction; // in units of 2^(e - 10)
    for (int Scale = (Field ? static_cast<int>(Field) : 1) - 25; Scale < 0;
         ++Scale)
      V /= 2;
    for (int Scale = static_cast<int>(Field) - 25; Scale > 0; --Scale)
      V *= 2;
  }
  return H & 0x8000u ? -V : V;
}

/// The value of the bfloat16 with bits \p H, as a double (exact).
HIPIFY_MX_FN double fromBf16Bits(unsigned short H) {
  unsigned int Bits = static_cast<unsigned int>(H) << 16;
  float F;
  __builtin_memcpy(&F, &Bits, sizeof F);
  return F;
}

HIPIFY_MX_FN Format fp6(int Interpretation) {
  return Interpretation == 0 ? e2m3() : e3m2(); // __NV_E2M3, __NV_E3M2
}

} // namespace mx_bits
} // namespace hipify

#if !defined(HIPIFY_MX_BITS_ONLY)
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

namespace hipify {

// One element: from double, float, half and bfloat16, and back to half.
#define HIPIFY_MX_ONE(NAME, STORAGE, INTERPRETATION, FORMAT)                   \
  HIPIFY_MX_FN STORAGE __nv_cvt_double_to_##NAME(double X, INTERPRETATION I,   \
                                                 int Rounding) {               \
    return mx_bits::fromDouble(X, FORMAT, Rounding);                           \
  }                                                                            \
  HIPIFY_MX_FN STORAGE __nv_cvt_float_to_##NAME(float X, INTERPRETATION I,     \
                                                int Rounding) {                \
    return mx_bits::fromDouble(X, FORMAT, Rounding);                           \
  }                                                                            \
  HIPIFY_MX_FN STORAGE __nv_cvt_halfraw_to_##NAME(                             \
      __half_raw X, INTERPRETATION I, int Rounding) {                          \
    return mx_bits::fromDouble(mx_bits::fromHalfBits(X.x), FORMAT, Rounding);  \
  }                                                                            \
  HIPIFY_MX_FN STORAGE __nv_cvt_bfloat16raw_to_##NAME(                         \
      __hip_bfloat16_raw X, INTERPRETATION I, int Rounding) {                  \
    return mx_bits::fromDouble(mx_bits::fromBf16Bits(X.x), FORMAT, Rounding);  \
  }                                                                            \
  HIPIFY_MX_FN __half_raw __nv_cvt_##NAME##_to_halfraw(STORAGE X,              \
                                                       INTERPRETATION I) {     \
    __half_raw H;                                                              \
    H.x = mx_bits::halfBits(mx_bits::toDouble(X, FORMAT));                     \
    return H;                                                                  \
  }
HIPIFY_MX_ONE(fp4, __nv_fp4_storage_t, __nv_fp4_interpretation_t,
              mx_bits::e2m1())
HIPIFY_MX_ONE(fp6, __nv_fp6_storage_t, __nv_fp6_interpretation_t,
              mx_bits::fp6(I))
#undef HIPIFY_MX_ONE

// Pairs: x in the low part (BITS wide), y in the high part.
#define HIPIFY_MX_PAIR(NAME, PAIR, BITS, INTERPRETATION, FORMAT)               \
  HIPIFY_MX_FN PAIR __nv_cvt_double2_to_##NAME##x2(double2 X,                  \
                                                   INTERPRETATION I, int R) {  \
    return static_cast<PAIR>(__nv_cvt_double_to_##NAME(X.x, I, R) |            \
                             __nv_cvt_double_to_##NAME(X.y, I, R) << BITS);    \
  }                                                                            \
  HIPIFY_MX_FN PAIR __nv_cvt_float2_to_##NAME##x2(float2 X, INTERPRETATION I,  \
                                                  int R) {                     \
    return static_cast<PAIR>(__nv_cvt_float_to_##NAME(X.x, I, R) |             \
                             __nv_cvt_float_to_##NAME(X.y, I, R) << BITS);     \
  }                                                                            \
  HIPIFY_MX_FN PAIR __nv_cvt_halfraw2_to_##NAME##x2(__half2_raw X,             \
                                                    INTERPRETATION I, int R) { \
    unsigned short Bits[2]; /* HIP's x and y are halves or their bits */       \
    __builtin_memcpy(Bits, &X, sizeof Bits);                                   \
    return static_cast<PAIR>(                                                  \
        mx_bits::fromDouble(mx_bits::fromHalfBits(Bits[0]), FORMAT, R) |       \
        mx_bits::fromDouble(mx_bits::fromHalfBits(Bits[1]), FORMAT, R)         \
            << BITS);                                                          \
  }                                                                            \
  HIPIFY_MX_FN PAIR __nv_cvt_bfloat16raw2_to_##NAME##x2(                       \
      __hip_bfloat162_raw X, INTERPRETATION I, int R) {                        \
    __hip_bfloat16_raw Low, High;                                              \
    Low.x = X.x;                                                               \
    High.x = X.y;                                                              \
    return static_cast<PAIR>(__nv_cvt_bfloat16raw_to_##NAME(Low, I, R) |       \
                             __nv_cvt_bfloat16raw_to_##NAME(High, I, R)        \
                                 << BITS);                                     \
  }                                                                            \
  HIPIFY_MX_FN __half2_raw __nv_cvt_##NAME##x2_to_halfraw2(PAIR X,             \
                                                           INTERPRETATION I) { \
    const unsigned Mask = (1u << BITS) - 1;                                    \
    unsigned short Bits[2] = {                                                 \
        mx_bits::halfBits(mx_bits::toDouble(X & Mask, FORMAT)),                \
        mx_bits::halfBits(mx_bits::toDouble((X >> BITS) & Mask, FORMAT))};     \
    __half2_raw H;                                                             \
    __builtin_memcpy(&H, Bits, sizeof Bits);                                   \
    return H;                                                                  \
  }
HIPIFY_MX_PAIR(fp4, __nv_fp4x2_storage_t, 4, __nv_fp4_interpretation_t,
               mx_bits::e2m1())
HIPIFY_MX_PAIR(fp6, __nv_fp6x2_storage_t, 8, __nv_fp6_interpretation_t,
               mx_bits::fp6(I))
#undef HIPIFY_MX_PAIR

} // namespace hipify
#endif
