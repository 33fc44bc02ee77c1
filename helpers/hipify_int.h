// hipify-cxx helper header: CUDA's __dp4a, __dp2a, DPX and __nv_bswap.
//
// hipify_int.h - exact implementations of CUDA integer intrinsics that HIP
// (up to 7.1 at least) does not declare, for code translated to HIP:
//   - the dot products of sm_61_intrinsics.h: __dp4a, __dp2a_lo, __dp2a_hi,
//     every overload (int, unsigned int, and the vector forms);
//   - the DPX functions of the Math API's "SIMD Intrinsics" (CUDA 12, 36
//     functions): __vimax_s32_relu ... __vibmin_u16x2;
//   - the byte reversals of sm_20_intrinsics.h: __nv_bswap16/32/64;
//   - __fns of sm_20_intrinsics.h (PTX fns.b32), for HIP before 7.1.
// hipify-cxx rewrites a call __dp4a(a, b, c) into hipify::__dp4a(a, b, c) and
// writes this header beside the translation.
//
// Written for hipify-cxx from NVIDIA's documentation only: the CUDA Math API
// reference (the doc comments of sm_61_intrinsics.h, crt/device_functions.h
// and sm_20_intrinsics.h) and the PTX ISA (dp4a, dp2a; add, min and max with
// their .u16x2/.s16x2 types and .relu, which the DPX functions are made of).
// Where the Math API's text left a point open, NVIDIA's device_functions.hpp
// was read to settle it, and only for that; the comment at the point says so.
// The results are exact: bit for bit what the documentation defines, for
// every input. No operation here overflows a signed type: wrapping
// arithmetic is done in unsigned int, whose arithmetic is modulo 2^32.
//
// Compiles as HIP or CUDA device and host code, and as plain C++ (for tests).
// The vector overloads (char4, uchar4, short2, ushort2) take HIP's or CUDA's
// vector types; in plain C++ they are declared only where the includer
// defines HIPIFY_INT_VECTOR_TYPES and, before including this header, types of
// those names with members x, y (, z, w). Under HIP the header includes
// <hip/hip_runtime.h> for them; otherwise it includes nothing.
//
// Model: a 32-bit word holds lanes - bytes or 16-bit half-words - lane 0 in
// the least significant bits. A lane is sign-extended (signed forms: s32,
// s16x2, the int overloads) or zero-extended (unsigned forms) to int, where
// every intermediate is computed exactly, and results are truncated back to
// the lane's width.
//
// Dot products (PTX dp4a / dp2a, .atype = .btype = .s32 for the int forms,
// .u32 for the unsigned ones):
//   __dp4a(a, b, c)     c + a0*b0 + a1*b1 + a2*b2 + a3*b3, with ai, bi the
//                       bytes of a, b. PTX: "d = c; ... for (i = 0; i < 4;
//                       ++i) d += Va[i] * Vb[i];" in a 32-bit d: the sum
//                       wraps around modulo 2^32 (no saturation).
//   __dp2a_lo(a, b, c)  c + a0*b0 + a1*b1, with a0, a1 the half-words of a
//                       and b0, b1 bytes 0 and 1 of b. PTX: "b_select =
//                       (.mode == .lo) ? 0 : 2; for (i = 0; i < 2; ++i)
//                       d += Va[i] * Vb[b_select + i];". Wraps modulo 2^32.
//   __dp2a_hi(a, b, c)  c + a0*b2 + a1*b3: bytes 2 and 3 of b. Wraps.
//   Vector forms: CUDA passes the vector's memory as the word (the Math API:
//   "Takes four pairs of packed byte-sized integers from srcA and srcB
//   vectors"), so member x is lane 0 (the least significant), then y, z, w:
//   __dp2a_lo(short2 a, char4 b, c) = c + a.x*b.x + a.y*b.y and __dp2a_hi
//   the same with b.z, b.w.
//
// DPX functions (Math API, crt/device_functions.h). s32/u32: one signed or
// unsigned 32-bit value; s16x2/u16x2: per half-word lane, signed or unsigned
// ("These 2 byte parts are interpreted as signed shorts").
//   relu            max(r, 0) of the signed result r, per lane ("if this is
//                   less than 0 then 0 is returned"); only signed forms have
//                   it.
//   __vimax/__vimin_*_relu(a, b)      max(max(a, b), 0), max(min(a, b), 0).
//   __vimax3/__vimin3_*(a, b, c)      max(max(a, b), c), min(min(a, b), c).
//   __vimax3/__vimin3_*_relu(a, b, c) the same, then relu.
//   __viaddmax/__viaddmin_*(a, b, c)  max(a + b, c), min(a + b, c), where
//                   a + b WRAPS around in the operand's width (32 bits, or
//                   16 bits per lane) before the comparison: the Math API
//                   says only "the sum of signed integers a and b"; NVIDIA's
//                   device_functions.hpp, read to settle this, computes it
//                   with PTX add.s32 / add.u32 / add.s16x2 / add.u16x2 (no
//                   .sat; PTX add wraps) then max/min. So per 16-bit lane
//                   0x7fff + 1 is -32768, and __viaddmax_s16x2 compares that
//                   with c; for the unsigned forms 0xffff + 1 is 0.
//   __viaddmax/__viaddmin_*_relu(a, b, c) the same, then relu.
//   __vibmax_*(a, b, pred)  max(a, b), and *pred = (a >= b) (the Math API:
//                   "sets the value pointed to by pred to the value (a >=
//                   b)"): true on a tie.
//   __vibmin_*(a, b, pred)  min(a, b), and *pred = (a <= b): true on a tie.
//   __vibmax/__vibmin_*16x2(a, b, pred_hi, pred_lo)  per lane the same;
//                   *pred_hi is the predicate of the high half-word (bits
//                   16..31), *pred_lo that of the low one. (The Math API's
//                   text for __vibmin_s16x2/u16x2 says "performs a maximum";
//                   its brief, "Performs per-halfword min(a, b)", and its
//                   predicate (a <= b) say minimum, and device_functions.hpp,
//                   read to settle it, computes min.s16x2 / min.u16x2.)
//                   *pred_hi is stored first, then *pred_lo.
//
// Byte reversal: __nv_bswap16/32/64(x) is x with the order of its 2, 4, 8
// bytes reversed (sm_20_intrinsics.h: "Reverse the order of bytes of x").
#pragma once

