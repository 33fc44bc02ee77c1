// hipify-cxx helper header: the PTX instructions of inline assembly, as C++.
//
// hipify_ptx.h - exact implementations of the PTX instructions that CUDA
// code writes as inline assembly (asm("bfe.u32 %0, %1, %2, %3;" ...)), which
// AMD GPUs do not run. hipify-cxx reads such an asm statement and, when it
// knows every instruction in it, rewrites it into calls of these functions:
//
//   asm("bfe.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(v), "r"(pos), "r"(len));
//   (ret) = hipify::ptx_bfe_u32((v), (pos), (len));
//
// and writes this header beside the translation (docs/helpers.md lists the
// instructions it knows; any other asm statement is reported, never half
// translated).
//
// Written for hipify-cxx from the PTX ISA only (NVIDIA's "Parallel Thread
// Execution ISA", the sections of each instruction: its syntax, its
// "Semantics" pseudo-code and its notes). Each function computes, for every
// input, the bits the instruction's semantics define. Arithmetic wraps as
// PTX's does: it is done in unsigned types, modulo 2^32 or 2^64, so no
// operation here overflows a signed type. Signed results are converted back
// from those bits (two's complement).
//
// The integer instructions compile as HIP or CUDA device and host code, and
// as plain C++ (the host tests). The special registers (%laneid,
// %lanemask_*, %globaltimer) are HIP device code only.
#ifndef HIPIFY_PTX_H
#define HIPIFY_PTX_H

#if defined(__HIPCC__) || defined(__CUDACC__)
#if defined(__HIPCC__)
#include <hip/hip_runtime.h>
#endif
#define HIPIFY_PTX_FN __host__ __device__ inline
#else
#define HIPIFY_PTX_FN inline
#endif

