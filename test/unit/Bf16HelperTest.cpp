//===- Bf16HelperTest.cpp - helpers/hipify_bf16.h against CUDA's semantics ===//
//
// Checks the float-to-bfloat16 rounding of helpers/hipify_bf16.h in its four
// modes on every float whose upper half is any of the 65536 values and whose
// lower half is each rounding case (zero, one unit, just under, at and just
// over the halfway point, all ones), on a million pseudo-random floats, and
// on the edges (signed zeros, subnormals, the largest finite values, the
// infinities, NaNs of either sign and payload).
//
// The reference was written from the CUDA Math API ("Convert float number to
// nv_bfloat16 ... in round-to-nearest-even / towards zero / down / up mode")
// and IEEE 754's rounding-direction attributes, independently of the helper
// and in another style: by value, not by bits. It finds the two bfloat16
// values around the float as exact doubles (a bfloat16's value computed from
// its sign, exponent and significand), then picks one by the mode's rule; a
// magnitude past the largest finite bfloat16 compares against 2^128, where
// IEEE's rounding to nearest puts the infinity.
//
//===----------------------------------------------------------------------===//
#define HIPIFY_BF16_BITS_ONLY
#include "hipify_bf16.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

namespace {

using hipify::bf16_bits::Round;

/// The value of the bfloat16 with bits \p B, as a double (exact); the
/// infinities as 2^128 with their sign, for the comparisons of rounding.
double valueOf(uint16_t B) {
  int Sign = B >> 15 ? -1 : 1;
  int Exponent = (B >> 7) & 0xff;
  int Significand = B & 0x7f;
  if (Exponent == 0xff)
    return Sign * std::ldexp(1.0, 128);
  if (Exponent == 0) // subnormal: 0.significand * 2^-126
    return Sign * std::ldexp(Significand, -126 - 7);
  return Sign * std::ldexp(128 + Significand, Exponent - 127 - 7);
}

/// CUDA's conversion of \p F by \p R, from the rule of each mode.
uint16_t reference(float F, Round R) {
  if (std::isnan(F))
    return 0x7fff; // CUDA: a NaN becomes the canonical NaN
  if (std::isinf(F))
    return F > 0 ? 0x7f80 : 0xff80;
  double V = F;
  // The bfloat16 values around V: Low <= V <= High, neighbours in value.
  // Search by bits over the ordered non-negative encodings, then mirror.
  double A = std::fabs(V);
  uint16_t Lo = 0;
  for (int Bit = 14; Bit >= 0; --Bit) // the largest encoding <= A
    if (uint16_t Try = Lo | (1u << Bit); Try <= 0x7f80 && valueOf(Try) <= A)
      Lo = Try;
  uint16_t Hi = valueOf(Lo) == A ? Lo : uint16_t(Lo + 1);
  uint16_t Sign = std::signbit(F) ? 0x8000 : 0;
  if (Lo == Hi)
    return Sign | Lo; // exact (zeros and infinities too)
  double Below = valueOf(Lo), Above = valueOf(Hi);
  bool TakeAbove = false; // the larger magnitude
  switch (R) {
  case Round::Zero:
    TakeAbove = false;
    break;
  case Round::Up: // toward +inf: a larger magnitude when positive
    TakeAbove = !Sign;
    break;
  case Round::Down:
    TakeAbove = Sign;
    break;
  case Round::Nearest: {
    double ToBelow = A - Below, ToAbove = Above - A;
    TakeAbove = ToAbove < ToBelow || (ToAbove == ToBelow && (Lo & 1));
    break;
  }
  }
  return Sign | (TakeAbove ? Hi : Lo);
}

float floatOf(uint32_t Bits) {
  float F;
  std::memcpy(&F, &Bits, sizeof F);
  return F;
}

constexpr Round Modes[] = {Round::Nearest, Round::Zero, Round::Down,
                           Round::Up};

void expectSame(uint32_t Bits) {
  float F = floatOf(Bits);
  for (Round R : Modes)
    ASSERT_EQ(hipify::bf16_bits::fromFloat(F, R), reference(F, R))
        << std::hex << "float bits 0x" << Bits << " mode " << int(R);
}

TEST(Bf16Helper, EveryUpperHalfWithEveryRoundingCase) {
  const uint32_t Lower[] = {0x0000, 0x0001, 0x7fff, 0x8000,
                            0x8001, 0xfffe, 0xffff, 0x4000};
  for (uint32_t Upper = 0; Upper <= 0xffff; ++Upper)
    for (uint32_t L : Lower)
      expectSame(Upper << 16 | L);
}

TEST(Bf16Helper, AMillionRandomFloats) {
  std::mt19937 Gen(20261127);
  for (int I = 0; I < 1000000; ++I)
    expectSame(Gen());
}

TEST(Bf16Helper, Edges) {
  // Zeros, the smallest subnormals, the largest finite float and bfloat16
  // values and what lies between, the infinities, NaNs.
  for (uint32_t Bits :
       {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x00008000u,
        0x00018000u, 0x007fffffu, 0x7f7f0000u, 0x7f7f7fffu, 0x7f7f8000u,
        0x7f7fffffu, 0xff7f8000u, 0xff7fffffu, 0x7f800000u, 0xff800000u,
        0x7f800001u, 0x7fc00000u, 0xffc00000u, 0xffffffffu, 0x3f808000u,
        0x3f818000u})
    expectSame(Bits);
  // The documented results: NaN is 0x7fff; a float past the largest finite
  // bfloat16 by half a unit or more is +inf to nearest, the largest finite
  // value toward zero.
  EXPECT_EQ(hipify::bf16_bits::fromFloat(floatOf(0xffc00001u), Round::Zero),
            0x7fff);
  EXPECT_EQ(hipify::bf16_bits::fromFloat(floatOf(0x7f7f8000u), Round::Nearest),
            0x7f80);
  EXPECT_EQ(hipify::bf16_bits::fromFloat(floatOf(0x7f7fffffu), Round::Zero),
            0x7f7f);
  EXPECT_EQ(hipify::bf16_bits::fromFloat(1.0f, Round::Nearest), 0x3f80);
}

} // namespace
