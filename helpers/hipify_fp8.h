// hipify_fp8.h: CUDA's fp8 (the OCP formats e4m3 and e5m2) where HIP lacks
// it: HIP before 7.0 has only the FNUZ formats (another bias, no negative
// zero), whose values differ.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("FP8 Intrinsics":
// the conversions __nv_cvt_*_to_fp8, __nv_cvt_fp8_to_halfraw and their
// pairs, the types __nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3 and
// their e5m2 twins, __nv_fp8_interpretation_t and __nv_saturation_t) and
// the Half Precision conversions the types' integer operators are defined
// by. A translation for HIP 6.x calls them as
// hipify::__nv_cvt_float_to_fp8(x, hipify::__NV_SATFINITE, hipify::__NV_E4M3)
// and declares hipify::__nv_fp8_e4m3. The formats:
//
//   e4m3  sign, 4 exponent bits (bias 7), 3 significand bits; subnormals;
//         no infinity; NaN is S.1111.111; the largest value 448 (0x7e).
//   e5m2  sign, 5 exponent bits (bias 15), 2 significand bits; subnormals;
//         infinity S.11111.00, NaN S.11111.{01,10,11}; the largest 57344.
//
//   to fp8 (from double, float, half, bfloat16; a pair's x in the low
//       byte): rounded to nearest even, the sign kept (-0 too). A magnitude
//       beyond the largest by half a unit or more is __NV_SATFINITE's
//       largest value, or __NV_NOSAT's NaN (e4m3) or infinity (e5m2), an
//       infinity too. NaN is e4m3's 0x7f, or e5m2's 0x7e with the double's
//       two leading significand bits; a float, half or bfloat16 NaN is
//       first the positive float NaN of all-ones significand (0x7f).
//   to half: the value, exactly (every fp8 value is a half); NaN 0x7fff.
//   the types: constructed from a value by the conversion above with
//       __NV_SATFINITE (an integer through float); converted to half,
//       float, double and bfloat16 exactly, to an integer type toward zero
//       and clamped to its range, NaN 0 (0x8000000000000000 for the 64-bit
//       types, as __half2ll_rz's), to bool by the bits (NaN is true).
//
// The bits are hipify::fp8_bits's and need nothing (the host test compiles
// them alone, with HIPIFY_FP8_BITS_ONLY); the CUDA names need HIP's half,
// bfloat16 and vector types (<hip/hip_fp16.h>, <hip/hip_bf16.h>, HIP 5.7 on).
#pragma once

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_FP8_FN __host__ __device__ inline
#else
#define HIPIFY_FP8_FN inline
#endif

namespace hipify {

enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 };
enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE };
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