namespace hipify {

namespace ptx_detail {
using u32 = unsigned int;
using u64 = unsigned long long;
using s32 = int;
using s64 = long long;
static_assert(sizeof(u32) == 4 && sizeof(u64) == 8, "PTX's widths");

// Bit I of X (I < the width).
template <class U> HIPIFY_PTX_FN U bit(U X, unsigned I) { return (X >> I) & 1u; }
// The width of U in bits.
template <class U> HIPIFY_PTX_FN unsigned width() { return 8u * sizeof(U); }

// bfe: PTX ISA "bfe": msb = width - 1; pos = b & 0xff; len = c & 0xff;
// sbit = 0 for the unsigned types or len == 0, else a[min(pos + len - 1,
// msb)]; d[i] = (i < len && pos + i <= msb) ? a[pos + i] : sbit.
template <class U>
HIPIFY_PTX_FN U bfe(U A, u32 B, u32 C, bool Signed) {
  const unsigned Msb = width<U>() - 1, Pos = B & 0xff, Len = C & 0xff;
  U SBit = 0;
  if (Signed && Len != 0) {
    unsigned Top = Pos + Len - 1;
    SBit = bit(A, Top < Msb ? Top : Msb);
  }
  U D = 0;
  for (unsigned I = 0; I <= Msb; ++I) {
    U Bit = (I < Len && Pos + I <= Msb) ? bit(A, Pos + I) : SBit;
    D |= Bit << I;
  }
  return D;
}

// bfi: f = b; for (i = 0; i < len && pos + i <= msb; ++i) f[pos + i] = a[i],
// pos = c & 0xff, len = d & 0xff.
template <class U> HIPIFY_PTX_FN U bfi(U A, U B, u32 C, u32 D) {
  const unsigned Msb = width<U>() - 1, Pos = C & 0xff, Len = D & 0xff;
  U F = B;
  for (unsigned I = 0; I < Len && Pos + I <= Msb; ++I)
    F = (F & ~(U(1) << (Pos + I))) | (bit(A, I) << (Pos + I));
  return F;
}

// bfind: the position of the most significant bit that is not a sign bit
// (for a negative signed value, of its complement), 0xffffffff when there is
// none; .shiftamt: msb - that position (the left shift that normalises).
template <class U> HIPIFY_PTX_FN u32 bfind(U A, bool Signed, bool ShiftAmt) {
  const unsigned Msb = width<U>() - 1;
  if (Signed && bit(A, Msb))
    A = ~A;
  for (unsigned I = Msb + 1; I-- > 0;)
    if (bit(A, I))
      return ShiftAmt ? Msb - I : I;
  return 0xffffffffu;
}

template <class U> HIPIFY_PTX_FN U brev(U A) {
  U D = 0;
  for (unsigned I = 0; I < width<U>(); ++I)
    D |= bit(A, I) << (width<U>() - 1 - I);
  return D;
}
template <class U> HIPIFY_PTX_FN u32 popc(U A) {
  u32 N = 0;
  for (; A; A &= A - 1)
    ++N;
  return N;
}
template <class U> HIPIFY_PTX_FN u32 clz(U A) {
  u32 N = 0;
  for (unsigned I = width<U>(); I-- > 0 && !bit(A, I);)
    ++N;
  return N;
}

// The high half of the double-width product of A and B, unsigned.
HIPIFY_PTX_FN u64 mulhi(u64 A, u64 B) {
  u64 ALo = A & 0xffffffffu, AHi = A >> 32, BLo = B & 0xffffffffu,
      BHi = B >> 32;
  u64 LL = ALo * BLo, LH = ALo * BHi, HL = AHi * BLo, HH = AHi * BHi;
  u64 Mid = (LL >> 32) + (LH & 0xffffffffu) + (HL & 0xffffffffu);
  return HH + (LH >> 32) + (HL >> 32) + (Mid >> 32);
}
// The same, signed: the unsigned product corrected for negative operands
// (a * b = ua * ub - 2^64 * (b if a < 0) - 2^64 * (a if b < 0)).
HIPIFY_PTX_FN s64 mulhi(s64 A, s64 B) {
  u64 H = mulhi(u64(A), u64(B));
  if (A < 0)
    H -= u64(B);
  if (B < 0)
    H -= u64(A);
  return s64(H);
}

// One byte of prmt's 8-byte source {b, a}: byte I (0..7).
HIPIFY_PTX_FN u32 byteOf(u64 Source, unsigned I) {
  return u32(Source >> (8 * (I & 7))) & 0xffu;
}
} // namespace ptx_detail

// bfe.u32 / .s32 / .u64 / .s64 d, a, b, c
HIPIFY_PTX_FN unsigned int ptx_bfe_u32(unsigned int a, unsigned int b,
                                       unsigned int c) {
  return ptx_detail::bfe<ptx_detail::u32>(a, b, c, false);
}
HIPIFY_PTX_FN int ptx_bfe_s32(int a, unsigned int b, unsigned int c) {
  return int(ptx_detail::bfe<ptx_detail::u32>(ptx_detail::u32(a), b, c, true));
}
HIPIFY_PTX_FN unsigned long long ptx_bfe_u64(unsigned long long a,
                                             unsigned int b, unsigned int c) {
  return ptx_detail::bfe<ptx_detail::u64>(a, b, c, false);
}
HIPIFY_PTX_FN long long ptx_bfe_s64(long long a, unsigned int b,
                                    unsigned int c) {
  return (long long)(ptx_detail::bfe<ptx_detail::u64>(ptx_detail::u64(a), b,
                                                       c, true));
}
// bfi.b32 / .b64 f, a, b, c, d: a's low bits into b at c, d of them.
HIPIFY_PTX_FN unsigned int ptx_bfi_b32(unsigned int a, unsigned int b,
                                       unsigned int c, unsigned int d) {
  return ptx_detail::bfi<ptx_detail::u32>(a, b, c, d);
}
HIPIFY_PTX_FN unsigned long long ptx_bfi_b64(unsigned long long a,
                                             unsigned long long b,
                                             unsigned int c, unsigned int d) {
  return ptx_detail::bfi<ptx_detail::u64>(a, b, c, d);
}

// prmt.b32 d, a, b, c: byte i of d is the byte of {b, a} that nibble i of c
// selects (bits 0-2), or that byte's sign bit copied to all 8 (bit 3).
HIPIFY_PTX_FN unsigned int ptx_prmt_b32(unsigned int a, unsigned int b,
                                        unsigned int c) {
  const ptx_detail::u64 Source = (ptx_detail::u64(b) << 32) | a;
  unsigned int D = 0;
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Sel = (c >> (4 * I)) & 0xfu;
    unsigned int Byte = ptx_detail::byteOf(Source, Sel);
    if (Sel & 8u)
      Byte = (Byte & 0x80u) ? 0xffu : 0u;
    D |= Byte << (8 * I);
  }
  return D;
}
// The modes: c[1:0] (s) gives every byte's index (the PTX ISA's table).
#define HIPIFY_PTX_PRMT_MODE(Mode, Index)                                      \
  HIPIFY_PTX_FN unsigned int ptx_prmt_b32_##Mode(                              \
      unsigned int a, unsigned int b, unsigned int c) {                        \
    const ptx_detail::u64 Source = (ptx_detail::u64(b) << 32) | a;            \
    const unsigned s = c & 3u;                                                 \
    unsigned int D = 0;                                                        \
    for (unsigned k = 0; k < 4; ++k)                                           \
      D |= ptx_detail::byteOf(Source, (Index)) << (8 * k);                    \
    return D;                                                                  \
  }
