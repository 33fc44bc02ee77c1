//===- Fp8HelperTest.cpp - helpers/hipify_fp8.h against CUDA's semantics --===//
//
// Checks the fp8 (e4m3, e5m2) conversions of helpers/hipify_fp8.h, in both
// saturation modes: from doubles at every code's value, every midpoint and
// one unit either side of it, the edges and a million random doubles of
// every exponent; from every half and every bfloat16, and from a million
// random floats; every code back to half, float and each integer type.
//
// The reference is written from the CUDA Math API ("FP8 Intrinsics":
// round-to-nearest-even, __NV_SATFINITE saturates to the largest finite
// value, e4m3 has no infinity, NaN input gives NaN; the Half Precision
// conversions' round-toward-zero, clamping and NaN values) and the formats'
// definition, apart from the helper and in another style: it lists every
// code's value and picks the nearest one, ties to the even code, where the
// helper works on bits. A NaN's code is only checked to be a NaN there; the
// payload is CUDA's (e5m2 keeps a double's two leading significand bits),
// which the comparison below checks.
//
// Where CUDA's own headers are found (HIPIFY_TEST_CUDA_FP), every input is
// also compared with CUDA's host functions and its types' operators, bit
// for bit.
//
//===----------------------------------------------------------------------===//
#define HIPIFY_FP8_BITS_ONLY
#include "hipify_fp8.h"

#if defined(HIPIFY_TEST_CUDA_FP)
#include <cuda_fp8.h>
#endif

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <vector>