namespace fp8_bits {

typedef unsigned long long u64;

HIPIFY_FP8_FN u64 doubleBits(double X) {
  u64 B;
  __builtin_memcpy(&B, &X, sizeof B);
  return B;
}

/// X to fp8 of interpretation K with saturation S.
HIPIFY_FP8_FN unsigned char fromDouble(double X, int S, int K) {
  const bool E4 = K == __NV_E4M3;
  const int M = E4 ? 3 : 2, Bias = E4 ? 7 : 15;
  const u64 B = doubleBits(X), A = B & 0x7fffffffffffffffull;
  const unsigned char Sign = static_cast<unsigned char>((B >> 56) & 0x80);
  if (A > 0x7ff0000000000000ull) // NaN
    return Sign | (E4 ? 0x7f : 0x7e | ((B >> 50) & 3));
  // Past the largest by half a unit: 464 (e4m3; 464 itself rounds to
  // 448, the even one) or 61440 (e5m2, whose tie goes up).
  if (E4 ? A > doubleBits(464.0) : A >= doubleBits(61440.0))
    return Sign | (S == __NV_SATFINITE ? (E4 ? 0x7e : 0x7b)
                                       : (E4 ? 0x7f : 0x7c));
  // Up to half the smallest subnormal (2^-10, 2^-17): zero, the tie even.
  if (A <= doubleBits(E4 ? 0x1p-10 : 0x1p-17))
    return Sign;
  const int Field = static_cast<int>(A >> 52);
  const u64 Significand = (A & 0xfffffffffffffull) | (1ull << 52);
  const int Binade = Field - 1023 < 1 - Bias ? 1 - Bias : Field - 1023;
  const int Shift = Binade - M - (Field - 1075); // 49 to 62
  u64 Units = Significand >> Shift;
  const u64 Rest = Significand & ((1ull << Shift) - 1), Half = 1ull << (Shift - 1);
  if (Rest > Half || (Rest == Half && (Units & 1)))
    ++Units; // may reach the next binade: its code follows on
  return Sign | static_cast<unsigned char>(
                    (static_cast<u64>(Binade + Bias - 1) << M) + Units);
}

/// A float (the bits of), a float NaN first the canonical one.
HIPIFY_FP8_FN double fromFloatBits(unsigned int F) {
  if ((F & 0x7fffffffu) > 0x7f800000u)
    F = 0x7fffffffu;
  float V;
  __builtin_memcpy(&V, &F, sizeof V);
  return V;
}

/// Half bits H as float bits, exactly (NaN: the canonical float NaN).
HIPIFY_FP8_FN unsigned int halfToFloatBits(unsigned short H) {
  const unsigned Sign = (H & 0x8000u) << 16, Field = (H >> 10) & 0x1f;
  unsigned Fraction = H & 0x3ffu;
  if (Field == 0x1f)
    return Fraction ? 0x7fffffffu : Sign | 0x7f800000u;
  if (Field == 0) {
    if (Fraction == 0)
      return Sign;
    int E = -14; // a subnormal: normalized
    while (!(Fraction & 0x400u)) {
      Fraction <<= 1;
      --E;
    }
    return Sign | static_cast<unsigned>(E + 127) << 23 |
           (Fraction & 0x3ffu) << 13;
  }
  return Sign | (Field + 112) << 23 | Fraction << 13;
}

/// Code C of interpretation K as half bits, exactly (NaN 0x7fff).
HIPIFY_FP8_FN unsigned short toHalfBits(unsigned char C, int K) {
  if (K == __NV_E5M2) { // e5m2 is a half's upper byte
    const unsigned short H = static_cast<unsigned short>(C << 8);
    return (H & 0x7fffu) > 0x7c00u ? 0x7fff : H;
  }
  if ((C & 0x7f) == 0x7f)
    return 0x7fff;
  const unsigned Sign = (C & 0x80u) << 8, Field = (C >> 3) & 0xf;
  unsigned Fraction = C & 7u;
  if (Field == 0) {
    if (Fraction == 0)
      return static_cast<unsigned short>(Sign);
    unsigned E = 9; // a subnormal, Fraction * 2^-9: normalized in half
    while (!(Fraction & 8u)) {
      Fraction <<= 1;
      --E;
    }
    return static_cast<unsigned short>(Sign | E << 10 | (Fraction & 7u) << 7);
  }
  return static_cast<unsigned short>(Sign | (Field + 8) << 10 | Fraction << 7);
}

/// Code C of interpretation K as a float's bits (NaN: the canonical one).
HIPIFY_FP8_FN unsigned int toFloatBits(unsigned char C, int K) {
  return halfToFloatBits(toHalfBits(C, K));
}

/// Code C as integer type I: toward zero, clamped to I's range; NaN 0, or
/// the sign bit alone for a 64-bit type (Lo, Hi: I's range as doubles, Hi
/// one past it for the 64-bit types).
template <class I>
HIPIFY_FP8_FN I toInteger(unsigned char C, int K, double Lo, double Hi) {
  unsigned int F = toFloatBits(C, K);
  if ((F & 0x7fffffffu) > 0x7f800000u)
    return sizeof(I) == 8 ? static_cast<I>(1ull << 63) : I(0);
  float V;
  __builtin_memcpy(&V, &F, sizeof V);
  if (V <= Lo)
    return static_cast<I>(Lo);
  if (V >= Hi)
    return static_cast<I>(~0ull >> (I(-1) < I(0) ? 65 - 8 * sizeof(I) : 64 - 8 * sizeof(I)));
  return static_cast<I>(V);
}

} // namespace fp8_bits
} // namespace hipify

