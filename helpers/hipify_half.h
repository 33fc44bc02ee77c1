// hipify_half.h: host code's operators on __half and __half2, which CUDA
// declares for host and device code and HIP for device code only.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("Half Precision
// Intrinsics": __half and __half2 arithmetic, comparison and increment
// operators, and the host forms of __hadd, __hsub, __hmul, __hdiv, __hneg
// and the comparisons they call). A translation includes it where host code
// uses one of those operators; the code keeps its spelling (a + b), which
// finds these in host code and HIP's own in device code (clang chooses
// between a __host__ and a __device__ overload by where the call is, and a
// __host__ __device__ function gets each side's).
//
//   a + b, a - b, a * b, a / b, -a (and +a) on __half: CUDA's host path
//       computes in float and rounds to the nearest half, ties to even:
//       float's 24 bits are at least twice half's 11 plus 2, so the one
//       float rounding before the half one is innocuous and the result is
//       the correctly rounded one. A NaN result is CUDA's canonical NaN,
//       0x7fff (its host conversion's), whatever the operands' NaN.
//   a += b, -=, *=, /=: a = a op b, as above; ++a and --a add and subtract
//       one the same way; a++ and a-- return the value before.
//   ==, <, >, <=, >=: the ordered comparisons (false where either is a
//       NaN); != is the unordered one (true where either is a NaN), as
//       CUDA's (__heq, __hlt, ..., __hneu).
//   On __half2 the compound assignments and increments act lane by lane as
//       above; a comparison is true when it holds in both lanes (CUDA's
//       __hbeq2, __hblt2, ..., __hbneu2 for !=). HIP computes __half2's
//       + - * / on the host already, through its vector, so those are left
//       to it.
//
// And __hmax2, __hmin2, __hmax2_nan and __hmin2_nan, host and device, which
// HIP lacks (a translation calls hipify::__hmax2): per lane, the Math API's
// "(a > b) ? a : b" (a < b for min), +0.0 above -0.0; a NaN lane gives the
// other operand's lane (the _nan forms: CUDA's canonical NaN, 0x7fff), and
// two NaNs the canonical NaN.
//
// The float arithmetic is the host's IEEE arithmetic; the conversions are
// HIP's (exact to float, to nearest even from float).
#pragma once

#include <hip/hip_fp16.h>

namespace hipify {
namespace half_host {

/// The float that half \p H is (exactly).
__host__ __device__ inline float value(__half H) { return __half2float(H); }

/// CUDA's canonical NaN.
__host__ __device__ inline __half canonicalNaN() {
  __half_raw NaN;
  NaN.x = 0x7fff;
  return NaN;
}

/// \p F rounded to the nearest half, ties to even; a NaN is 0x7fff.
__host__ __device__ inline __half rounded(float F) {
  if ((__builtin_bit_cast(unsigned int, F) & 0x7fffffffu) > 0x7f800000u)
    return canonicalNaN();
  return __float2half(F);
}

/// The bits of \p H.
__host__ __device__ inline unsigned short bits(__half H) {
  return static_cast<__half_raw>(H).x;
}
__host__ __device__ inline bool isNaN(__half H) {
  return (bits(H) & 0x7fffu) > 0x7c00u;
}

/// CUDA's maximum (\p Max) or minimum of \p A and \p B: (a > b) ? a : b
/// (a < b), +0.0 above -0.0; a NaN gives the other (with \p Nan, the
/// canonical NaN), two NaNs the canonical NaN.
__host__ __device__ inline __half extreme(__half A, __half B, bool Max,
                                          bool Nan) {
  if (isNaN(A) || isNaN(B))
    return Nan || (isNaN(A) && isNaN(B)) ? canonicalNaN() : isNaN(A) ? B : A;
  float X = value(A), Y = value(B);
  if (X == Y) // the same value: one code, or zeros of both signs
    return ((bits(A) & 0x8000u) != 0) == Max ? B : A;
  return (Max ? X > Y : X < Y) ? A : B;
}

/// Lane by lane: \p Op of the lanes of \p A and \p B.
template <typename Op>
__host__ __device__ inline __half2 lanes(const __half2 &A, const __half2 &B,
                                         Op O) {
  return __halves2half2(O(__low2half(A), __low2half(B)),
                        O(__high2half(A), __high2half(B)));
}

/// Whether \p Cmp holds in both lanes of \p A and \p B.
template <typename Cmp>
__host__ inline bool both(const __half2 &A, const __half2 &B, Cmp C) {
  return C(__low2half(A), __low2half(B)) && C(__high2half(A), __high2half(B));
}

} // namespace half_host

#define HIPIFY_HALF_EXTREME(Name, Max, Nan)                                   \
  __host__ __device__ inline __half2 Name(const __half2 A, const __half2 B) {  \
    return half_host::lanes(A, B, [](__half X, __half Y) {                     \
      return half_host::extreme(X, Y, Max, Nan);                               \
    });                                                                        \
  }
HIPIFY_HALF_EXTREME(__hmax2, true, false)
HIPIFY_HALF_EXTREME(__hmin2, false, false)
HIPIFY_HALF_EXTREME(__hmax2_nan, true, true)
HIPIFY_HALF_EXTREME(__hmin2_nan, false, true)
#undef HIPIFY_HALF_EXTREME

} // namespace hipify