HIPIFY_PTX_PRMT_MODE(f4e, s + k)                  // forward 4 extract
HIPIFY_PTX_PRMT_MODE(b4e, s + 8 - k)              // backward 4 extract
HIPIFY_PTX_PRMT_MODE(rc8, s)                      // replicate 8
HIPIFY_PTX_PRMT_MODE(ecl, k > s ? k : s)          // edge clamp left
HIPIFY_PTX_PRMT_MODE(ecr, k < s ? k : s)          // edge clamp right
HIPIFY_PTX_PRMT_MODE(rc16, (s & 1u) * 2 + (k & 1u)) // replicate 16
#undef HIPIFY_PTX_PRMT_MODE

// lop3.b32 d, a, b, c, immLut: bit i of d is bit (a_i * 4 + b_i * 2 + c_i)
// of immLut (the PTX ISA: immLut is F(0xF0, 0xCC, 0xAA)).
HIPIFY_PTX_FN unsigned int ptx_lop3_b32(unsigned int a, unsigned int b,
                                        unsigned int c, unsigned int lut) {
  unsigned int D = 0;
  for (unsigned I = 0; I < 32; ++I) {
    unsigned Index = (((a >> I) & 1u) << 2) | (((b >> I) & 1u) << 1) |
                     ((c >> I) & 1u);
    D |= ((lut >> Index) & 1u) << I;
  }
  return D;
}

HIPIFY_PTX_FN unsigned int ptx_brev_b32(unsigned int a) {
  return ptx_detail::brev(a);
}
HIPIFY_PTX_FN unsigned long long ptx_brev_b64(unsigned long long a) {
  return ptx_detail::brev(a);
}
HIPIFY_PTX_FN unsigned int ptx_popc_b32(unsigned int a) {
  return ptx_detail::popc(a);
}
HIPIFY_PTX_FN unsigned int ptx_popc_b64(unsigned long long a) {
  return ptx_detail::popc(a);
}
HIPIFY_PTX_FN unsigned int ptx_clz_b32(unsigned int a) {
  return ptx_detail::clz(a);
}
HIPIFY_PTX_FN unsigned int ptx_clz_b64(unsigned long long a) {
  return ptx_detail::clz(a);
}
#define HIPIFY_PTX_BFIND(Suffix, Type, Unsigned, Signed)                       \
  HIPIFY_PTX_FN unsigned int ptx_bfind_##Suffix(Type a) {                      \
    return ptx_detail::bfind(Unsigned(a), Signed, false);                      \
  }                                                                            \
  HIPIFY_PTX_FN unsigned int ptx_bfind_shiftamt_##Suffix(Type a) {             \
    return ptx_detail::bfind(Unsigned(a), Signed, true);                       \
  }
HIPIFY_PTX_BFIND(u32, unsigned int, ptx_detail::u32, false)
HIPIFY_PTX_BFIND(s32, int, ptx_detail::u32, true)
HIPIFY_PTX_BFIND(u64, unsigned long long, ptx_detail::u64, false)
HIPIFY_PTX_BFIND(s64, long long, ptx_detail::u64, true)
#undef HIPIFY_PTX_BFIND