#if !defined(HIPIFY_FP8_BITS_ONLY)
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>

namespace hipify {
namespace fp8_detail {
template <class T> HIPIFY_FP8_FN unsigned short bits16(const T &X) {
  unsigned short B;
  __builtin_memcpy(&B, &X, sizeof B);
  return B;
}
template <class T> HIPIFY_FP8_FN T from16(unsigned short B) {
  T X;
  __builtin_memcpy(&X, &B, sizeof B);
  return X;
}
HIPIFY_FP8_FN float floatOf(unsigned int B) {
  float F;
  __builtin_memcpy(&F, &B, sizeof F);
  return F;
}
} // namespace fp8_detail

// The saturation mode is an int: the helper's __nv_saturation_t, or from
// HIP 6.2 HIP's __hip_saturation_t, whose values are CUDA's.
HIPIFY_FP8_FN __nv_fp8_storage_t
__nv_cvt_double_to_fp8(double x, int s,
                       __nv_fp8_interpretation_t k) {
  return fp8_bits::fromDouble(x, s, k);
}
HIPIFY_FP8_FN __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float x, int s,
                      __nv_fp8_interpretation_t k) {
  unsigned int B;
  __builtin_memcpy(&B, &x, sizeof B);
  return fp8_bits::fromDouble(fp8_bits::fromFloatBits(B), s, k);
}
HIPIFY_FP8_FN __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(__half_raw x, int s,
                        __nv_fp8_interpretation_t k) {
  return fp8_bits::fromDouble(
      fp8_bits::fromFloatBits(fp8_bits::halfToFloatBits(x.x)), s, k);
}
HIPIFY_FP8_FN __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(__hip_bfloat16_raw x, int s,
                            __nv_fp8_interpretation_t k) {
  return fp8_bits::fromDouble(
      fp8_bits::fromFloatBits(static_cast<unsigned int>(x.x) << 16), s, k);
}
HIPIFY_FP8_FN __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t x,
                                                 __nv_fp8_interpretation_t k) {
  __half_raw H;
  H.x = fp8_bits::toHalfBits(x, k);
  return H;
}

// The pairs: x in the low byte (or half), y in the high.
#define HIPIFY_FP8_PAIR(FROM, PAIR, ONE, ONE_ARG)                              \
  HIPIFY_FP8_FN __nv_fp8x2_storage_t __nv_cvt_##FROM##_to_fp8x2(               \
      PAIR x, int s, __nv_fp8_interpretation_t k) {              \
    return static_cast<__nv_fp8x2_storage_t>(                                  \
        __nv_cvt_##ONE##_to_fp8(ONE_ARG(x.x), s, k) |                          \
        __nv_cvt_##ONE##_to_fp8(ONE_ARG(x.y), s, k) << 8);                     \
  }
#define HIPIFY_FP8_SAME(V) (V)
#define HIPIFY_FP8_HALF(V) fp8_detail::from16<__half_raw>(fp8_detail::bits16(V))
#define HIPIFY_FP8_BF16(V)                                                     \
  fp8_detail::from16<__hip_bfloat16_raw>(fp8_detail::bits16(V))
HIPIFY_FP8_PAIR(double2, double2, double, HIPIFY_FP8_SAME)
HIPIFY_FP8_PAIR(float2, float2, float, HIPIFY_FP8_SAME)
HIPIFY_FP8_PAIR(halfraw2, __half2_raw, halfraw, HIPIFY_FP8_HALF)
HIPIFY_FP8_PAIR(bfloat16raw2, __hip_bfloat162_raw, bfloat16raw,
                HIPIFY_FP8_BF16)
#undef HIPIFY_FP8_PAIR
#undef HIPIFY_FP8_SAME
#undef HIPIFY_FP8_HALF
#undef HIPIFY_FP8_BF16
HIPIFY_FP8_FN __half2_raw
__nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t x,
                           __nv_fp8_interpretation_t k) {
  unsigned short B[2] = {fp8_bits::toHalfBits(x & 0xff, k),
                         fp8_bits::toHalfBits(x >> 8, k)};
  __half2_raw H;
  __builtin_memcpy(&H, B, sizeof B);
  return H;
}