namespace {

namespace bits = hipify::fp8_bits;

struct Format {
  const char *Name;
  int Kind; // CUDA's __nv_fp8_interpretation_t value
  int E, M;
  bool Infinity;
};
const Format Formats[] = {{"e4m3", 0, 4, 3, false}, {"e5m2", 1, 5, 2, true}};
const int NoSat = 0, SatFinite = 1;

/// The magnitudes of the finite codes 0 .. the largest, by definition:
/// (1 + f / 2^M) * 2^(e - bias), or f / 2^M * 2^(1 - bias); e4m3's
/// all-ones code is NaN, e5m2's all-ones exponent infinity and NaN.
std::vector<double> magnitudes(const Format &F) {
  int Bias = (1 << (F.E - 1)) - 1;
  std::vector<double> V;
  for (int E = 0; E < (1 << F.E); ++E)
    for (int Fr = 0; Fr < (1 << F.M); ++Fr) {
      bool Special = F.Infinity ? E == (1 << F.E) - 1
                                : E == (1 << F.E) - 1 && Fr == (1 << F.M) - 1;
      if (!Special)
        V.push_back(E == 0 ? std::ldexp(Fr, 1 - Bias - F.M)
                           : std::ldexp((1 << F.M) + Fr, E - Bias - F.M));
    }
  return V;
}

bool isNan(unsigned char C, const Format &F) {
  return F.Infinity ? (C & 0x7f) > 0x7c : (C & 0x7f) == 0x7f;
}

/// The reference's code of X; for a NaN, any NaN of the format (-1).
int reference(double X, const Format &F, int Sat) {
  if (std::isnan(X))
    return -1;
  std::vector<double> V = magnitudes(F);
  unsigned Sign = std::signbit(X) ? 0x80 : 0;
  double A = std::fabs(X), Max = V.back();
  double Unit = Max - V[V.size() - 2];
  unsigned Largest = V.size() - 1;
  // Past the largest by half a unit (its tie goes to the even code: up for
  // e5m2, whose largest is odd): saturated, or NaN / infinity.
  bool Over = A > Max + Unit / 2 || (A == Max + Unit / 2 && (Largest & 1));
  if (Over)
    return Sign | (Sat == SatFinite ? Largest : F.Infinity ? 0x7c : 0x7f);
  unsigned Up = std::lower_bound(V.begin(), V.end(), A) - V.begin();
  if (Up == V.size())
    return Sign | Largest; // within half a unit above the largest
  if (V[Up] == A || Up == 0)
    return Sign | Up;
  double DUp = V[Up] - A, DDown = A - V[Up - 1];
  return Sign | (DUp < DDown ? Up : DDown < DUp ? Up - 1 : Up % 2 ? Up - 1 : Up);
}

/// The doubles each conversion is checked on.
std::vector<double> doubles(const Format &F) {
  std::vector<double> Out;
  std::vector<double> V = magnitudes(F);
  V.push_back(2 * V.back() - V[V.size() - 2]); // the next, past the largest
  for (size_t I = 0; I + 1 < V.size(); ++I) {
    double Mid = (V[I] + V[I + 1]) / 2;
    for (double D : {V[I], Mid, std::nextafter(Mid, 0.0),
                     std::nextafter(Mid, 1e300), V[I + 1]})
      Out.insert(Out.end(), {D, -D});
  }
  for (double D : {0.0, -0.0, HUGE_VAL, -HUGE_VAL, 1e300, 1e-300, 5e-324,
                   std::numeric_limits<double>::quiet_NaN()})
    Out.insert(Out.end(), {D, -D});
  std::mt19937_64 Rng(20261207);
  for (int I = 0; I < 1000000; ++I) {
    // Every exponent near the format's, and any bits.
    double D = std::ldexp(1.0 + double(Rng() >> 11) / 0x1p53,
                          int(Rng() % 48) - 30);
    Out.push_back(Rng() & 1 ? -D : D);
  }
  return Out;
}

float floatOf(uint32_t B) {
  float F;
  std::memcpy(&F, &B, sizeof F);
  return F;
}

void expectCode(int Want, unsigned char Got, const Format &F, double X) {
  if (Want < 0)
    ASSERT_TRUE(isNan(Got, F)) << F.Name << " " << X;
  else
    ASSERT_EQ(Want, Got) << F.Name << " " << std::hexfloat << X;
}

TEST(Fp8Helper, DoublesRoundToNearestEvenAndSaturate) {
  for (const Format &F : Formats)
    for (int Sat : {NoSat, SatFinite})
      for (double X : doubles(F))
        expectCode(reference(X, F, Sat), bits::fromDouble(X, Sat, F.Kind), F,
                   X);
}

// A float, half or bfloat16 is its value as a double; a NaN is first the
// positive float NaN.
TEST(Fp8Helper, FloatsHalvesAndBfloat16sConvertByTheirValue) {
  std::mt19937 Rng(7);
  for (const Format &F : Formats)
    for (int Sat : {NoSat, SatFinite}) {
      for (uint32_t H = 0; H < 0x10000; ++H) {
        uint32_t Fb = bits::halfToFloatBits(uint16_t(H));
        double FromHalf = bits::fromFloatBits(Fb);
        expectCode(reference(FromHalf, F, Sat),
                   bits::fromDouble(FromHalf, Sat, F.Kind), F, FromHalf);
        double FromBf16 = floatOf(H << 16);
        expectCode(reference(FromBf16, F, Sat),
                   bits::fromDouble(bits::fromFloatBits(H << 16), Sat, F.Kind),
                   F, FromBf16);
      }
      for (int I = 0; I < 1000000; ++I) {
        uint32_t B = Rng();
        expectCode(reference(floatOf(B), F, Sat),
                   bits::fromDouble(bits::fromFloatBits(B), Sat, F.Kind), F,
                   floatOf(B));
      }
    }
  // Half bits to float bits is exact.
  for (uint32_t H = 0; H < 0x10000; ++H) {
    float Want = std::ldexp(float(H & 0x3ff) + ((H >> 10 & 0x1f) ? 1024 : 0),
                            int(std::max(1u, H >> 10 & 0x1f)) - 25);
    if ((H >> 10 & 0x1f) == 0x1f)
      continue; // infinity and NaN: below
    ASSERT_EQ(floatOf(bits::halfToFloatBits(uint16_t(H))),
              H & 0x8000 ? -Want : Want)
        << H;
  }
  EXPECT_EQ(bits::halfToFloatBits(0x7c00), 0x7f800000u);
  EXPECT_EQ(bits::halfToFloatBits(0xfe01), 0x7fffffffu);
}

// Every code back: to half (exact, NaN 0x7fff), float, and the integers
// toward zero, clamped, NaN 0 or 0x8000000000000000.
TEST(Fp8Helper, EveryCodeConvertsBackExactly) {
  for (const Format &F : Formats) {
    std::vector<double> V = magnitudes(F);
    for (unsigned C = 0; C < 256; ++C) {
      uint32_t Fb = bits::toFloatBits(uint8_t(C), F.Kind);
      if (isNan(uint8_t(C), F)) {
        EXPECT_EQ(bits::toHalfBits(uint8_t(C), F.Kind), 0x7fff) << C;
        EXPECT_EQ(Fb, 0x7fffffffu);
        EXPECT_EQ(bits::toInteger<int>(uint8_t(C), F.Kind, -0x1p31, 0x1p31 - 1),
                  0);
        EXPECT_EQ(bits::toInteger<long long>(uint8_t(C), F.Kind, -0x1p63,
                                             0x1p63),
                  std::numeric_limits<long long>::min());
        continue;
      }
      double Want = (C & 0x7f) < V.size() ? V[C & 0x7f] : HUGE_VAL;
      if (C & 0x80)
        Want = -Want;
      ASSERT_EQ(double(floatOf(Fb)), Want) << F.Name << " " << C;
      double T = std::trunc(Want);
      EXPECT_EQ(bits::toInteger<unsigned char>(uint8_t(C), F.Kind, 0, 255),
                uint8_t(std::clamp(T, 0.0, 255.0)));
      EXPECT_EQ(bits::toInteger<short>(uint8_t(C), F.Kind, -32768, 32767),
                short(std::clamp(T, -32768.0, 32767.0)));
      EXPECT_EQ(bits::toInteger<unsigned>(uint8_t(C), F.Kind, 0, 4294967295.0),
                unsigned(std::clamp(T, 0.0, 4294967295.0)));
      EXPECT_EQ(bits::toInteger<long long>(uint8_t(C), F.Kind, -0x1p63, 0x1p63),
                std::isinf(T) ? (T > 0 ? std::numeric_limits<long long>::max()
                                       : std::numeric_limits<long long>::min())
                              : (long long)T);
    }
  }
}

// Planted bugs: ties away from zero, and NOSAT saturating.
TEST(Fp8Helper, TheSweepCatchesPlantedBugs) {
  auto Caught = [](const std::function<int(double, int)> &Bug) {
    for (const Format &F : Formats)
      for (double X : doubles(F))
        if (!std::isnan(X) && Bug(X, F.Kind) != reference(X, F, NoSat))
          return true;
    return false;
  };
  EXPECT_TRUE(Caught([](double X, int K) {
    return bits::fromDouble(X, SatFinite, K); // NOSAT as SATFINITE
  }));
  EXPECT_TRUE(Caught([](double X, int K) {
    double Nudged = std::nextafter(X, X < 0 ? -HUGE_VAL : HUGE_VAL);
    return bits::fromDouble(Nudged, NoSat, K); // ties away from zero
  }));
}

#if defined(HIPIFY_TEST_CUDA_FP)
// Bit for bit against CUDA's own host functions and types.
TEST(Fp8Helper, MatchesCudasHostFunctions) {
  for (const Format &F : Formats) {
    auto K = static_cast<__nv_fp8_interpretation_t>(F.Kind);
    for (int Sat : {NoSat, SatFinite}) {
      auto S = static_cast<__nv_saturation_t>(Sat);
      for (double X : doubles(F))
        ASSERT_EQ(bits::fromDouble(X, Sat, F.Kind),
                  __nv_cvt_double_to_fp8(X, S, K))
            << F.Name << " " << std::hexfloat << X;
      for (uint32_t H = 0; H < 0x10000; ++H) {
        __half_raw R;
        R.x = uint16_t(H);
        ASSERT_EQ(bits::fromDouble(bits::fromFloatBits(
                                       bits::halfToFloatBits(uint16_t(H))),
                                   Sat, F.Kind),
                  __nv_cvt_halfraw_to_fp8(R, S, K))
            << H;
        __nv_bfloat16_raw B;
        B.x = uint16_t(H);
        ASSERT_EQ(bits::fromDouble(bits::fromFloatBits(H << 16), Sat, F.Kind),
                  __nv_cvt_bfloat16raw_to_fp8(B, S, K))
            << H;
        float X = floatOf(H * 0x10001u);
        ASSERT_EQ(bits::fromDouble(bits::fromFloatBits(H * 0x10001u), Sat,
                                   F.Kind),
                  __nv_cvt_float_to_fp8(X, S, K))
            << H;
      }
    }
    for (unsigned C = 0; C < 256; ++C) {
      EXPECT_EQ(bits::toHalfBits(uint8_t(C), F.Kind),
                __nv_cvt_fp8_to_halfraw(uint8_t(C), K).x)
          << C;
      auto Check = [&](auto Cuda) {
        Cuda.__x = uint8_t(C);
        EXPECT_EQ(bits::toFloatBits(uint8_t(C), F.Kind),
                  [](float V) {
                    uint32_t B;
                    std::memcpy(&B, &V, 4);
                    return B;
                  }(static_cast<float>(Cuda)));
        EXPECT_EQ(bits::toInteger<unsigned char>(uint8_t(C), F.Kind, 0, 255),
                  static_cast<unsigned char>(Cuda));
        EXPECT_EQ(bits::toInteger<signed char>(uint8_t(C), F.Kind, -128, 127),
                  static_cast<signed char>(Cuda));
        EXPECT_EQ(bits::toInteger<unsigned short>(uint8_t(C), F.Kind, 0,
                                                  65535),
                  static_cast<unsigned short>(Cuda));
        EXPECT_EQ(bits::toInteger<short>(uint8_t(C), F.Kind, -32768, 32767),
                  static_cast<short>(Cuda));
        EXPECT_EQ(bits::toInteger<unsigned>(uint8_t(C), F.Kind, 0,
                                            4294967295.0),
                  static_cast<unsigned>(Cuda));
        EXPECT_EQ(bits::toInteger<int>(uint8_t(C), F.Kind, -2147483648.0,
                                       2147483647.0),
                  static_cast<int>(Cuda));
        EXPECT_EQ(bits::toInteger<unsigned long long>(uint8_t(C), F.Kind, 0,
                                                      0x1p64),
                  static_cast<unsigned long long>(Cuda));
        EXPECT_EQ(bits::toInteger<long long>(uint8_t(C), F.Kind, -0x1p63,
                                             0x1p63),
                  static_cast<long long>(Cuda));
      };
      if (F.Kind == 0)
        Check(__nv_fp8_e4m3());
      else
        Check(__nv_fp8_e5m2());
    }
  }
}
#endif

} // namespace
