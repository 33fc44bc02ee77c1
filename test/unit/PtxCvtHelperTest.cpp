//===- PtxCvtHelperTest.cpp - hipify_ptx.h's packed 16-bit conversions ---===//
//
// cvt.rn.f16x2.f32 and cvt.rn.bf16x2.f32 d, a, b (the PTX ISA): a and b
// converted to binary16 (bfloat16), rounded to nearest even, "the value
// converted from input a is stored in the upper half of d and the value
// converted from input b is stored in the lower half". A NaN is 0x7fff, the
// canonical NaN CUDA's own conversions give (CUDART_NAN_FP16, _BF16).
//
// The reference is written apart from the helper: each format's finite
// values computed from its definition (sign, biased exponent, significand,
// subnormals) as doubles, and a float's result found as the nearest of them
// by search, a tie going to the even code; past the largest finite value by
// half a unit or more, infinity. Checked on every midpoint between
// neighbouring codes and the floats beside it, the edges, and a million
// random floats of every exponent, both halves of d; and a planted bug
// (truncation, ties away from zero) is caught by the same sweep.
//
//===----------------------------------------------------------------------===//

#include "hipify_ptx.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

namespace {

/// A 16-bit format: exponent bits E, significand bits M (and the sign).
struct Format {
  int E, M;
  /// The value of non-negative finite code C (sign bit clear).
  double value(uint32_t C) const {
    int Bias = (1 << (E - 1)) - 1;
    uint32_t Exp = C >> M, Frac = C & ((1u << M) - 1);
    return Exp == 0 ? std::ldexp(double(Frac), 1 - Bias - M)
                    : std::ldexp(double((1u << M) | Frac), int(Exp) - Bias - M);
  }
  uint32_t infinity() const { return ((1u << E) - 1) << M; }
};
constexpr Format Binary16{5, 10}, Bfloat16{8, 7};

/// The reference conversion of F to format Fm, by search.
uint32_t reference(const Format &Fm, float F) {
  if (std::isnan(F))
    return 0x7fff;
  uint32_t Sign = std::signbit(F) ? 0x8000 : 0;
  double A = std::fabs(double(F));
  uint32_t Inf = Fm.infinity(), Largest = Inf - 1;
  double Max = Fm.value(Largest), Unit = Max - Fm.value(Largest - 1);
  if (A >= Max + Unit / 2)
    return Sign | Inf;
  // The codes 0..Largest are in increasing order of value.
  uint32_t Lo = 0, Hi = Largest;
  while (Lo < Hi) { // the first code of value >= A
    uint32_t Mid = (Lo + Hi) / 2;
    if (Fm.value(Mid) < A)
      Lo = Mid + 1;
    else
      Hi = Mid;
  }
  uint32_t Up = Lo;
  if (Fm.value(Up) == A || Up == 0)
    return Sign | Up;
  uint32_t Down = Up - 1;
  double DUp = Fm.value(Up) - A, DDown = A - Fm.value(Down);
  uint32_t Pick = DUp < DDown ? Up : DDown < DUp ? Down : (Up & 1 ? Down : Up);
  return Sign | Pick;
}

float floatOf(uint32_t U) {
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}

/// The floats every conversion is checked on: each midpoint between two
/// neighbouring codes of Fm (and the same below zero) with the floats just
/// beside it, the edges, and a million random floats.
std::vector<float> inputs(const Format &Fm) {
  std::vector<float> Out;
  for (uint32_t C = 0; C < Fm.infinity(); ++C) {
    double Mid = (Fm.value(C) + (C + 1 < Fm.infinity()
                                     ? Fm.value(C + 1)
                                     : 2 * Fm.value(C) - Fm.value(C - 1))) /
                 2;
    float F = float(Mid); // exact: a midpoint has M + 2 significant bits
    for (float G : {F, std::nextafter(F, 0.0f), std::nextafter(F, 1e30f),
                    float(Fm.value(C))})
      Out.insert(Out.end(), {G, -G});
  }
  for (float G : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN,
                  floatOf(0x7f800001), floatOf(0xffc00000), floatOf(1),
                  std::numeric_limits<float>::max(),
                  std::numeric_limits<float>::min()})
    Out.push_back(G);
  std::mt19937 Rng(20261207);
  for (int I = 0; I < 1000000; ++I)
    Out.push_back(floatOf(uint32_t(Rng())));
  return Out;
}

using Convert = std::function<uint32_t(float, float)>;

/// Whether Cvt(a, b) is the reference's pair for every input, a in the
/// upper half; the first failure is reported when Report.
bool matches(const Format &Fm, const Convert &Cvt, bool Report) {
  std::vector<float> In = inputs(Fm);
  for (size_t I = 0; I < In.size(); ++I) {
    float A = In[I], B = In[(I * 7 + 3) % In.size()];
    uint32_t Want = reference(Fm, A) << 16 | reference(Fm, B);
    uint32_t Got = Cvt(A, B);
    if (Got != Want) {
      if (Report)
        ADD_FAILURE() << std::hexfloat << A << ", " << B << ": got 0x"
                      << std::hex << Got << ", want 0x" << Want;
      return false;
    }
  }
  return true;
}

TEST(PtxCvtHelper, F16x2RoundsBothHalvesToNearestEven) {
  EXPECT_TRUE(matches(Binary16, hipify::ptx_cvt_rn_f16x2_f32, true));
  EXPECT_EQ(hipify::ptx_cvt_rn_f16x2_f32(1.0f, -2.0f), 0x3c00c000u);
  EXPECT_EQ(hipify::ptx_cvt_rn_f16x2_f32(65520.0f, 0x1p-25f), 0x7c000000u);
}

TEST(PtxCvtHelper, Bf16x2RoundsBothHalvesToNearestEven) {
  EXPECT_TRUE(matches(Bfloat16, hipify::ptx_cvt_rn_bf16x2_f32, true));
  EXPECT_EQ(hipify::ptx_cvt_rn_bf16x2_f32(1.0f, -2.0f), 0x3f80c000u);
}

// Planted bugs: truncation, and ties away from zero, are caught.
TEST(PtxCvtHelper, TheSweepCatchesPlantedBugs) {
  auto Bits = [](float F) {
    uint32_t U;
    std::memcpy(&U, &F, 4);
    return U;
  };
  Convert Truncated = [&](float A, float B) {
    auto T = [&](float F) {
      return std::isnan(F) ? 0x7fffu : Bits(F) >> 16;
    };
    return T(A) << 16 | T(B);
  };
  Convert TiesAway = [&](float A, float B) {
    auto T = [&](float F) {
      return std::isnan(F) ? 0x7fffu : (Bits(F) + 0x8000u) >> 16;
    };
    return T(A) << 16 | T(B);
  };
  EXPECT_FALSE(matches(Bfloat16, Truncated, false));
  EXPECT_FALSE(matches(Bfloat16, TiesAway, false));
}

} // namespace
