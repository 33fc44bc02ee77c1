//===- Float16Reference.h - the 16-bit formats, by value -------*- C++ -*-===//
//
// The reference the half and bfloat16 helpers' host tests compare with,
// written apart from the helpers from the formats' definitions (IEEE 754's
// binary16; bfloat16, float's upper half): each code's value as a double,
// and the nearest code of a double found by search over the codes' values.
//
//===----------------------------------------------------------------------===//

#pragma once

#include <cmath>
#include <vector>

namespace hipify::test {

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

inline std::vector<unsigned short> edges(const Format &F) {
  std::vector<unsigned short> E;
  int Min = 1 << F.Significand;
  for (int C : {0, 1, 2, 3, Min - 1, Min, Min + 1, 0x3c00, 0x3800, 0x3bff,
                           0x3f80, 0x3f00, F.MaxFinite - 1, F.MaxFinite + 0, F.MaxFinite + 1,
                F.MaxFinite + 2, 0x7fff, F.MaxFinite / 2, F.MaxFinite / 2 + 1})
    for (int Sign : {0, 0x8000})
      E.push_back(static_cast<unsigned short>(C | Sign));
  return E;
}

} // namespace hipify::test
