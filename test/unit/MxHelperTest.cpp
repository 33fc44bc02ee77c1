//===- MxHelperTest.cpp - helpers/hipify_mx.h against CUDA's semantics ----===//
//
// Checks the fp4 (e2m1) and fp6 (e2m3, e3m2) conversions of
// helpers/hipify_mx.h, in both of CUDA's modes: from every half and every
// bfloat16, from 2^23 floats spread evenly over all of them plus a million
// random ones, from doubles at every code's value, at every midpoint and one
// unit either side of it, and at the edges; every code back to half.
//
// The reference was written from the CUDA Math API's description of
// __nv_cvt_double_to_fp4 and _fp6 ("using rounding mode specified by
// rounding parameter. Large out-of-range values saturate to MAXNORM of the
// same sign. NaN input values result in positive MAXNORM") and the formats'
// definition, apart from the helper and in another style: it lists every
// code's value and picks the nearest one (ties to the even code) or the
// largest not above |x|, where the helper works on bits.
//
// Where CUDA's own headers are found (HIPIFY_TEST_CUDA_FP), every input is
// also compared with CUDA's host functions, bit for bit.
//
//===----------------------------------------------------------------------===//
#define HIPIFY_MX_BITS_ONLY
#include "hipify_mx.h"

#if defined(HIPIFY_TEST_CUDA_FP)
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#endif

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