#if defined(__HIPCC__)
#include <hip/hip_runtime.h> // char4, uchar4, short2, ushort2
#endif

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_INT_FN __host__ __device__ inline
#else
#define HIPIFY_INT_FN inline
#endif

#if defined(__HIPCC__) || defined(__CUDACC__) ||                              \
    defined(HIPIFY_INT_VECTOR_TYPES)
#define HIPIFY_INT_VECTORS 1
#else
#define HIPIFY_INT_VECTORS 0
#endif

namespace hipify {
namespace int_detail {

// ---------------------------------------------------------------------------
// Words and lanes.
// ---------------------------------------------------------------------------

// The 32-bit word U read as a two's complement int. (static_cast<int> of a
// value above INT_MAX is implementation-defined before C++20; this is not.)
HIPIFY_INT_FN int toInt(unsigned int U) {
  return U <= 0x7fffffffu ? static_cast<int>(U)
                          : static_cast<int>(U - 0x80000000u) - 0x7fffffff - 1;
}

// Lane i (0 = least significant) of Bits bits (8 or 16) of X, zero-extended.
template <int Bits>
HIPIFY_INT_FN int laneU(unsigned int X, int I) {
  return static_cast<int>((X >> (I * Bits)) & ((1u << Bits) - 1u));
}

// Lane i of X, sign-extended: -2^(Bits-1) .. 2^(Bits-1) - 1.
template <int Bits>
HIPIFY_INT_FN int laneS(unsigned int X, int I) {
  const int U = laneU<Bits>(X, I);
  return U >= (1 << (Bits - 1)) ? U - (1 << Bits) : U;
}

template <int Bits, bool Signed>
HIPIFY_INT_FN int lane(unsigned int X, int I) {
  return Signed ? laneS<Bits>(X, I) : laneU<Bits>(X, I);
}

// V truncated to 16 bits (modulo 2^16) and placed in half-word lane I.
HIPIFY_INT_FN unsigned int toHalf(int V, int I) {
  return (static_cast<unsigned int>(V) & 0xffffu) << (I * 16);
}

// V wrapped around into a 16-bit lane's range (modulo 2^16), as PTX
// add.s16x2 / add.u16x2 leave a lane's sum.
template <bool Signed>
HIPIFY_INT_FN int wrap16(int V) {
  return lane<16, Signed>(static_cast<unsigned int>(V), 0);
}

HIPIFY_INT_FN int maxI(int A, int B) { return A < B ? B : A; }
HIPIFY_INT_FN int minI(int A, int B) { return B < A ? B : A; }
HIPIFY_INT_FN unsigned int maxU(unsigned int A, unsigned int B) {
  return A < B ? B : A;
}
HIPIFY_INT_FN unsigned int minU(unsigned int A, unsigned int B) {
  return B < A ? B : A;
}
// relu: max(V, 0).
HIPIFY_INT_FN int relu(int V) { return V < 0 ? 0 : V; }

// a + b of two ints, wrapped around modulo 2^32 (PTX add.s32).
HIPIFY_INT_FN int addWrap(int A, int B) {
  return toInt(static_cast<unsigned int>(A) + static_cast<unsigned int>(B));
}

// ---------------------------------------------------------------------------
// Dot products: PTX dp4a and dp2a with .atype = .btype.
// ---------------------------------------------------------------------------

// C + sum over i < N of A_i * B_(BSel + i), modulo 2^32, where A_i are the
// lanes of ABits bits of A (8 for dp4a, 16 for dp2a) and B_j the bytes of B,
// all sign-extended if Signed, else zero-extended. The sum of the products
// fits an int (at most 2 * 65535 * 255 or 4 * 128 * 128 in magnitude); it is
// added to C in unsigned arithmetic, which wraps around as PTX's 32-bit d.
template <int ABits, int N, bool Signed>
HIPIFY_INT_FN unsigned int dot(unsigned int A, unsigned int B, int BSel,
                               unsigned int C) {
  int Sum = 0;
  for (int I = 0; I < N; ++I)
    Sum += lane<ABits, Signed>(A, I) * lane<8, Signed>(B, BSel + I);
  return C + static_cast<unsigned int>(Sum);
}

#if HIPIFY_INT_VECTORS
// The word a four-byte vector occupies: x in byte 0 ... w in byte 3.
template <class V>
HIPIFY_INT_FN unsigned int packBytes(const V &Vec) {
  return static_cast<unsigned int>(static_cast<unsigned char>(Vec.x)) |
         static_cast<unsigned int>(static_cast<unsigned char>(Vec.y)) << 8 |
         static_cast<unsigned int>(static_cast<unsigned char>(Vec.z)) << 16 |
         static_cast<unsigned int>(static_cast<unsigned char>(Vec.w)) << 24;
}

// The word a two-half-word vector occupies: x in bits 0..15, y in 16..31.
template <class V>
HIPIFY_INT_FN unsigned int packHalves(const V &Vec) {
  return static_cast<unsigned int>(static_cast<unsigned short>(Vec.x)) |
         static_cast<unsigned int>(static_cast<unsigned short>(Vec.y)) << 16;
}
#endif

// ---------------------------------------------------------------------------
// DPX: per half-word lane operations on the extended lane values. Each
// takes three lanes; the two-operand ones ignore C.
// ---------------------------------------------------------------------------

struct MaxRelu { // max(max(a, b), 0)
  static HIPIFY_INT_FN int apply(int A, int B, int) {
    return relu(maxI(A, B));
  }
};
struct MinRelu { // max(min(a, b), 0)
  static HIPIFY_INT_FN int apply(int A, int B, int) {
    return relu(minI(A, B));
  }
};
struct Max3 { // max(max(a, b), c)
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return maxI(maxI(A, B), C);
  }
};
struct Min3 { // min(min(a, b), c)
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return minI(minI(A, B), C);
  }
};
struct Max3Relu { // max(max(max(a, b), c), 0)
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return relu(maxI(maxI(A, B), C));
  }
};
struct Min3Relu { // max(min(min(a, b), c), 0)
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return relu(minI(minI(A, B), C));
  }
};
// max(a + b, c) / min(a + b, c), a + b wrapped to the lane (signed or not).
template <bool Signed>
struct AddMax {
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return maxI(wrap16<Signed>(A + B), C);
  }
};
template <bool Signed>
struct AddMin {
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return minI(wrap16<Signed>(A + B), C);
  }
};
struct AddMaxRelu { // max(max(a + b, c), 0), signed lanes
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return relu(maxI(wrap16<true>(A + B), C));
  }
};
struct AddMinRelu { // max(min(a + b, c), 0), signed lanes
  static HIPIFY_INT_FN int apply(int A, int B, int C) {
    return relu(minI(wrap16<true>(A + B), C));
  }
};