// shf.l / shf.r .wrap / .clamp .b32 d, a, b, c: {b, a} shifted by n (c mod
// 32, or min(c, 32)); .l keeps the high word, .r the low one.
HIPIFY_PTX_FN unsigned int ptx_shf_l_wrap_b32(unsigned int a, unsigned int b,
                                              unsigned int c) {
  const ptx_detail::u64 Pair = (ptx_detail::u64(b) << 32) | a;
  return (unsigned int)((Pair << (c & 31u)) >> 32);
}
HIPIFY_PTX_FN unsigned int ptx_shf_l_clamp_b32(unsigned int a, unsigned int b,
                                               unsigned int c) {
  const ptx_detail::u64 Pair = (ptx_detail::u64(b) << 32) | a;
  return (unsigned int)((Pair << (c < 32u ? c : 32u)) >> 32);
}
HIPIFY_PTX_FN unsigned int ptx_shf_r_wrap_b32(unsigned int a, unsigned int b,
                                              unsigned int c) {
  const ptx_detail::u64 Pair = (ptx_detail::u64(b) << 32) | a;
  return (unsigned int)(Pair >> (c & 31u));
}
HIPIFY_PTX_FN unsigned int ptx_shf_r_clamp_b32(unsigned int a, unsigned int b,
                                               unsigned int c) {
  const ptx_detail::u64 Pair = (ptx_detail::u64(b) << 32) | a;
  return (unsigned int)(Pair >> (c < 32u ? c : 32u));
}

// shl / shr .b32 .b64 .u .s: a shift amount past the width is clamped to it
// (shl and shr.u give 0; shr.s fills with the sign bit).
HIPIFY_PTX_FN unsigned int ptx_shl_b32(unsigned int a, unsigned int b) {
  return b >= 32u ? 0u : a << b;
}
HIPIFY_PTX_FN unsigned long long ptx_shl_b64(unsigned long long a,
                                             unsigned int b) {
  return b >= 64u ? 0u : a << b;
}
HIPIFY_PTX_FN unsigned int ptx_shr_u32(unsigned int a, unsigned int b) {
  return b >= 32u ? 0u : a >> b;
}
HIPIFY_PTX_FN unsigned long long ptx_shr_u64(unsigned long long a,
                                             unsigned int b) {
  return b >= 64u ? 0u : a >> b;
}
HIPIFY_PTX_FN int ptx_shr_s32(int a, unsigned int b) {
  // Arithmetic shift, written on the unsigned bits: the sign fills from the
  // top.
  const unsigned int U = (unsigned int)a, Fill = a < 0 ? ~0u : 0u;
  if (b >= 32u)
    return int(Fill);
  return b == 0 ? a : int((U >> b) | (Fill << (32u - b)));
}
HIPIFY_PTX_FN long long ptx_shr_s64(long long a, unsigned int b) {
  const unsigned long long U = (unsigned long long)a,
                           Fill = a < 0 ? ~0ull : 0ull;
  if (b >= 64u)
    return (long long)Fill;
  return b == 0 ? a : (long long)((U >> b) | (Fill << (64u - b)));
}

