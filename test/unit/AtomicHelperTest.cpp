//===- AtomicHelperTest.cpp - atomicAdd on half and bfloat16 --------------===//
//
// helpers/hipify_atomic.h's bits on the host, against a reference written
// apart from the CUDA Math API's and the PTX ISA's rule for atomicAdd on
// __half and __nv_bfloat16 (atom.add.noftz: the sum rounded to nearest even,
// subnormals kept): each operand's value as a double, their exact sum, and
// the nearest code found by search over every code's value. The word
// splicing runs on a host compare-and-swap, from several threads too.
//
//===----------------------------------------------------------------------===//

#define HIPIFY_ATOMIC_BITS_ONLY
#include "hipify_atomic.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <thread>
#include <vector>

namespace {

using namespace hipify::atomic_bits;

/// One 16-bit format: its value of each code, and the nearest code of a
/// double by value.
struct Format {
  int Significand; // stored significand bits
  int Bias;
  unsigned short MaxFinite; // the largest finite code

  double value(unsigned short C) const {
    int E = (C >> Significand) & ((1 << (15 - Significand)) - 1);
    int M = C & ((1 << Significand) - 1);
    double V = E == 0 ? std::ldexp(M, 1 - Bias - Significand)
                      : std::ldexp(M + (1 << Significand), E - Bias - Significand);
    if (E == (1 << (15 - Significand)) - 1)
      V = M ? NAN : INFINITY;
    return (C & 0x8000) ? -V : V;
  }

  /// The code nearest \p X, ties to the even code; past the largest finite
  /// code by half a unit or more (a tie too: the largest is odd), infinity.
  unsigned short nearest(double X) const {
    if (std::isnan(X))
      return 0x7fff;
    unsigned short Sign = std::signbit(X) ? 0x8000 : 0;
    double A = std::fabs(X);
    double Top = value(MaxFinite), Unit = Top - value(MaxFinite - 1);
    if (A >= Top + Unit / 2)
      return Sign | (MaxFinite + 1);
    unsigned short Lo = 0, Hi = MaxFinite; // value(Lo) <= A <= value(Hi)
    while (Hi - Lo > 1) {
      unsigned short Mid = (Lo + Hi) / 2;
      (value(Mid) <= A ? Lo : Hi) = Mid;
    }
    if (A >= value(Hi))
      Lo = Hi;
    double Down = A - value(Lo), Up = value(Hi) - A;
    unsigned short C = Down < Up || (Down == Up && (Lo & 1) == 0) || Lo == Hi ? Lo : Hi;
    return Sign | C;
  }