namespace {

using hipify::mx_bits::Format;
namespace bits = hipify::mx_bits;

struct Kind {
  const char *Name;
  Format F;
  int Interpretation; // CUDA's enumerator's value
  bool Fp4;
};
const Kind Kinds[] = {{"e2m1", bits::e2m1(), 0, true},
                      {"e2m3", bits::e2m3(), 0, false},
                      {"e3m2", bits::e3m2(), 1, false}};
const int Nearest = 0, Zero = 1; // cudaRoundMode's values

/// The magnitudes of the codes 0 .. MAXNORM of \p F, by the formats'
/// definition: (1 + f / 2^M) * 2^(e - bias), or f / 2^M * 2^(1 - bias).
std::vector<double> magnitudes(Format F) {
  int Bias = (1 << (F.E - 1)) - 1;
  std::vector<double> V;
  for (int E = 0; E < (1 << F.E); ++E)
    for (int Fraction = 0; Fraction < (1 << F.M); ++Fraction)
      V.push_back(E == 0 ? std::ldexp(Fraction, 1 - Bias - F.M)
                         : std::ldexp((1 << F.M) + Fraction, E - Bias - F.M));
  return V;
}

/// CUDA's code of \p X in \p F (magnitudes \p V, in order) by \p Mode.
unsigned char reference(double X, const std::vector<double> &V, int Mode) {
  unsigned Max = V.size() - 1;
  if (std::isnan(X))
    return Max; // positive MAXNORM
  unsigned Sign = std::signbit(X) ? V.size() : 0;
  double A = std::fabs(X);
  if (A >= V[Max])
    return Sign | Max; // saturated
  // V[Below] <= A < V[Below + 1]
  unsigned Below = std::upper_bound(V.begin(), V.end(), A) - V.begin() - 1;
  if (Mode == Zero)
    return Sign | Below;
  double Down = A - V[Below], Up = V[Below + 1] - A;
  unsigned Near = Down < Up        ? Below
                  : Up < Down      ? Below + 1
                  : Below % 2 == 0 ? Below
                                   : Below + 1; // a tie: the even code
  return Sign | Near;
}

float floatOf(uint32_t B) {
  float F;
  std::memcpy(&F, &B, sizeof F);
  return F;
}

#if defined(HIPIFY_TEST_CUDA_FP)
unsigned char cudaFromDouble(double X, const Kind &K, int Mode) {
  cudaRoundMode R = static_cast<cudaRoundMode>(Mode);
  return K.Fp4
             ? __nv_cvt_double_to_fp4(X, __NV_E2M1, R)
             : __nv_cvt_double_to_fp6(
                   X, static_cast<__nv_fp6_interpretation_t>(K.Interpretation),
                   R);
}
unsigned char cudaFromFloat(float X, const Kind &K, int Mode) {
  cudaRoundMode R = static_cast<cudaRoundMode>(Mode);
  return K.Fp4
             ? __nv_cvt_float_to_fp4(X, __NV_E2M1, R)
             : __nv_cvt_float_to_fp6(
                   X, static_cast<__nv_fp6_interpretation_t>(K.Interpretation),
                   R);
}
unsigned char cudaFromHalf(unsigned short H, const Kind &K, int Mode) {
  cudaRoundMode R = static_cast<cudaRoundMode>(Mode);
  __half_raw Raw;
  Raw.x = H;
  return K.Fp4
             ? __nv_cvt_halfraw_to_fp4(Raw, __NV_E2M1, R)
             : __nv_cvt_halfraw_to_fp6(
                   Raw,
                   static_cast<__nv_fp6_interpretation_t>(K.Interpretation), R);
}
unsigned char cudaFromBf16(unsigned short H, const Kind &K, int Mode) {
  cudaRoundMode R = static_cast<cudaRoundMode>(Mode);
  __nv_bfloat16_raw Raw;
  Raw.x = H;
  return K.Fp4
             ? __nv_cvt_bfloat16raw_to_fp4(Raw, __NV_E2M1, R)
             : __nv_cvt_bfloat16raw_to_fp6(
                   Raw,
                   static_cast<__nv_fp6_interpretation_t>(K.Interpretation), R);
}
unsigned short cudaToHalf(unsigned char C, const Kind &K) {
  return K.Fp4
             ? __nv_cvt_fp4_to_halfraw(C, __NV_E2M1).x
             : __nv_cvt_fp6_to_halfraw(
                   C, static_cast<__nv_fp6_interpretation_t>(K.Interpretation))
                   .x;
}
#endif

/// Counts and prints the first mismatches of one kind, mode and source.
struct Tally {
  const char *What;
  unsigned Wrong = 0, Checked = 0;
  void check(double X, unsigned Got, unsigned Want) {
    ++Checked;
    if (Got != Want && ++Wrong <= 5)
      ADD_FAILURE() << What << "(" << std::hexfloat << X << ") = " << std::hex
                    << Got << ", want " << Want;
  }
  ~Tally() { EXPECT_EQ(Wrong, 0u) << What << ": of " << Checked; }
};

/// The doubles at every code's value, at every midpoint between two
/// neighbouring values, one unit either side of each, and the edges.
std::vector<double> doubleInputs(Format F) {
  std::vector<double> V = magnitudes(F), In;
  for (size_t I = 0; I < V.size(); ++I) {
    std::vector<double> Points = {V[I]};
    if (I + 1 < V.size())
      Points.push_back((V[I] + V[I + 1]) / 2);
    else
      Points.push_back(V[I] * 1.0625); // past MAXNORM
    for (double P : Points)
      for (double Q : {std::nextafter(P, 0.0), P, std::nextafter(P, 1e300)})
        for (double S : {Q, -Q})
          In.push_back(S);
  }
  for (double E :
       {0.0, -0.0, double(INFINITY), -double(INFINITY), double(NAN), 1e300,
        -1e300, 1e-300, -1e-300, 4.9e-324, std::ldexp(1.0, -30)})
    In.push_back(E);
  return In;
}

TEST(MxHelper, FromDoubleIsTheDocumentedRoundingAtEveryValueMidpointAndEdge) {
  for (const Kind &K : Kinds)
    for (int Mode : {Nearest, Zero}) {
      Tally T{K.Name};
      std::vector<double> V = magnitudes(K.F);
      for (double X : doubleInputs(K.F))
        T.check(X, bits::fromDouble(X, K.F, Mode), reference(X, V, Mode));
    }
}

TEST(MxHelper, FromFloatHalfAndBfloat16IsTheDocumentedRounding) {
  std::mt19937 Random(41);
  std::vector<uint32_t> Floats;
  for (uint64_t B = 0; B < (1ull << 32); B += 1u << 9)
    Floats.push_back(static_cast<uint32_t>(B | (B >> 9 & 0x1ff)));
  for (int I = 0; I < 1000000; ++I)
    Floats.push_back(Random());
  for (const Kind &K : Kinds)
    for (int Mode : {Nearest, Zero}) {
      Tally T{K.Name};
      std::vector<double> V = magnitudes(K.F);
      for (uint32_t B : Floats) {
        float X = floatOf(B);
        T.check(X, bits::fromDouble(X, K.F, Mode), reference(X, V, Mode));
      }
      for (unsigned H = 0; H < 0x10000; ++H) {
        double Half = bits::fromHalfBits(H), Bf16 = bits::fromBf16Bits(H);
        T.check(Half, bits::fromDouble(Half, K.F, Mode),
                reference(Half, V, Mode));
        T.check(Bf16, bits::fromDouble(Bf16, K.F, Mode),
                reference(Bf16, V, Mode));
      }
    }
}

TEST(MxHelper, HalfAndBfloat16BitsAreTheirValues) {
  EXPECT_EQ(bits::fromHalfBits(0x3c00), 1.0);
  EXPECT_EQ(bits::fromHalfBits(0xc500), -5.0);
  EXPECT_EQ(bits::fromHalfBits(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(bits::fromHalfBits(0x7bff), 65504.0);
  EXPECT_TRUE(std::isinf(bits::fromHalfBits(0xfc00)));
  EXPECT_TRUE(std::isnan(bits::fromHalfBits(0x7e00)));
  EXPECT_EQ(bits::fromBf16Bits(0x4040), 3.0);
  for (unsigned H = 0; H < 0x10000; ++H) {
    double V = bits::fromHalfBits(H);
    if (std::isfinite(V) && (std::fabs(V) >= std::ldexp(1.0, -14) || V == 0))
      EXPECT_EQ(bits::halfBits(V), H) << std::hex << H;
  }
}

TEST(MxHelper, EveryCodeBackToHalfIsItsValue) {
  for (const Kind &K : Kinds) {
    std::vector<double> V = magnitudes(K.F);
    for (unsigned C = 0; C < 2 * V.size(); ++C) {
      double Want = C < V.size() ? V[C] : -V[C - V.size()];
      double Got = bits::toDouble(C, K.F);
      EXPECT_EQ(Got, Want) << K.Name << " code " << C;
      EXPECT_EQ(std::signbit(Got), C >= V.size()) << K.Name << " code " << C;
      EXPECT_EQ(bits::fromHalfBits(bits::halfBits(Got)), Want);
    }
  }
}

TEST(MxHelper, MatchesCudasOwnHostFunctionsBitForBit) {
#if !defined(HIPIFY_TEST_CUDA_FP)
  GTEST_SKIP() << "CUDA's cuda_fp4.h and cuda_fp6.h were not found at "
                  "configure time (no CUDA SDK)";
#else
  std::mt19937 Random(43);
  for (const Kind &K : Kinds) {
    for (int Mode : {Nearest, Zero}) {
      Tally T{K.Name};
      for (double X : doubleInputs(K.F))
        T.check(X, bits::fromDouble(X, K.F, Mode), cudaFromDouble(X, K, Mode));
      for (uint64_t B = 0; B < (1ull << 32); B += 1u << 12) {
        float X = floatOf(static_cast<uint32_t>(B | (B >> 12 & 0xfff)));
        T.check(X, bits::fromDouble(X, K.F, Mode), cudaFromFloat(X, K, Mode));
      }
      for (int I = 0; I < 200000; ++I) {
        float X = floatOf(Random());
        T.check(X, bits::fromDouble(X, K.F, Mode), cudaFromFloat(X, K, Mode));
      }
      for (unsigned H = 0; H < 0x10000; ++H) {
        T.check(H, bits::fromDouble(bits::fromHalfBits(H), K.F, Mode),
                cudaFromHalf(H, K, Mode));
        T.check(H, bits::fromDouble(bits::fromBf16Bits(H), K.F, Mode),
                cudaFromBf16(H, K, Mode));
      }
    }
    Tally Back{K.Name};
    for (unsigned C = 0; C < (K.Fp4 ? 16u : 64u); ++C)
      Back.check(C, bits::halfBits(bits::toDouble(C, K.F)), cudaToHalf(C, K));
  }
#endif
}

} // namespace