// add / sub / mul.lo: modulo 2^32 or 2^64 (the .s types have the same bits).
HIPIFY_PTX_FN unsigned int ptx_add_u32(unsigned int a, unsigned int b) {
  return a + b;
}
HIPIFY_PTX_FN unsigned long long ptx_add_u64(unsigned long long a,
                                             unsigned long long b) {
  return a + b;
}
HIPIFY_PTX_FN unsigned int ptx_sub_u32(unsigned int a, unsigned int b) {
  return a - b;
}
HIPIFY_PTX_FN unsigned long long ptx_sub_u64(unsigned long long a,
                                             unsigned long long b) {
  return a - b;
}
HIPIFY_PTX_FN unsigned int ptx_mul_lo_u32(unsigned int a, unsigned int b) {
  return a * b;
}
HIPIFY_PTX_FN unsigned long long ptx_mul_lo_u64(unsigned long long a,
                                                unsigned long long b) {
  return a * b;
}
// mul.hi: the high half of the double-width product.
HIPIFY_PTX_FN unsigned int ptx_mul_hi_u32(unsigned int a, unsigned int b) {
  return (unsigned int)((ptx_detail::u64(a) * b) >> 32);
}
HIPIFY_PTX_FN int ptx_mul_hi_s32(int a, int b) {
  return int((unsigned long long)((long long)a * b) >> 32);
}
HIPIFY_PTX_FN unsigned long long ptx_mul_hi_u64(unsigned long long a,
                                                unsigned long long b) {
  return ptx_detail::mulhi(ptx_detail::u64(a), ptx_detail::u64(b));
}
HIPIFY_PTX_FN long long ptx_mul_hi_s64(long long a, long long b) {
  return ptx_detail::mulhi(ptx_detail::s64(a), ptx_detail::s64(b));
}
// mul.wide: the whole double-width product.
HIPIFY_PTX_FN unsigned long long ptx_mul_wide_u32(unsigned int a,
                                                  unsigned int b) {
  return ptx_detail::u64(a) * b;
}
HIPIFY_PTX_FN long long ptx_mul_wide_s32(int a, int b) {
  return (long long)a * b;
}
// mad.lo / mad.hi: the low or high half of a * b, plus c, modulo the width.
HIPIFY_PTX_FN unsigned int ptx_mad_lo_u32(unsigned int a, unsigned int b,
                                          unsigned int c) {
  return a * b + c;
}
HIPIFY_PTX_FN unsigned long long ptx_mad_lo_u64(unsigned long long a,
                                                unsigned long long b,
                                                unsigned long long c) {
  return a * b + c;
}
HIPIFY_PTX_FN unsigned int ptx_mad_hi_u32(unsigned int a, unsigned int b,
                                          unsigned int c) {
  return ptx_mul_hi_u32(a, b) + c;
}
HIPIFY_PTX_FN int ptx_mad_hi_s32(int a, int b, int c) {
  return int((unsigned int)ptx_mul_hi_s32(a, b) + (unsigned int)c);
}
HIPIFY_PTX_FN unsigned long long ptx_mad_hi_u64(unsigned long long a,
                                                unsigned long long b,
                                                unsigned long long c) {
  return ptx_mul_hi_u64(a, b) + c;
}
HIPIFY_PTX_FN long long ptx_mad_hi_s64(long long a, long long b, long long c) {
  return (long long)((unsigned long long)ptx_mul_hi_s64(a, b) +
                     (unsigned long long)c);
}
HIPIFY_PTX_FN unsigned long long ptx_mad_wide_u32(unsigned int a,
                                                  unsigned int b,
                                                  unsigned long long c) {
  return ptx_detail::u64(a) * b + c;
}
HIPIFY_PTX_FN long long ptx_mad_wide_s32(int a, int b, long long c) {
  return (long long)((unsigned long long)((long long)a * b) +
                     (unsigned long long)c);
}

// The carry chains: add.cc / addc{.cc} / sub.cc / subc{.cc}. The condition
// code's carry flag (CC.CF) lives in the statement that the translation
// makes of one asm statement (PTX keeps it only within one: "not preserved
// across calls"); for subtraction it is the borrow (subc: d = a - (b +
// CC.CF), the borrow out written to CC.CF).
#define HIPIFY_PTX_CARRY(Bits, Type)                                           \
  HIPIFY_PTX_FN Type ptx_add_cc_u##Bits(Type a, Type b, unsigned int &cf) {    \
    Type D = a + b;                                                            \
    cf = D < a;                                                                \
    return D;                                                                  \
  }                                                                            \
  HIPIFY_PTX_FN Type ptx_addc_u##Bits(Type a, Type b, unsigned int cf) {       \
    return a + b + (cf & 1u);                                                  \
  }                                                                            \
  HIPIFY_PTX_FN Type ptx_addc_cc_u##Bits(Type a, Type b, unsigned int &cf) {   \
    Type S = a + b, D = S + (cf & 1u);                                         \
    cf = (S < a) | (D < S);                                                    \
    return D;                                                                  \
  }                                                                            \
  HIPIFY_PTX_FN Type ptx_sub_cc_u##Bits(Type a, Type b, unsigned int &cf) {    \
    cf = a < b;                                                                \
    return a - b;                                                              \
  }                                                                            \
  HIPIFY_PTX_FN Type ptx_subc_u##Bits(Type a, Type b, unsigned int cf) {       \
    return a - b - (cf & 1u);                                                  \
  }                                                                            \
  HIPIFY_PTX_FN Type ptx_subc_cc_u##Bits(Type a, Type b, unsigned int &cf) {   \
    const Type In = cf & 1u;                                                   \
    cf = (a < b) | (a - b < In);                                               \
    return a - b - In;                                                         \
  }