// Op on each half-word lane triple of A, B, C (lanes sign-extended if
// Signed, else zero-extended), each result truncated into its lane (every
// result here is one of the lane values, a wrapped sum, or 0, so it fits).
template <bool Signed, class Op>
HIPIFY_INT_FN unsigned int perHalf(unsigned int A, unsigned int B,
                                   unsigned int C) {
  unsigned int R = 0;
  for (int I = 0; I < 2; ++I)
    R |= toHalf(Op::apply(lane<16, Signed>(A, I), lane<16, Signed>(B, I),
                          lane<16, Signed>(C, I)),
                I);
  return R;
}

// __vibmax/__vibmin on half-word lanes: per lane max(a, b) with the
// predicate (a >= b), or min(a, b) with (a <= b).
template <bool Signed, bool IsMax>
HIPIFY_INT_FN unsigned int selectHalves(unsigned int A, unsigned int B,
                                        bool *PredHi, bool *PredLo) {
  bool Pred[2];
  unsigned int R = 0;
  for (int I = 0; I < 2; ++I) {
    const int LA = lane<16, Signed>(A, I);
    const int LB = lane<16, Signed>(B, I);
    Pred[I] = IsMax ? LA >= LB : LA <= LB;
    R |= toHalf(Pred[I] ? LA : LB, I);
  }
  *PredHi = Pred[1];
  *PredLo = Pred[0];
  return R;
}

} // namespace int_detail