  /// The correctly rounded sum of codes \p A and \p B.
  unsigned short sum(unsigned short A, unsigned short B) const {
    double X = value(A), Y = value(B);
    if (std::isnan(X) || std::isnan(Y) || (std::isinf(X) && std::isinf(Y) && X != Y))
      return 0x7fff;
    if (std::isinf(X) || std::isinf(Y))
      return std::isinf(X) ? A : B;
    if (X == 0 && Y == 0) // -0 only when both are
      return (A & B & 0x8000) ? 0x8000 : 0;
    // Far apart, the smaller is under half a unit of the larger, which is
    // the sum (the sum in a double is exact otherwise: 8 or 11 significand
    // bits spread over at most 40 more).
    if (X != 0 && Y != 0 && std::abs(std::ilogb(X) - std::ilogb(Y)) > 40)
      return std::fabs(X) > std::fabs(Y) ? A : B;
    double S = X + Y;
    return S == 0 ? 0 : nearest(S);
  }
};

constexpr Format Half = {10, 15, 0x7bff};
constexpr Format Bf16 = {7, 127, 0x7f7f};

std::vector<unsigned short> edges(const Format &F) {
  std::vector<unsigned short> E;
  int Min = 1 << F.Significand;
  for (int C : {0, 1, 2, 3, Min - 1, Min, Min + 1, 0x3c00, 0x3800, 0x3bff,
                           0x3f80, 0x3f00, F.MaxFinite - 1, F.MaxFinite + 0, F.MaxFinite + 1,
                F.MaxFinite + 2, 0x7fff, F.MaxFinite / 2, F.MaxFinite / 2 + 1})
    for (int Sign : {0, 0x8000})
      E.push_back(static_cast<unsigned short>(C | Sign));
  return E;
}

void checkSums(const Format &F, unsigned short (*Add)(unsigned short, unsigned short)) {
  long Failures = 0;
  auto Check = [&](unsigned short A, unsigned short B) {
    unsigned short Got = Add(A, B), Want = F.sum(A, B);
    if (Got != Want && Failures++ < 10)
      ADD_FAILURE() << std::hex << A << " + " << B << ": " << Got << ", want " << Want;
  };
  // Every code against every edge, both ways round.
  for (unsigned int A = 0; A <= 0xffff; ++A)
    for (unsigned short B : edges(F)) {
      Check(static_cast<unsigned short>(A), B);
      Check(B, static_cast<unsigned short>(A));
    }
  std::mt19937 Random(41);
  for (int I = 0; I < 1000000; ++I)
    Check(static_cast<unsigned short>(Random()), static_cast<unsigned short>(Random()));
  // Near each other (where ties and cancellation are): 1,000,000 more.
  for (int I = 0; I < 1000000; ++I) {
    auto A = static_cast<unsigned short>(Random());
    Check(A, static_cast<unsigned short>((A ^ (Random() & 0x8000)) + (Random() % 64) - 32));
  }
  EXPECT_EQ(Failures, 0);
}

TEST(AtomicHelper, HalfSumIsCorrectlyRounded) { checkSums(Half, addHalf); }

TEST(AtomicHelper, Bfloat16SumIsCorrectlyRounded) { checkSums(Bf16, addBf16); }

TEST(AtomicHelper, ReferenceKnowsItsValues) {
  EXPECT_EQ(Half.value(0x3c00), 1.0);
  EXPECT_EQ(Half.value(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(Half.value(0x7bff), 65504.0);
  EXPECT_EQ(Bf16.value(0x3f80), 1.0);
  EXPECT_EQ(Bf16.value(0x0001), std::ldexp(1.0, -133));
  EXPECT_EQ(Half.sum(0x3c00, 0x3c00), 0x4000);     // 1 + 1 = 2
  EXPECT_EQ(Half.sum(0x7bff, 0x5000), 0x7c00);     // 65504 + 32: a tie, to infinity
  EXPECT_EQ(Half.sum(0x3c00, 0x1000), 0x3c00);     // 1 + 2^-11: a tie, to even 1
  EXPECT_EQ(Half.sum(0x3c01, 0x1000), 0x3c02);     // odd: up
}

unsigned int hostCas(unsigned int *Word, unsigned int Expected, unsigned int Desired) {
  __atomic_compare_exchange_n(Word, &Expected, Desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return Expected; // what it found
}

TEST(AtomicHelper, AddsIntoItsOwnHalfOfTheWord) {
  alignas(8) unsigned short Values[4] = {0x3c00, 0x4000, 0x4200, 0x4400}; // 1 2 3 4
  for (int I = 0; I < 4; ++I) {
    unsigned short Before[4];
    std::copy(Values, Values + 4, Before);
    EXPECT_EQ(addHalfWord(&Values[I], addHalf, 0x3c00, hostCas), Before[I]);
    for (int J = 0; J < 4; ++J)
      EXPECT_EQ(Values[J], J == I ? addHalf(Before[J], 0x3c00) : Before[J]) << I << ' ' << J;
  }
}

TEST(AtomicHelper, AddsBothHalvesOfAPair) {
  alignas(4) unsigned int Word = 0x40003c00; // (1, 2)
  unsigned short Low = 0x3c00, High = 0xbc00; // (+1, -1)
  EXPECT_EQ(addWord(&Word, addHalf, &Low, &High, hostCas), 0x40003c00u);
  EXPECT_EQ(Word, 0x3c004000u); // (2, 1)
}

TEST(AtomicHelper, ThreadsOnOneWordLoseNoAdd) {
  alignas(4) unsigned short Values[2] = {0, 0};
  constexpr int Adds = 1000; // integers to 2048 are exact halves
  std::vector<std::thread> Threads;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&, T] {
      for (int I = 0; I < Adds / 2; ++I)
        addHalfWord(&Values[T % 2], addHalf, 0x3c00, hostCas);
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Half.value(Values[0]), Adds);
  EXPECT_EQ(Half.value(Values[1]), Adds);
}

} // namespace
