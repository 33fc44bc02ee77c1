//===- MathHelperTest.cpp - helpers/hipify_math.h against CUDA's host form ===//
//
// Checks the host path of helpers/hipify_math.h: rsqrtf on 2^22 positive
// floats spread evenly over every exponent, a million random floats and the
// edges; rsqrt on a million random doubles and the edges; isfinite, isnan,
// isinf and signbit on every float and, for double, on every exponent with
// the significand's edges, both signs, and a million random doubles; min and
// max on every pair of integer types CUDA declares them for, on all pairs of
// each type's edges and a million random pairs, and on floats' edges.
//
// The reference is written from the CUDA Math API and CUDA's documented host
// form, apart from the helper and in another style. The Math API gives the
// special values: rsqrt(+inf) = +0, rsqrt(+-0) = +-inf, NaN below zero and
// for NaN. CUDA's host form (crt/math_functions.hpp, "all platforms") is
// the IEEE double square root, then the IEEE double division of 1 by it,
// rounded to float for rsqrtf. The reference finds each correctly rounded
// double by value: it starts from the long double result and takes the
// neighbour whose residual (an fma, rounded once) is smallest, so it does
// not share the helper's code.
//
// The classifications' reference reads IEEE 754's encoding (binary32 and
// binary64, which the Math API's "single/double precision" are): the
// exponent field all ones with a zero significand is an infinity, with any
// other a NaN; any other exponent a finite number; the top bit the sign.
//
// min and max's reference follows crt/math_functions.hpp's declarations and
// the Math API's text for umin/umax: where one argument is unsigned, the
// other is taken modulo 2^width (its value as the unsigned type), and the
// two values compared as mathematical integers (here in __int128); float's
// and double's are fmin and fmax, which return the other argument of a NaN.
//
//===----------------------------------------------------------------------===//
#include "hipify_math.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