namespace fp8_detail {
/// __nv_fp8_e4m3 and __nv_fp8_e5m2: one fp8 value of interpretation K.
template <__nv_fp8_interpretation_t K> struct Scalar {
  __nv_fp8_storage_t __x;
  Scalar() = default;
  explicit HIPIFY_FP8_FN Scalar(__half f)
      : __x(__nv_cvt_halfraw_to_fp8(from16<__half_raw>(bits16(f)),
                                    __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Scalar(__hip_bfloat16 f)
      : __x(__nv_cvt_bfloat16raw_to_fp8(from16<__hip_bfloat16_raw>(bits16(f)),
                                        __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Scalar(float f)
      : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Scalar(double f)
      : __x(__nv_cvt_double_to_fp8(f, __NV_SATFINITE, K)) {}
#define HIPIFY_FP8_FROM_INTEGER(T)                                             \
  explicit HIPIFY_FP8_FN Scalar(T v) : Scalar(static_cast<float>(v)) {}
  HIPIFY_FP8_FROM_INTEGER(unsigned short int)
  HIPIFY_FP8_FROM_INTEGER(unsigned int)
  HIPIFY_FP8_FROM_INTEGER(unsigned long int)
  HIPIFY_FP8_FROM_INTEGER(unsigned long long int)
  HIPIFY_FP8_FROM_INTEGER(short int)
  HIPIFY_FP8_FROM_INTEGER(int)
  HIPIFY_FP8_FROM_INTEGER(long int)
  HIPIFY_FP8_FROM_INTEGER(long long int)
#undef HIPIFY_FP8_FROM_INTEGER
  explicit HIPIFY_FP8_FN operator __half() const {
    return from16<__half>(fp8_bits::toHalfBits(__x, K));
  }
  explicit HIPIFY_FP8_FN operator float() const {
    return floatOf(fp8_bits::toFloatBits(__x, K));
  }
  explicit HIPIFY_FP8_FN operator double() const {
    return static_cast<double>(static_cast<float>(*this));
  }
  // Every fp8 value is a bfloat16 (NaN: 0x7fff).
  explicit HIPIFY_FP8_FN operator __hip_bfloat16() const {
    return from16<__hip_bfloat16>(
        static_cast<unsigned short>(fp8_bits::toFloatBits(__x, K) >> 16));
  }
#define HIPIFY_FP8_TO_INTEGER(T, Lo, Hi)                                       \
  explicit HIPIFY_FP8_FN operator T() const {                                  \
    return fp8_bits::toInteger<T>(__x, K, Lo, Hi);                             \
  }
  HIPIFY_FP8_TO_INTEGER(unsigned char, 0.0, 255.0)
  HIPIFY_FP8_TO_INTEGER(signed char, -128.0, 127.0)
  HIPIFY_FP8_TO_INTEGER(char, (char(-1) < 0 ? -128.0 : 0.0),
                        (char(-1) < 0 ? 127.0 : 255.0))
  HIPIFY_FP8_TO_INTEGER(unsigned short int, 0.0, 65535.0)
  HIPIFY_FP8_TO_INTEGER(short int, -32768.0, 32767.0)
  HIPIFY_FP8_TO_INTEGER(unsigned int, 0.0, 4294967295.0)
  HIPIFY_FP8_TO_INTEGER(int, -2147483648.0, 2147483647.0)
  HIPIFY_FP8_TO_INTEGER(unsigned long int, 0.0,
                        sizeof(long) == 8 ? 0x1p64 : 4294967295.0)
  HIPIFY_FP8_TO_INTEGER(long int, sizeof(long) == 8 ? -0x1p63 : -2147483648.0,
                        sizeof(long) == 8 ? 0x1p63 : 2147483647.0)
  HIPIFY_FP8_TO_INTEGER(unsigned long long int, 0.0, 0x1p64)
  HIPIFY_FP8_TO_INTEGER(long long int, -0x1p63, 0x1p63)
#undef HIPIFY_FP8_TO_INTEGER
  explicit HIPIFY_FP8_FN operator bool() const { return (__x & 0x7fu) != 0; }
};

/// __nv_fp8x2_e4m3 and __nv_fp8x2_e5m2: x in the low byte.
template <__nv_fp8_interpretation_t K> struct Pair {
  __nv_fp8x2_storage_t __x;
  Pair() = default;
  explicit HIPIFY_FP8_FN Pair(__half2 f)
      : __x(__nv_cvt_halfraw2_to_fp8x2(halves(f), __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Pair(__hip_bfloat162 f)
      : __x(__nv_cvt_bfloat16raw2_to_fp8x2(bfloats(f), __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Pair(float2 f)
      : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN Pair(double2 f)
      : __x(__nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, K)) {}
  explicit HIPIFY_FP8_FN operator __half2() const {
    __half2_raw R = __nv_cvt_fp8x2_to_halfraw2(__x, K);
    __half2 H;
    __builtin_memcpy(&H, &R, sizeof H);
    return H;
  }
  explicit HIPIFY_FP8_FN operator float2() const {
    return float2{floatOf(fp8_bits::toFloatBits(__x & 0xff, K)),
                  floatOf(fp8_bits::toFloatBits(__x >> 8, K))};
  }
  static HIPIFY_FP8_FN __half2_raw halves(__half2 f) {
    __half2_raw R;
    __builtin_memcpy(&R, &f, sizeof R);
    return R;
  }
  static HIPIFY_FP8_FN __hip_bfloat162_raw bfloats(__hip_bfloat162 f) {
    __hip_bfloat162_raw R;
    __builtin_memcpy(&R, &f, sizeof R);
    return R;
  }
};

/// __nv_fp8x4_e4m3 and __nv_fp8x4_e5m2: x in the low byte, w in the high.
template <__nv_fp8_interpretation_t K> struct Quad {
  __nv_fp8x4_storage_t __x;
  Quad() = default;
  explicit HIPIFY_FP8_FN Quad(__half2 lo, __half2 hi)
      : __x(pack(Pair<K>(lo).__x, Pair<K>(hi).__x)) {}
  explicit HIPIFY_FP8_FN Quad(__hip_bfloat162 lo, __hip_bfloat162 hi)
      : __x(pack(Pair<K>(lo).__x, Pair<K>(hi).__x)) {}
  explicit HIPIFY_FP8_FN Quad(float4 f)
      : __x(pack(Pair<K>(float2{f.x, f.y}).__x,
                 Pair<K>(float2{f.z, f.w}).__x)) {}
  explicit HIPIFY_FP8_FN Quad(double4 f)
      : __x(pack(Pair<K>(double2{f.x, f.y}).__x,
                 Pair<K>(double2{f.z, f.w}).__x)) {}
  explicit HIPIFY_FP8_FN operator float4() const {
    float2 Lo = static_cast<float2>(half(__x)), Hi = static_cast<float2>(half(__x >> 16));
    return float4{Lo.x, Lo.y, Hi.x, Hi.y};
  }
  static HIPIFY_FP8_FN __nv_fp8x4_storage_t pack(__nv_fp8x2_storage_t Lo,
                                                 __nv_fp8x2_storage_t Hi) {
    return static_cast<__nv_fp8x4_storage_t>(Lo) |
           static_cast<__nv_fp8x4_storage_t>(Hi) << 16;
  }
  static HIPIFY_FP8_FN Pair<K> half(__nv_fp8x4_storage_t X) {
    Pair<K> P;
    P.__x = static_cast<__nv_fp8x2_storage_t>(X);
    return P;
  }
};
} // namespace fp8_detail

typedef fp8_detail::Scalar<__NV_E4M3> __nv_fp8_e4m3;
typedef fp8_detail::Scalar<__NV_E5M2> __nv_fp8_e5m2;
typedef fp8_detail::Pair<__NV_E4M3> __nv_fp8x2_e4m3;
typedef fp8_detail::Pair<__NV_E5M2> __nv_fp8x2_e5m2;
typedef fp8_detail::Quad<__NV_E4M3> __nv_fp8x4_e4m3;
typedef fp8_detail::Quad<__NV_E5M2> __nv_fp8x4_e5m2;

} // namespace hipify
#endif