// ===========================================================================
// Dot products (sm_61_intrinsics.h). The sum wraps around modulo 2^32.
// ===========================================================================
HIPIFY_INT_FN int __dp4a(int srcA, int srcB, int c) {
  return int_detail::toInt(int_detail::dot<8, 4, true>(
      static_cast<unsigned int>(srcA), static_cast<unsigned int>(srcB), 0,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp4a(unsigned int srcA, unsigned int srcB,
                                  unsigned int c) {
  return int_detail::dot<8, 4, false>(srcA, srcB, 0, c);
}
HIPIFY_INT_FN int __dp2a_lo(int srcA, int srcB, int c) {
  return int_detail::toInt(int_detail::dot<16, 2, true>(
      static_cast<unsigned int>(srcA), static_cast<unsigned int>(srcB), 0,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB,
                                     unsigned int c) {
  return int_detail::dot<16, 2, false>(srcA, srcB, 0, c);
}
HIPIFY_INT_FN int __dp2a_hi(int srcA, int srcB, int c) {
  return int_detail::toInt(int_detail::dot<16, 2, true>(
      static_cast<unsigned int>(srcA), static_cast<unsigned int>(srcB), 2,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB,
                                     unsigned int c) {
  return int_detail::dot<16, 2, false>(srcA, srcB, 2, c);
}

#if HIPIFY_INT_VECTORS
// Vector forms: the same on the words the vectors occupy (x the least
// significant lane).
HIPIFY_INT_FN int __dp4a(char4 srcA, char4 srcB, int c) {
  return int_detail::toInt(int_detail::dot<8, 4, true>(
      int_detail::packBytes(srcA), int_detail::packBytes(srcB), 0,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) {
  return int_detail::dot<8, 4, false>(int_detail::packBytes(srcA),
                                      int_detail::packBytes(srcB), 0, c);
}
HIPIFY_INT_FN int __dp2a_lo(short2 srcA, char4 srcB, int c) {
  return int_detail::toInt(int_detail::dot<16, 2, true>(
      int_detail::packHalves(srcA), int_detail::packBytes(srcB), 0,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB,
                                     unsigned int c) {
  return int_detail::dot<16, 2, false>(int_detail::packHalves(srcA),
                                       int_detail::packBytes(srcB), 0, c);
}
HIPIFY_INT_FN int __dp2a_hi(short2 srcA, char4 srcB, int c) {
  return int_detail::toInt(int_detail::dot<16, 2, true>(
      int_detail::packHalves(srcA), int_detail::packBytes(srcB), 2,
      static_cast<unsigned int>(c)));
}
HIPIFY_INT_FN unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB,
                                     unsigned int c) {
  return int_detail::dot<16, 2, false>(int_detail::packHalves(srcA),
                                       int_detail::packBytes(srcB), 2, c);
}
#endif

// Shorthand for the 16x2 forms below.
#define HIPIFY_INT_H(Signed, Op, A, B, C)                                      \
  int_detail::perHalf<Signed, int_detail::Op>(A, B, C)

// ===========================================================================
// DPX: max / min of two with relu (signed only).
// ===========================================================================
HIPIFY_INT_FN int __vimax_s32_relu(const int a, const int b) {
  return int_detail::relu(int_detail::maxI(a, b));
}
HIPIFY_INT_FN unsigned int __vimax_s16x2_relu(const unsigned int a,
                                              const unsigned int b) {
  return HIPIFY_INT_H(true, MaxRelu, a, b, 0u);
}
HIPIFY_INT_FN int __vimin_s32_relu(const int a, const int b) {
  return int_detail::relu(int_detail::minI(a, b));
}
HIPIFY_INT_FN unsigned int __vimin_s16x2_relu(const unsigned int a,
                                              const unsigned int b) {
  return HIPIFY_INT_H(true, MinRelu, a, b, 0u);
}

// ===========================================================================
// DPX: three-way max / min.
// ===========================================================================
HIPIFY_INT_FN int __vimax3_s32(const int a, const int b, const int c) {
  return int_detail::maxI(int_detail::maxI(a, b), c);
}
HIPIFY_INT_FN unsigned int __vimax3_s16x2(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return HIPIFY_INT_H(true, Max3, a, b, c);
}
HIPIFY_INT_FN unsigned int __vimax3_u32(const unsigned int a,
                                        const unsigned int b,
                                        const unsigned int c) {
  return int_detail::maxU(int_detail::maxU(a, b), c);
}
HIPIFY_INT_FN unsigned int __vimax3_u16x2(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return HIPIFY_INT_H(false, Max3, a, b, c);
}
HIPIFY_INT_FN int __vimin3_s32(const int a, const int b, const int c) {
  return int_detail::minI(int_detail::minI(a, b), c);
}
HIPIFY_INT_FN unsigned int __vimin3_s16x2(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return HIPIFY_INT_H(true, Min3, a, b, c);
}
HIPIFY_INT_FN unsigned int __vimin3_u32(const unsigned int a,
                                        const unsigned int b,
                                        const unsigned int c) {
  return int_detail::minU(int_detail::minU(a, b), c);
}
HIPIFY_INT_FN unsigned int __vimin3_u16x2(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return HIPIFY_INT_H(false, Min3, a, b, c);
}

// ===========================================================================
// DPX: three-way max / min with relu (signed only).
// ===========================================================================
HIPIFY_INT_FN int __vimax3_s32_relu(const int a, const int b, const int c) {
  return int_detail::relu(int_detail::maxI(int_detail::maxI(a, b), c));
}
HIPIFY_INT_FN unsigned int __vimax3_s16x2_relu(const unsigned int a,
                                               const unsigned int b,
                                               const unsigned int c) {
  return HIPIFY_INT_H(true, Max3Relu, a, b, c);
}
HIPIFY_INT_FN int __vimin3_s32_relu(const int a, const int b, const int c) {
  return int_detail::relu(int_detail::minI(int_detail::minI(a, b), c));
}
HIPIFY_INT_FN unsigned int __vimin3_s16x2_relu(const unsigned int a,
                                               const unsigned int b,
                                               const unsigned int c) {
  return HIPIFY_INT_H(true, Min3Relu, a, b, c);
}

// ===========================================================================
// DPX: add, then max / min. a + b wraps around (32 bits, or 16 per lane).
// ===========================================================================
HIPIFY_INT_FN int __viaddmax_s32(const int a, const int b, const int c) {
  return int_detail::maxI(int_detail::addWrap(a, b), c);
}
HIPIFY_INT_FN unsigned int __viaddmax_s16x2(const unsigned int a,
                                            const unsigned int b,
                                            const unsigned int c) {
  return HIPIFY_INT_H(true, AddMax<true>, a, b, c);
}
HIPIFY_INT_FN unsigned int __viaddmax_u32(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return int_detail::maxU(a + b, c);
}
HIPIFY_INT_FN unsigned int __viaddmax_u16x2(const unsigned int a,
                                            const unsigned int b,
                                            const unsigned int c) {
  return HIPIFY_INT_H(false, AddMax<false>, a, b, c);
}
HIPIFY_INT_FN int __viaddmin_s32(const int a, const int b, const int c) {
  return int_detail::minI(int_detail::addWrap(a, b), c);
}
HIPIFY_INT_FN unsigned int __viaddmin_s16x2(const unsigned int a,
                                            const unsigned int b,
                                            const unsigned int c) {
  return HIPIFY_INT_H(true, AddMin<true>, a, b, c);
}
HIPIFY_INT_FN unsigned int __viaddmin_u32(const unsigned int a,
                                          const unsigned int b,
                                          const unsigned int c) {
  return int_detail::minU(a + b, c);
}
HIPIFY_INT_FN unsigned int __viaddmin_u16x2(const unsigned int a,
                                            const unsigned int b,
                                            const unsigned int c) {
  return HIPIFY_INT_H(false, AddMin<false>, a, b, c);
}

// ===========================================================================
// DPX: add, then max / min, with relu (signed only).
// ===========================================================================
HIPIFY_INT_FN int __viaddmax_s32_relu(const int a, const int b, const int c) {
  return int_detail::relu(int_detail::maxI(int_detail::addWrap(a, b), c));
}
HIPIFY_INT_FN unsigned int __viaddmax_s16x2_relu(const unsigned int a,
                                                 const unsigned int b,
                                                 const unsigned int c) {
  return HIPIFY_INT_H(true, AddMaxRelu, a, b, c);
}
HIPIFY_INT_FN int __viaddmin_s32_relu(const int a, const int b, const int c) {
  return int_detail::relu(int_detail::minI(int_detail::addWrap(a, b), c));
}
HIPIFY_INT_FN unsigned int __viaddmin_s16x2_relu(const unsigned int a,
                                                 const unsigned int b,
                                                 const unsigned int c) {
  return HIPIFY_INT_H(true, AddMinRelu, a, b, c);
}

#undef HIPIFY_INT_H

// ===========================================================================
// DPX: max / min with a predicate. __vibmax: *pred = (a >= b);
// __vibmin: *pred = (a <= b); both true when a == b.
// ===========================================================================
HIPIFY_INT_FN int __vibmax_s32(const int a, const int b, bool *const pred) {
  *pred = a >= b;
  return *pred ? a : b;
}
HIPIFY_INT_FN unsigned int __vibmax_u32(const unsigned int a,
                                        const unsigned int b,
                                        bool *const pred) {
  *pred = a >= b;
  return *pred ? a : b;
}
HIPIFY_INT_FN int __vibmin_s32(const int a, const int b, bool *const pred) {
  *pred = a <= b;
  return *pred ? a : b;
}
HIPIFY_INT_FN unsigned int __vibmin_u32(const unsigned int a,
                                        const unsigned int b,
                                        bool *const pred) {
  *pred = a <= b;
  return *pred ? a : b;
}
HIPIFY_INT_FN unsigned int __vibmax_s16x2(const unsigned int a,
                                          const unsigned int b,
                                          bool *const pred_hi,
                                          bool *const pred_lo) {
  return int_detail::selectHalves<true, true>(a, b, pred_hi, pred_lo);
}
HIPIFY_INT_FN unsigned int __vibmax_u16x2(const unsigned int a,
                                          const unsigned int b,
                                          bool *const pred_hi,
                                          bool *const pred_lo) {
  return int_detail::selectHalves<false, true>(a, b, pred_hi, pred_lo);
}
HIPIFY_INT_FN unsigned int __vibmin_s16x2(const unsigned int a,
                                          const unsigned int b,
                                          bool *const pred_hi,
                                          bool *const pred_lo) {
  return int_detail::selectHalves<true, false>(a, b, pred_hi, pred_lo);
}
HIPIFY_INT_FN unsigned int __vibmin_u16x2(const unsigned int a,
                                          const unsigned int b,
                                          bool *const pred_hi,
                                          bool *const pred_lo) {
  return int_detail::selectHalves<false, false>(a, b, pred_hi, pred_lo);
}

// ===========================================================================
// Byte reversal (sm_20_intrinsics.h). GCC's and Clang's __builtin_bswap16/32/
// 64 are exactly this, on the host and on AMDGPU; nvcc rejects them in device
// code, which takes the plain shifts.
// ===========================================================================
#if (defined(__GNUC__) || defined(__clang__)) &&                               \
    !(defined(__NVCC__) && defined(__CUDA_ARCH__))
#define HIPIFY_INT_BSWAP_BUILTINS 1
#else
#define HIPIFY_INT_BSWAP_BUILTINS 0
#endif
HIPIFY_INT_FN unsigned short __nv_bswap16(unsigned short x) {
#if HIPIFY_INT_BSWAP_BUILTINS
  return __builtin_bswap16(x);
#else
  return static_cast<unsigned short>(((x & 0xffu) << 8) | (x >> 8));
#endif
}
HIPIFY_INT_FN unsigned int __nv_bswap32(unsigned int x) {
#if HIPIFY_INT_BSWAP_BUILTINS
  return __builtin_bswap32(x);
#else
  unsigned int R = 0;
  for (int I = 0; I < 4; ++I)
    R = (R << 8) | ((x >> (8 * I)) & 0xffu);
  return R;
#endif
}
HIPIFY_INT_FN unsigned long long __nv_bswap64(unsigned long long x) {
#if HIPIFY_INT_BSWAP_BUILTINS
  return __builtin_bswap64(x);
#else
  unsigned long long R = 0;
  for (int I = 0; I < 8; ++I)
    R = (R << 8) | ((x >> (8 * I)) & 0xffull);
  return R;
#endif
}

// __fns(mask, base, offset) (sm_20_intrinsics.h; HIP declares it from 7.1):
// PTX fns.b32, "find the n-th (given by offset) set bit in mask from the base
// bit": offset 0 is base itself where its bit is set; offset n > 0 the n-th
// set bit at or above base, n < 0 the |n|-th at or below it, counting base;
// 0xffffffff where there is none. PTX leaves base > 31 undefined; this gives
// 0xffffffff there. |offset| is taken in unsigned arithmetic (INT_MIN's is
// 2^31, more bits than a mask has: none).
HIPIFY_INT_FN unsigned int __fns(unsigned int mask, unsigned int base,
                                 int offset) {
  const unsigned int None = 0xffffffffu;
  if (base > 31)
    return None;
  if (offset == 0)
    return ((mask >> base) & 1u) ? base : None;
  unsigned int N = offset > 0 ? static_cast<unsigned int>(offset)
                              : 0u - static_cast<unsigned int>(offset);
  // The bits searched, and then the count of those before the one wanted.
  unsigned int Searched = offset > 0 ? mask & (~0u << base)
                                     : mask & (~0u >> (31 - base));
  if (static_cast<unsigned int>(__builtin_popcount(Searched)) < N)
    return None;
  for (; N > 1; --N) // drop the nearest set bits to base
    Searched &= offset > 0 ? Searched - 1
                           : ~(0x80000000u >> __builtin_clz(Searched));
  return offset > 0 ? static_cast<unsigned int>(__builtin_ctz(Searched))
                    : 31u - static_cast<unsigned int>(__builtin_clz(Searched));
}

} // namespace hipify

#undef HIPIFY_INT_BSWAP_BUILTINS
#undef HIPIFY_INT_VECTORS
#undef HIPIFY_INT_FN