#define HIPIFY_HALF_ARITHMETIC(Op)                                            \
  __host__ inline __half operator Op(const __half &A, const __half &B) {      \
    return hipify::half_host::rounded(hipify::half_host::value(A)             \
                                          Op hipify::half_host::value(B));    \
  }                                                                           \
  __host__ inline __half &operator Op##=(__half &A, const __half &B) {        \
    return A = A Op B;                                                        \
  }                                                                           \
  __host__ inline __half2 &operator Op##=(__half2 &A, const __half2 &B) {     \
    return A = hipify::half_host::lanes(                                      \
               A, B, [](__half X, __half Y) { return X Op Y; });              \
  }
HIPIFY_HALF_ARITHMETIC(+)
HIPIFY_HALF_ARITHMETIC(-)
HIPIFY_HALF_ARITHMETIC(*)
HIPIFY_HALF_ARITHMETIC(/)
#undef HIPIFY_HALF_ARITHMETIC

#define HIPIFY_HALF_COMPARISON(Op)                                            \
  __host__ inline bool operator Op(const __half &A, const __half &B) {        \
    return hipify::half_host::value(A) Op hipify::half_host::value(B);        \
  }                                                                           \
  __host__ inline bool operator Op(const __half2 &A, const __half2 &B) {      \
    return hipify::half_host::both(                                           \
        A, B, [](__half X, __half Y) { return X Op Y; });                     \
  }
HIPIFY_HALF_COMPARISON(==)
HIPIFY_HALF_COMPARISON(!=)
HIPIFY_HALF_COMPARISON(<)
HIPIFY_HALF_COMPARISON(>)
HIPIFY_HALF_COMPARISON(<=)
HIPIFY_HALF_COMPARISON(>=)
#undef HIPIFY_HALF_COMPARISON

__host__ inline __half operator-(const __half &A) {
  return hipify::half_host::rounded(-hipify::half_host::value(A));
}
__host__ inline __half operator+(const __half &A) { return A; }

#define HIPIFY_HALF_STEP(Op, Type, One)                                       \
  __host__ inline Type &operator Op##Op(Type &A) { return A Op## = One; }     \
  __host__ inline Type operator Op##Op(Type &A, int) {                        \
    Type Before = A;                                                          \
    A Op## = One;                                                             \
    return Before;                                                            \
  }
HIPIFY_HALF_STEP(+, __half, __float2half(1.0f))
HIPIFY_HALF_STEP(-, __half, __float2half(1.0f))
HIPIFY_HALF_STEP(+, __half2, __float2half2_rn(1.0f))
HIPIFY_HALF_STEP(-, __half2, __float2half2_rn(1.0f))
#undef HIPIFY_HALF_STEP