namespace {

/// Of \p Guess and its two neighbours, the double with the smallest
/// |Residual(d)|: the correctly rounded value, when the guess is within one
/// unit of it.
template <typename F> double nearest(double Guess, F Residual) {
  double Best = Guess;
  for (double D :
       {std::nextafter(Guess, -INFINITY), std::nextafter(Guess, INFINITY)})
    if (std::fabs(Residual(D)) < std::fabs(Residual(Best)))
      Best = D;
  return Best;
}

/// CUDA's host rsqrt of \p A, by value.
double reference(double A) {
  if (std::isnan(A) || A < 0)
    return std::numeric_limits<double>::quiet_NaN();
  if (A == 0)
    return std::copysign(INFINITY, A);
  if (std::isinf(A))
    return 0.0;
  // The double square root: s with s * s closest to A.
  double S = nearest(static_cast<double>(sqrtl(A)),
                     [A](double D) { return std::fma(D, D, -A); });
  // The double quotient 1 / s: q with q * s closest to 1.
  return nearest(static_cast<double>(1.0L / S),
                 [S](double D) { return std::fma(D, S, -1.0); });
}

uint64_t bitsOf(double D) {
  uint64_t B;
  std::memcpy(&B, &D, sizeof B);
  return B;
}
uint32_t bitsOf(float F) {
  uint32_t B;
  std::memcpy(&B, &F, sizeof B);
  return B;
}
float floatOf(uint32_t B) {
  float F;
  std::memcpy(&F, &B, sizeof F);
  return F;
}

/// Whether \p Got is \p Want, bit for bit (any NaN for a NaN).
template <typename T> bool same(T Got, T Want) {
  return std::isnan(Want) ? std::isnan(Got) : bitsOf(Got) == bitsOf(Want);
}

TEST(MathHelper, RsqrtfIsCudasHostFormOnSpreadRandomAndEdgeFloats) {
  unsigned Wrong = 0, Checked = 0;
  auto Check = [&](float X) {
    ++Checked;
    float Want = static_cast<float>(reference(X));
    if (!same(hipify::rsqrtf(X), Want) && ++Wrong <= 5)
      ADD_FAILURE() << "rsqrtf(" << std::hexfloat << X
                    << ") = " << hipify::rsqrtf(X) << ", CUDA's host form "
                    << Want;
  };
  for (uint32_t Bits = 0; Bits < (1u << 31); Bits += 1u << 10) {
    Check(floatOf(Bits));
    Check(floatOf(Bits | 0x3ffu)); // the last significand of each step
  }
  std::mt19937 Random(41);
  for (int I = 0; I < 1000000; ++I)
    Check(floatOf(Random()));
  for (float X :
       {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -1.0f, 1.0f, 4.0f, 0.25f,
        std::numeric_limits<float>::denorm_min(),
        std::numeric_limits<float>::min(), std::numeric_limits<float>::max()})
    Check(X);
  EXPECT_EQ(Wrong, 0u) << "of " << Checked;
}

TEST(MathHelper, RsqrtIsCudasHostFormOnRandomAndEdgeDoubles) {
  unsigned Wrong = 0;
  auto Check = [&](double X) {
    double Want = reference(X);
    if (!same(hipify::rsqrt(X), Want) && ++Wrong <= 5)
      ADD_FAILURE() << "rsqrt(" << std::hexfloat << X
                    << ") = " << hipify::rsqrt(X) << ", CUDA's host form "
                    << Want;
  };
  std::mt19937_64 Random(41);
  for (int I = 0; I < 1000000; ++I) {
    double X;
    uint64_t B = Random();
    std::memcpy(&X, &B, sizeof X);
    Check(std::fabs(X)); // half the negatives would all be NaN
  }
  for (double X :
       {0.0, -0.0, double(INFINITY), -double(INFINITY), double(NAN), -2.0, 1.0,
        2.0, 0.5, std::numeric_limits<double>::denorm_min(),
        std::numeric_limits<double>::min(), std::numeric_limits<double>::max()})
    Check(X);
  EXPECT_EQ(Wrong, 0u);
}

TEST(MathHelper, GivesTheMathApisSpecialValues) {
  EXPECT_EQ(bitsOf(hipify::rsqrtf(INFINITY)), bitsOf(0.0f));
  EXPECT_EQ(hipify::rsqrtf(0.0f), INFINITY);
  EXPECT_EQ(hipify::rsqrtf(-0.0f), -INFINITY);
  EXPECT_TRUE(std::isnan(hipify::rsqrtf(-1.0f)));
  EXPECT_TRUE(std::isnan(hipify::rsqrt(NAN)));
  EXPECT_EQ(hipify::rsqrtf(4.0f), 0.5f);
  EXPECT_EQ(hipify::rsqrt(0.25), 2.0);
}

/// IEEE 754's classes, from the encoding of a format with \p ExpBits
/// exponent bits and \p FracBits significand bits.
struct Classes {
  bool Finite, Nan, Inf, Sign;
};
Classes classify(uint64_t Bits, unsigned ExpBits, unsigned FracBits) {
  uint64_t Frac = Bits % (uint64_t(1) << FracBits);
  uint64_t Exp = (Bits >> FracBits) % (uint64_t(1) << ExpBits);
  bool Top = Exp == (uint64_t(1) << ExpBits) - 1;
  return {!Top, Top && Frac != 0, Top && Frac == 0,
          (Bits >> (ExpBits + FracBits)) != 0};
}

template <typename T> unsigned wrongClasses(T X, uint64_t Bits, Classes Want) {
  unsigned Wrong = (hipify::isfinite(X) != Want.Finite) +
                   (hipify::isnan(X) != Want.Nan) +
                   (hipify::isinf(X) != Want.Inf) +
                   (hipify::signbit(X) != Want.Sign);
  if (Wrong)
    ADD_FAILURE() << "classes of 0x" << std::hex << Bits << ": isfinite "
                  << hipify::isfinite(X) << ", isnan " << hipify::isnan(X)
                  << ", isinf " << hipify::isinf(X) << ", signbit "
                  << hipify::signbit(X);
  return Wrong;
}

TEST(MathHelper, ClassifiesEveryFloatAsIeeesEncodingSays) {
  unsigned Wrong = 0;
  for (uint64_t Bits = 0; Bits < (uint64_t(1) << 32) && Wrong < 5; ++Bits)
    Wrong += wrongClasses(floatOf(uint32_t(Bits)), Bits, classify(Bits, 8, 23));
  EXPECT_EQ(Wrong, 0u);
}

TEST(MathHelper, ClassifiesEveryDoubleExponentAndRandomDoubles) {
  unsigned Wrong = 0;
  auto Check = [&](uint64_t Bits) {
    double X;
    std::memcpy(&X, &Bits, sizeof X);
    if (Wrong < 5)
      Wrong += wrongClasses(X, Bits, classify(Bits, 11, 52));
  };
  const uint64_t Fracs[] = {0, 1, 2, (uint64_t(1) << 51) - 1,
                            uint64_t(1) << 51, (uint64_t(1) << 51) + 1,
                            (uint64_t(1) << 52) - 1};
  for (uint64_t Sign = 0; Sign < 2; ++Sign)
    for (uint64_t Exp = 0; Exp < 2048; ++Exp)
      for (uint64_t Frac : Fracs)
        Check(Sign << 63 | Exp << 52 | Frac);
  std::mt19937_64 Random(43);
  for (int I = 0; I < 1000000; ++I)
    Check(Random());
  EXPECT_EQ(Wrong, 0u);
}

TEST(MathHelper, ClassifiesTheNamedValues) {
  EXPECT_TRUE(hipify::isfinite(1.0f) && hipify::isfinite(-0.0));
  EXPECT_FALSE(hipify::isfinite(INFINITY) || hipify::isfinite(double(NAN)));
  EXPECT_TRUE(hipify::isnan(NAN) && hipify::isnan(-double(NAN)));
  EXPECT_TRUE(hipify::isinf(-INFINITY) && !hipify::isinf(NAN));
  EXPECT_TRUE(hipify::signbit(-0.0f) && hipify::signbit(-double(NAN)));
  EXPECT_FALSE(hipify::signbit(0.0) || hipify::signbit(NAN));
  // Integers as the doubles they convert to; long double as itself.
  EXPECT_TRUE(hipify::isfinite(7) && hipify::signbit(-3L) && !hipify::isnan(0u));
  EXPECT_TRUE(hipify::isinf(-HUGE_VALL) && hipify::signbit(-0.0L));
  EXPECT_TRUE(hipify::isnan(static_cast<long double>(NAN)));
}

/// The value of \p V as the integer type \p R holds it: modulo 2^width
/// where \p R is unsigned.
template <typename R, typename T> __int128 asResult(T V) {
  __int128 X = V;
  if (std::is_unsigned<R>::value && X < 0)
    X += static_cast<__int128>(1) << (8 * sizeof(R));
  return X;
}

template <typename T> std::vector<T> integerEdges() {
  using L = std::numeric_limits<T>;
  std::vector<T> E = {T(0), T(1), T(2), T(-1), T(-2), L::min(), L::max(),
                      T(L::min() + 1), T(L::max() - 1), T(L::max() / 2),
                      T(L::max() / 2 + 1)};
  return E;
}

/// min and max of \p A and \p B against the reference, for every pair of
/// edges of both types and a million random pairs; \p R is the result type
/// CUDA declares for them.
template <typename R, typename A, typename B> void checkMinMax() {
  unsigned Wrong = 0;
  auto Check = [&](A X, B Y) {
    __int128 VX = asResult<R>(X), VY = asResult<R>(Y);
    __int128 Min = VX < VY ? VX : VY, Max = VX < VY ? VY : VX;
    auto GotMin = hipify::min(X, Y);
    auto GotMax = hipify::max(X, Y);
    static_assert(std::is_same<decltype(GotMin), R>::value, "CUDA's type");
    if ((asResult<R>(GotMin) != Min || asResult<R>(GotMax) != Max) &&
        ++Wrong <= 5)
      ADD_FAILURE() << "min/max(" << (long long)X << ", " << (long long)Y
                    << ") as " << sizeof(R) << "-byte result: "
                    << (long long)GotMin << ", " << (long long)GotMax;
  };
  for (A X : integerEdges<A>())
    for (B Y : integerEdges<B>())
      Check(X, Y);
  std::mt19937_64 Random(47);
  for (int I = 0; I < 1000000; ++I)
    Check(static_cast<A>(Random()), static_cast<B>(Random()));
  EXPECT_EQ(Wrong, 0u);
}

TEST(MathHelper, MinMaxOfIntegersAreCudasOnEdgeAndRandomPairs) {
  checkMinMax<int, int, int>();
  checkMinMax<unsigned, unsigned, unsigned>();
  checkMinMax<unsigned, int, unsigned>();
  checkMinMax<unsigned, unsigned, int>();
  checkMinMax<long, long, long>();
  checkMinMax<unsigned long, unsigned long, unsigned long>();
  checkMinMax<unsigned long, long, unsigned long>();
  checkMinMax<unsigned long, unsigned long, long>();
  checkMinMax<long long, long long, long long>();
  checkMinMax<unsigned long long, unsigned long long, unsigned long long>();
  checkMinMax<unsigned long long, long long, unsigned long long>();
  checkMinMax<unsigned long long, unsigned long long, long long>();
}

TEST(MathHelper, MinMaxResolveAsCudasForPromotedArguments) {
  short S = -1;
  unsigned char C = 200;
  EXPECT_EQ(hipify::min(S, 3), -1); // min(int, int)
  static_assert(std::is_same<decltype(hipify::min(S, 3u)), unsigned>::value,
                "min(int, unsigned)");
  EXPECT_EQ(hipify::min(S, 3u), 3u); // -1 as unsigned is the largest
  EXPECT_EQ(hipify::max(C, -5), 200);
  EXPECT_EQ(hipify::min(-1, 0u), 0u);
}

TEST(MathHelper, MinMaxOfFloatingPointAreFminAndFmax) {
  const double Edges[] = {0.0, -0.0, 1.0, -1.0, 1e-310, -1e300, 3.5,
                          double(INFINITY), -double(INFINITY), double(NAN)};
  for (double X : Edges)
    for (double Y : Edges) {
      float FX = float(X), FY = float(Y);
      // fmin: the other argument of a NaN, else the smaller (either zero
      // of two zeros).
      auto Want = [](double P, double Q, bool Min) {
        if (std::isnan(P))
          return Q;
        if (std::isnan(Q))
          return P;
        return (Min ? P < Q : P > Q) ? P : Q;
      };
      auto Same = [](double Got, double W) {
        return std::isnan(W) ? std::isnan(Got) : Got == W;
      };
      EXPECT_TRUE(Same(hipify::min(X, Y), Want(X, Y, true))) << X << " " << Y;
      EXPECT_TRUE(Same(hipify::max(X, Y), Want(X, Y, false))) << X << " " << Y;
      EXPECT_TRUE(Same(hipify::min(FX, FY), Want(FX, FY, true)));
      EXPECT_TRUE(Same(hipify::max(FX, Y), Want(FX, Y, false)));
      static_assert(std::is_same<decltype(hipify::min(FX, FY)), float>::value,
                    "min(float, float)");
      static_assert(std::is_same<decltype(hipify::max(FX, Y)), double>::value,
                    "max(float, double)");
    }
}

} // namespace
