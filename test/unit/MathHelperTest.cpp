//===- MathHelperTest.cpp - helpers/hipify_math.h against CUDA's host form ===//
//
// Checks the host path of helpers/hipify_math.h: rsqrtf on 2^22 positive
// floats spread evenly over every exponent, a million random floats and the
// edges; rsqrt on a million random doubles and the edges.
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
//===----------------------------------------------------------------------===//
#include "hipify_math.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

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

} // namespace
