//===- E8m0HelperTest.cpp - helpers/hipify_e8m0.h against CUDA's semantics ===//
//
// Checks the e8m0 scale conversions of helpers/hipify_e8m0.h: from bfloat16
// on all 65536 inputs and from float on every sign and exponent with each
// significand case (zero, one unit, around the half, all ones), on a million
// pseudo-random floats and on the edges, in both modes, with and without
// saturation; back to bfloat16 on all 256 scales.
//
// The reference was written from the CUDA Math API's description of
// __nv_cvt_bfloat16raw_to_e8m0 ("Input number's absolute value is rounded to
// the closest power of two in the direction specified ... smaller than 2^-127
// are then clipped to 2^-127 ... larger than 2^127 are either clipped to
// 2^127 if saturate equals to __NV_SATFINITE, or convert to NaN otherwise.
// NaN inputs convert into NaN output, encoded as 0xFF"), independently of the
// helper and in another style: by value, with frexp on doubles, not by bits.
// From double, CUDA's own code first takes a double past float's range as
// float's largest (cuda_fp8.hpp, __internal_double_to_float_with_sticky),
// so toward zero it is 2^127 even without saturation: the reference says
// so, and where CUDA's headers are found (HIPIFY_TEST_CUDA_FP) every double
// is also compared with CUDA's own host function, bit for bit.
//
//===----------------------------------------------------------------------===//
#define HIPIFY_E8M0_BITS_ONLY
#include "hipify_e8m0.h"

#if defined(HIPIFY_TEST_CUDA_FP)
#include <cuda_fp8.h>
#endif

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