HIPIFY_PTX_CARRY(32, unsigned int)
HIPIFY_PTX_CARRY(64, unsigned long long)
#undef HIPIFY_PTX_CARRY

// min / max of the signed and unsigned types.
#define HIPIFY_PTX_MINMAX(Suffix, Type)                                        \
  HIPIFY_PTX_FN Type ptx_min_##Suffix(Type a, Type b) { return b < a ? b : a; } \
  HIPIFY_PTX_FN Type ptx_max_##Suffix(Type a, Type b) { return a < b ? b : a; }
HIPIFY_PTX_MINMAX(u32, unsigned int)
HIPIFY_PTX_MINMAX(s32, int)
HIPIFY_PTX_MINMAX(u64, unsigned long long)
HIPIFY_PTX_MINMAX(s64, long long)
#undef HIPIFY_PTX_MINMAX

// cvt.{rni,rzi,rmi,rpi}.<integer>.<f32|f64> d, a: a rounded to an integer
// (to nearest even, toward zero, down, up), clamped to the destination's
// range; NaN is 0 (the PTX ISA's cvt: "the result is clamped to the
// destination range by default").
namespace ptx_detail {
// R (an integer value, or NaN) in I, clamped: Lo is I's least value, Hi its
// greatest as a double (2^63 and 2^64 for the 64-bit types, one past it).
template <class I> HIPIFY_PTX_FN I cvtClamp(double R, double Lo, double Hi) {
  const bool Signed = I(~I(0)) < I(0);
  const I Max = Signed ? I(~0ull >> (65 - 8 * sizeof(I))) : I(~I(0));
  if (R != R)
    return I(0);
  if (R <= Lo)
    return I(Lo);
  return R >= Hi ? Max : I(R);
}
} // namespace ptx_detail
#define HIPIFY_PTX_CVT(R, Round, D, DType, Lo, Hi, A, AType)                   \
  HIPIFY_PTX_FN DType ptx_cvt_##R##_##D##_##A(AType a) {                       \
    return ptx_detail::cvtClamp<DType>(double(Round(a)), Lo, Hi);              \
  }
#define HIPIFY_PTX_CVT_TYPES(R, RoundF, RoundD)                                \
  HIPIFY_PTX_CVT(R, RoundF, s8, signed char, -128.0, 127.0, f32, float)        \
  HIPIFY_PTX_CVT(R, RoundD, s8, signed char, -128.0, 127.0, f64, double)       \
  HIPIFY_PTX_CVT(R, RoundF, u8, unsigned char, 0.0, 255.0, f32, float)         \
  HIPIFY_PTX_CVT(R, RoundD, u8, unsigned char, 0.0, 255.0, f64, double)        \
  HIPIFY_PTX_CVT(R, RoundF, s16, short, -32768.0, 32767.0, f32, float)         \
  HIPIFY_PTX_CVT(R, RoundD, s16, short, -32768.0, 32767.0, f64, double)        \
  HIPIFY_PTX_CVT(R, RoundF, u16, unsigned short, 0.0, 65535.0, f32, float)     \
  HIPIFY_PTX_CVT(R, RoundD, u16, unsigned short, 0.0, 65535.0, f64, double)    \
  HIPIFY_PTX_CVT(R, RoundF, s32, int, -2147483648.0, 2147483647.0, f32, float) \
  HIPIFY_PTX_CVT(R, RoundD, s32, int, -2147483648.0, 2147483647.0, f64, double) \
  HIPIFY_PTX_CVT(R, RoundF, u32, unsigned int, 0.0, 4294967295.0, f32, float)  \
  HIPIFY_PTX_CVT(R, RoundD, u32, unsigned int, 0.0, 4294967295.0, f64, double) \
  HIPIFY_PTX_CVT(R, RoundF, s64, long long, -9223372036854775808.0,            \
                 9223372036854775808.0, f32, float)                            \
  HIPIFY_PTX_CVT(R, RoundD, s64, long long, -9223372036854775808.0,            \
                 9223372036854775808.0, f64, double)                           \
  HIPIFY_PTX_CVT(R, RoundF, u64, unsigned long long, 0.0,                      \
                 18446744073709551616.0, f32, float)                           \
  HIPIFY_PTX_CVT(R, RoundD, u64, unsigned long long, 0.0,                      \
                 18446744073709551616.0, f64, double)
