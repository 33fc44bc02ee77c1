//===- Fp32HelperTest.cpp - helpers/hipify_fp32.h on the host ------------===//
//
// The float2 operations against the Math API's definition: each lane is the
// scalar operation of that lane's operands, correctly rounded to nearest
// even (x with x, y with y). Under the test double (unit/fp32-double) HIP's
// scalar operations are the host's IEEE ones; the reference computes each
// lane apart, in double, which rounds a sum or product of two floats
// exactly once more without error (53 >= 2 * 24 + 2 bits), and, for the
// fused multiply-add, on operands whose exact result a double holds (so
// rounding it to float is the one rounding).
//
//===----------------------------------------------------------------------===//

#include "hipify_fp32.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

namespace {

uint32_t bits(float F) {
  uint32_t B;
  std::memcpy(&B, &F, sizeof B);
  return B;
}
float floatOf(uint32_t B) {
  float F;
  std::memcpy(&F, &B, sizeof F);
  return F;
}
bool same(float Got, float Want) {
  return std::isnan(Want) ? std::isnan(Got) : bits(Got) == bits(Want);
}

TEST(Fp32Helper, AddAndMultiplyEachLaneOnRandomAndEdgeFloats) {
  std::mt19937 Random(59);
  const float Edges[] = {0.0f, -0.0f, 1.0f, -1.0f, 0x1p-149f, 0x1p-126f,
                         0x1.fffffep127f, INFINITY, -INFINITY, NAN, 3.0f,
                         0x1.000002p0f};
  unsigned Wrong = 0;
  auto Check = [&](float A, float B, float C, float D) {
    float2 X = make_float2(A, B), Y = make_float2(C, D);
    float2 S = hipify::__fadd2_rn(X, Y), P = hipify::__fmul2_rn(X, Y);
    if (!same(S.x, float(double(A) + double(C))) ||
        !same(S.y, float(double(B) + double(D))) ||
        !same(P.x, float(double(A) * double(C))) ||
        !same(P.y, float(double(B) * double(D))))
      if (++Wrong <= 5)
        ADD_FAILURE() << A << " " << B << " " << C << " " << D;
  };
  for (float A : Edges)
    for (float C : Edges)
      Check(A, C, C, A);
  for (int I = 0; I < 1000000; ++I)
    Check(floatOf(Random()), floatOf(Random()), floatOf(Random()),
          floatOf(Random()));
  EXPECT_EQ(Wrong, 0u);
}

TEST(Fp32Helper, FusedMultiplyAddEachLaneWithOneRounding) {
  std::mt19937 Random(61);
  unsigned Wrong = 0;
  for (int I = 0; I < 1000000; ++I) {
    // 12-bit significands: the product has 24 bits, and the sum with a
    // 12-bit addend within 2^20 of it fits a double, so the double is exact.
    auto Small = [&] {
      return std::ldexp(float(int(Random() % 4096) - 2048), int(Random() % 9) - 4);
    };
    float A = Small(), B = Small(), C = Small(), D = Small(), E = Small(),
          F = Small();
    float2 R = hipify::__ffma2_rn(make_float2(A, B), make_float2(C, D),
                                  make_float2(E, F));
    if (!same(R.x, float(double(A) * double(C) + double(E))) ||
        !same(R.y, float(double(B) * double(D) + double(F))) ||
        !same(hipify::__fmaf_ieee_rn(A, C, E),
              float(double(A) * double(C) + double(E))))
      ++Wrong;
  }
  EXPECT_EQ(Wrong, 0u);
  // Worked: (1 + 2^-12)^2 - (1 + 2^-11) = 2^-24 when fused; the product
  // rounded first (1 + 2^-11, a tie to even) would give 0.
  const float U = 1.0f + 0x1p-12f;
  float2 Fused = hipify::__ffma2_rn(make_float2(U, 1.0f), make_float2(U, 1.0f),
                                    make_float2(-(1.0f + 0x1p-11f), -1.0f));
  EXPECT_EQ(Fused.x, 0x1p-24f);
  EXPECT_EQ(hipify::__fmaf_ieee_rn(U, U, -(1.0f + 0x1p-11f)), 0x1p-24f);
  EXPECT_EQ(Fused.y, 0.0f);
}

} // namespace