namespace {

using hipify::cudaRoundMode;
using hipify::e8m0_bits::fromDoubleBits;
using hipify::e8m0_bits::fromFloatBits;

/// CUDA's scale of \p V (a float or a bfloat16's value, as a double).
uint8_t reference(double V, bool Up, bool SatFinite) {
  if (std::isnan(V))
    return 0xff;
  double A = std::fabs(V);
  int Power; // the exponent of the power of two |V| rounds to
  if (A == 0)
    Power = std::numeric_limits<int>::min(); // below every power: clipped
  else if (std::isinf(A))
    Power = std::numeric_limits<int>::max(); // above every power
  else {
    int K;
    double M = std::frexp(A, &K); // A = M * 2^K, M in [0.5, 1)
    Power = K - 1;                // the power of two at or below A
    if (Up && M != 0.5)
      Power = K;
  }
  if (Power < -127)
    Power = -127;
  if (Power > 127)
    return SatFinite ? 0xfe : 0xff;
  return static_cast<uint8_t>(Power + 127);
}

float floatOf(uint32_t Bits) {
  float F;
  std::memcpy(&F, &Bits, sizeof F);
  return F;
}

double bf16Value(uint16_t Bits) { return floatOf(uint32_t(Bits) << 16); }

void expectAll(uint32_t FloatBits, double Value) {
  for (bool Sat : {false, true}) {
    ASSERT_EQ(fromFloatBits(FloatBits, Sat, hipify::cudaRoundZero),
              reference(Value, false, Sat))
        << std::hex << "bits 0x" << FloatBits << " toward zero, satfinite " << Sat;
    ASSERT_EQ(fromFloatBits(FloatBits, Sat, hipify::cudaRoundPosInf),
              reference(Value, true, Sat))
        << std::hex << "bits 0x" << FloatBits << " up, satfinite " << Sat;
  }
}

TEST(E8m0Helper, EveryBfloat16) {
  for (uint32_t B = 0; B <= 0xffff; ++B)
    expectAll(B << 16, bf16Value(uint16_t(B)));
}

TEST(E8m0Helper, EveryFloatExponentAndSignificandCase) {
  const uint32_t Significands[] = {0,        1,        2,        0x3fffff, 0x400000,
                                   0x400001, 0x7ffffe, 0x7fffff, 0x123456, 0x654321};
  for (uint32_t Sign : {0u, 1u})
    for (uint32_t Exponent = 0; Exponent <= 0xff; ++Exponent)
      for (uint32_t S : Significands) {
        uint32_t Bits = Sign << 31 | Exponent << 23 | S;
        expectAll(Bits, floatOf(Bits));
      }
}

TEST(E8m0Helper, MillionRandomFloats) {
  std::mt19937 Gen(20261127);
  for (int I = 0; I < 1000000; ++I) {
    uint32_t Bits = Gen();
    expectAll(Bits, floatOf(Bits));
  }
}

/// CUDA's scale of double \p V: the rule, and CUDA's one exception.
uint8_t referenceDouble(double V, bool Up, bool SatFinite) {
  if (std::isfinite(V) && std::fabs(V) >= std::ldexp(1.0, 128) && !Up)
    return 0xfe;
  return reference(V, Up, SatFinite);
}

uint64_t bitsOf(double D) {
  uint64_t Bits;
  std::memcpy(&Bits, &D, sizeof Bits);
  return Bits;
}

void expectDouble(double V) {
  for (bool Sat : {false, true})
    for (bool Up : {false, true}) {
      cudaRoundMode R = Up ? hipify::cudaRoundPosInf : hipify::cudaRoundZero;
      ASSERT_EQ(fromDoubleBits(bitsOf(V), Sat, R), referenceDouble(V, Up, Sat))
          << V << " up " << Up << ", satfinite " << Sat;
#if defined(HIPIFY_TEST_CUDA_FP)
      ASSERT_EQ(fromDoubleBits(bitsOf(V), Sat, R),
                __nv_cvt_double_to_e8m0(V, Sat ? __NV_SATFINITE : __NV_NOSAT,
                                        Up ? ::cudaRoundPosInf : ::cudaRoundZero))
          << V << " against CUDA's, up " << Up << ", satfinite " << Sat;
#endif
    }
}

TEST(E8m0Helper, EveryDoubleExponentAndSignificandCase) {
  for (int E = -1075; E <= 1024; ++E)
    for (double M : {1.0, 1.0 + 0x1p-52, 1.5, 1.5 - 0x1p-52, 2.0 - 0x1p-52})
      for (double Sign : {1.0, -1.0})
        expectDouble(Sign * std::ldexp(M, E));
}

TEST(E8m0Helper, MillionRandomDoubles) {
  std::mt19937_64 Random(45);
  for (int I = 0; I < 1000000; ++I) {
    uint64_t Bits = Random();
    double D;
    std::memcpy(&D, &Bits, sizeof D);
    expectDouble(D);
  }
}

TEST(E8m0Helper, DoubleEdges) {
  const double Inf = std::numeric_limits<double>::infinity();
  for (double D : {0.0, -0.0, std::numeric_limits<double>::denorm_min(),
                   std::ldexp(1.0, -127), std::nextafter(std::ldexp(1.0, -127), 1.0),
                   std::nextafter(std::ldexp(1.0, -127), 0.0), std::ldexp(1.0, -149),
                   std::ldexp(1.0, 127), std::nextafter(std::ldexp(1.0, 127), Inf),
                   double(std::numeric_limits<float>::max()),
                   std::nextafter(double(std::numeric_limits<float>::max()), Inf),
                   std::nextafter(std::ldexp(1.0, 128), 0.0), std::ldexp(1.0, 128),
                   std::numeric_limits<double>::max(), Inf, -Inf,
                   std::numeric_limits<double>::quiet_NaN(),
                   -std::numeric_limits<double>::quiet_NaN()})
    expectDouble(D);
  // CUDA's exception, spelled out: 2^200 toward zero is 2^127, unsaturated.
  EXPECT_EQ(fromDoubleBits(bitsOf(0x1p200), false, hipify::cudaRoundZero), 0xfe);
  EXPECT_EQ(fromDoubleBits(bitsOf(0x1p200), false, hipify::cudaRoundPosInf), 0xff);
  EXPECT_EQ(fromDoubleBits(bitsOf(1.0), true, hipify::cudaRoundNearest), 0);
}

TEST(E8m0Helper, Edges) {
  const float Inf = std::numeric_limits<float>::infinity();
  const float Edges[] = {0.0f,
                         -0.0f,
                         std::ldexp(1.0f, -127),
                         std::nextafter(std::ldexp(1.0f, -127), 1.0f),
                         std::nextafter(std::ldexp(1.0f, -127), 0.0f),
                         std::ldexp(1.0f, -126),
                         std::numeric_limits<float>::denorm_min(),
                         1.0f,
                         std::nextafter(1.0f, 2.0f),
                         std::ldexp(1.0f, 127),
                         std::nextafter(std::ldexp(1.0f, 127), Inf),
                         std::numeric_limits<float>::max(),
                         Inf,
                         -Inf,
                         std::numeric_limits<float>::quiet_NaN(),
                         -std::numeric_limits<float>::quiet_NaN(),
                         std::numeric_limits<float>::signaling_NaN()};
  for (float F : Edges) {
    uint32_t Bits;
    std::memcpy(&Bits, &F, sizeof Bits);
    expectAll(Bits, F);
  }
  // The documented cases, spelled out.
  EXPECT_EQ(reference(0.0, true, true), 0x00);  // clipped to 2^-127
  EXPECT_EQ(reference(Inf, false, true), 0xfe); // 2^127 with saturation
  EXPECT_EQ(reference(Inf, false, false), 0xff); // NaN without
  EXPECT_EQ(reference(1.5, false, true), 127);
  EXPECT_EQ(reference(1.5, true, true), 128);
}

TEST(E8m0Helper, OtherModesGiveZeroAsCudaDeviceCode) {
  for (cudaRoundMode R : {hipify::cudaRoundNearest, hipify::cudaRoundMinInf})
    for (uint32_t Bits : {0x3f800000u, 0x7fc00000u, 0x7f800000u})
      EXPECT_EQ(fromFloatBits(Bits, true, R), 0);
}

TEST(E8m0Helper, ToBfloat16EveryScale) {
  for (unsigned E = 0; E <= 0xff; ++E) {
    uint16_t Expected;
    if (E == 0xff)
      Expected = 0x7fff; // the canonical NaN
    else {
      float Scale = std::ldexp(1.0f, int(E) - 127); // exact, 2^-127 included
      uint32_t Bits;
      std::memcpy(&Bits, &Scale, sizeof Bits);
      ASSERT_EQ(Bits & 0xffff, 0u) << "a power of two is a bfloat16";
      Expected = uint16_t(Bits >> 16);
    }
    EXPECT_EQ(hipify::e8m0_bits::toBf16Bits(uint8_t(E)), Expected) << "scale " << E;
  }
}

} // namespace