HIPIFY_PTX_CVT_TYPES(rni, __builtin_rintf, __builtin_rint)
HIPIFY_PTX_CVT_TYPES(rzi, __builtin_truncf, __builtin_trunc)
HIPIFY_PTX_CVT_TYPES(rmi, __builtin_floorf, __builtin_floor)
HIPIFY_PTX_CVT_TYPES(rpi, __builtin_ceilf, __builtin_ceil)
#undef HIPIFY_PTX_CVT_TYPES
#undef HIPIFY_PTX_CVT

// cvt.rn.{f16x2,bf16x2}.f32 d, a, b: a converted in d's upper 16 bits, b in
// its lower (the PTX ISA), each rounded to nearest even: subnormals kept,
// overflow to infinity, a NaN the canonical 0x7fff (CUDART_NAN_FP16 and
// _BF16, as CUDA's own conversions give it).
namespace ptx_detail {
HIPIFY_PTX_FN u32 f32Bits(float F) {
  union { float F; u32 U; } V = {F};
  return V.U;
}
// X's 13 (binary16) or 16 (bfloat16) low bits Cut rounded off R: to nearest,
// ties to the even R.
HIPIFY_PTX_FN u32 roundOff(u32 R, u32 X, unsigned Cut) {
  u32 Rest = X & ((1u << Cut) - 1), Half = 1u << (Cut - 1);
  return R + (Rest > Half || (Rest == Half && (R & 1)));
}
HIPIFY_PTX_FN u32 f16Rn(float F) {
  u32 X = f32Bits(F), Sign = X >> 16 & 0x8000, A = X & 0x7fffffff;
  u32 E = A >> 23, M = (A & 0x7fffff) | 0x800000;
  if (A > 0x7f800000)
    return 0x7fff;
  if (A >= 0x477ff000) // 65520 and up: past the largest, 65504, by half a unit
    return Sign | 0x7c00;
  if (A <= 0x33000000) // 2^-25 and below: zero (2^-25 is the tie, to even)
    return Sign;
  if (E < 113) // a subnormal binary16: units of 2^-24
    return Sign | roundOff(M >> (126 - E), M, 126 - E);
  return Sign | roundOff((E - 112) << 10 | (A & 0x7fffff) >> 13, A, 13);
}
HIPIFY_PTX_FN u32 bf16Rn(float F) {
  u32 X = f32Bits(F);
  return (X & 0x7fffffff) > 0x7f800000 ? 0x7fff : roundOff(X >> 16, X, 16);
}
} // namespace ptx_detail
HIPIFY_PTX_FN unsigned int ptx_cvt_rn_f16x2_f32(float a, float b) {
  return ptx_detail::f16Rn(a) << 16 | ptx_detail::f16Rn(b);
}
HIPIFY_PTX_FN unsigned int ptx_cvt_rn_bf16x2_f32(float a, float b) {
  return ptx_detail::bf16Rn(a) << 16 | ptx_detail::bf16Rn(b);
}

// cp.async [dst], [src], cp-size{, src-size}: cp-size bytes at dst, the
// first src-size of them (all, without it) from src, the rest zero (the PTX
// ISA: "the remaining bytes ... are filled with zeros"). The copy is made
// at once, so its commit and wait groups have nothing left to wait for; the
// translation passes dst, a shared-memory address, as the generic pointer
// the device helper's __cvta_shared_to_generic makes of it.
HIPIFY_PTX_FN void ptx_cp_async(void *dst, const void *src,
                                unsigned int cpSize, unsigned int srcSize) {
  unsigned char *D = (unsigned char *)dst;
  const unsigned char *S = (const unsigned char *)src;
  for (unsigned int I = 0; I < cpSize; ++I)
    D[I] = I < srcSize ? S[I] : 0;
}
HIPIFY_PTX_FN void ptx_cp_async(void *dst, const void *src,
                                unsigned int cpSize) {
  ptx_cp_async(dst, src, cpSize, cpSize);
}

// mov.b64 d, {lo, hi} and mov.b64 {lo, hi}, d: a 64-bit register made of,
// or taken apart into, two 32-bit ones (lo the least significant).
HIPIFY_PTX_FN unsigned long long ptx_pack_b64(unsigned int lo,
                                              unsigned int hi) {
  return (ptx_detail::u64(hi) << 32) | lo;
}
HIPIFY_PTX_FN unsigned int ptx_lo_b64(unsigned long long a) {
  return (unsigned int)(a & 0xffffffffu);
}
HIPIFY_PTX_FN unsigned int ptx_hi_b64(unsigned long long a) {
  return (unsigned int)(a >> 32);
}
// mov.b32 d, {lo, hi} and mov.b32 {lo, hi}, d: of two 16-bit halves.
HIPIFY_PTX_FN unsigned int ptx_pack_b32(unsigned short lo, unsigned short hi) {
  return ((unsigned int)hi << 16) | lo;
}
HIPIFY_PTX_FN unsigned short ptx_lo_b32(unsigned int a) {
  return (unsigned short)(a & 0xffffu);
}
HIPIFY_PTX_FN unsigned short ptx_hi_b32(unsigned int a) {
  return (unsigned short)(a >> 16);
}

#if defined(__HIPCC__)
// The special registers that have a HIP meaning. %lanemask_*: as wide as
// the wavefront (64 bits on a 64-lane one); HIP has lt, eq and gt, and le
// and ge follow from them.
__device__ inline unsigned long long ptx_lanemask_lt() {
  return __lanemask_lt();
}
__device__ inline unsigned long long ptx_lanemask_le() {
  return __lanemask_lt() | __lanemask_eq();
}
__device__ inline unsigned long long ptx_lanemask_eq() {
  return __lanemask_eq();
}
__device__ inline unsigned long long ptx_lanemask_ge() {
  return __lanemask_gt() | __lanemask_eq();
}
__device__ inline unsigned long long ptx_lanemask_gt() {
  return __lanemask_gt();
}

// %globaltimer: "a predefined, 64-bit global nanosecond timer". HIP's
// wall_clock64() counts at a constant rate the device reports as
// hipDeviceAttributeWallClockRate (kHz): 100 MHz on the AMD GPUs of ROCm 6
// and 7. A device code cannot ask it, so the rate is this macro's: define
// HIPIFY_WALL_CLOCK_KHZ for a device whose rate differs. A tick is then
// 10 ns: the nanoseconds are exact to that resolution (PTX does not define
// the timer's resolution either).
#ifndef HIPIFY_WALL_CLOCK_KHZ
#define HIPIFY_WALL_CLOCK_KHZ 100000
#endif
__device__ inline unsigned long long ptx_globaltimer() {
#if defined(__HIP_DEVICE_COMPILE__) // HIP 5 declares the clock for it only
  // ticks * 10^6 / rate, without overflow: whole milliseconds, then the rest.
  const unsigned long long Ticks = (unsigned long long)wall_clock64(),
                           Khz = (unsigned long long)(HIPIFY_WALL_CLOCK_KHZ);
  return Ticks / Khz * 1000000ull + Ticks % Khz * 1000000ull / Khz;
#else
  return 0; // the host's pass over device code: never run
#endif
}
#endif

} // namespace hipify

#undef HIPIFY_PTX_FN
#endif // HIPIFY_PTX_H
