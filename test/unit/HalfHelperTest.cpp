//===- HalfHelperTest.cpp - host code's operators on __half and __half2 ---===//
//
// helpers/hipify_half.h on the host, under a test double of HIP's host
// __half (unit/half-double: HIP's host conversions, no operators), against
// a reference written apart from the CUDA Math API's host operators: each
// operand's value as a double, the operation in double (exact for + - *,
// and for / a double rounding innocuous for half's 11 bits), and the
// nearest half found by search over every code's value; a NaN result is
// 0x7fff; comparisons as the Math API defines them (ordered, != unordered;
// __half2's in both lanes); __hmax2, __hmin2 and their _nan forms as the
// Math API defines them. Every operand pair of each operation is checked
// against the edges, a million random pairs and a million near pairs.
//
//===----------------------------------------------------------------------===//

#include "hipify_half.h"

#include "Float16Reference.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>

namespace {

using hipify::test::edges;
using hipify::test::Half;

__half code(unsigned short C) { return __half_raw{C}; }
unsigned short bits(__half H) { return static_cast<__half_raw>(H).x; }
__half2 pair(unsigned short Lo, unsigned short Hi) { return __half2_raw{Lo, Hi}; }

/// Calls \p Check on every code with every edge (both ways round), a million
/// random pairs and a million pairs of codes near each other.
void everyPair(const std::function<void(unsigned short, unsigned short)> &Check) {
  for (unsigned int A = 0; A <= 0xffff; ++A)
    for (unsigned short B : edges(Half)) {
      Check(static_cast<unsigned short>(A), B);
      Check(B, static_cast<unsigned short>(A));
    }
  std::mt19937 Random(58);
  for (int I = 0; I < 1000000; ++I)
    Check(static_cast<unsigned short>(Random()), static_cast<unsigned short>(Random()));
  for (int I = 0; I < 1000000; ++I) {
    auto A = static_cast<unsigned short>(Random());
    Check(A, static_cast<unsigned short>((A ^ (Random() & 0x8000)) + (Random() % 64) - 32));
  }
}

/// The reference result of \p Op on the values of codes \p A and \p B.
unsigned short want(unsigned short A, unsigned short B, double (*Op)(double, double)) {
  return Half.nearest(Op(Half.value(A), Half.value(B)));
}

struct Arithmetic {
  const char *Name;
  double (*Reference)(double, double);
  __half (*Operator)(__half, __half);
  __half (*Compound)(__half, __half);
};

const Arithmetic Operations[] = {
    {"+", [](double X, double Y) { return X + Y; }, [](__half A, __half B) { return A + B; },
     [](__half A, __half B) { return A += B; }},
    {"-", [](double X, double Y) { return X - Y; }, [](__half A, __half B) { return A - B; },
     [](__half A, __half B) { return A -= B; }},
    {"*", [](double X, double Y) { return X * Y; }, [](__half A, __half B) { return A * B; },
     [](__half A, __half B) { return A *= B; }},
    {"/", [](double X, double Y) { return X / Y; }, [](__half A, __half B) { return A / B; },
     [](__half A, __half B) { return A /= B; }},
};

TEST(HalfHelper, ArithmeticIsCorrectlyRounded) {
  for (const Arithmetic &Op : Operations) {
    long Failures = 0;
    everyPair([&](unsigned short A, unsigned short B) {
      unsigned short Want = want(A, B, Op.Reference);
      unsigned short Got = bits(Op.Operator(code(A), code(B)));
      unsigned short Compound = bits(Op.Compound(code(A), code(B)));
      if ((Got != Want || Compound != Want) && Failures++ < 10)
        ADD_FAILURE() << std::hex << A << ' ' << Op.Name << ' ' << B << ": " << Got << " (compound "
                      << Compound << "), want " << Want;
    });
    EXPECT_EQ(Failures, 0) << Op.Name;
  }
}

TEST(HalfHelper, HalfPairsComputeLaneByLane) {
  long Failures = 0;
  std::mt19937 Random(2);
  for (int I = 0; I < 1000000; ++I) {
    unsigned short A[2], B[2];
    for (auto *C : {&A[0], &A[1], &B[0], &B[1]})
      *C = static_cast<unsigned short>(Random());
    if (I % 4 == 0) // an edge in one lane
      B[I % 8 / 4] = edges(Half)[Random() % edges(Half).size()];
    for (const Arithmetic &Op : Operations) {
      __half2 X = pair(A[0], A[1]);
      switch (Op.Name[0]) {
      case '+': X += pair(B[0], B[1]); break;
      case '-': X -= pair(B[0], B[1]); break;
      case '*': X *= pair(B[0], B[1]); break;
      default: X /= pair(B[0], B[1]); break;
      }
      auto R = static_cast<__half2_raw>(__half2_raw{bits(X.x), bits(X.y)});
      if ((R.x != want(A[0], B[0], Op.Reference) || R.y != want(A[1], B[1], Op.Reference)) &&
          Failures++ < 10)
        ADD_FAILURE() << std::hex << A[0] << ',' << A[1] << ' ' << Op.Name << "= " << B[0] << ','
                      << B[1] << ": " << R.x << ',' << R.y;
    }
  }
  EXPECT_EQ(Failures, 0);
}

struct Comparison {
  const char *Name;
  bool (*Reference)(double, double);
  bool (*Operator)(__half, __half);
  bool (*Pair)(__half2, __half2);
};

// The Math API: __heq, __hlt, __hgt, __hle, __hge are ordered (false with a
// NaN); operator!= is __hneu, unordered (true with a NaN).
const Comparison Comparisons[] = {
    {"==", [](double X, double Y) { return !std::isunordered(X, Y) && X == Y; },
     [](__half A, __half B) { return A == B; }, [](__half2 A, __half2 B) { return A == B; }},
    {"!=", [](double X, double Y) { return std::isunordered(X, Y) || X < Y || X > Y; },
     [](__half A, __half B) { return A != B; }, [](__half2 A, __half2 B) { return A != B; }},
    {"<", [](double X, double Y) { return std::isless(X, Y); },
     [](__half A, __half B) { return A < B; }, [](__half2 A, __half2 B) { return A < B; }},
    {">", [](double X, double Y) { return std::isgreater(X, Y); },
     [](__half A, __half B) { return A > B; }, [](__half2 A, __half2 B) { return A > B; }},
    {"<=", [](double X, double Y) { return std::islessequal(X, Y); },
     [](__half A, __half B) { return A <= B; }, [](__half2 A, __half2 B) { return A <= B; }},
    {">=", [](double X, double Y) { return std::isgreaterequal(X, Y); },
     [](__half A, __half B) { return A >= B; }, [](__half2 A, __half2 B) { return A >= B; }},
};

TEST(HalfHelper, ComparisonsAreTheMathApis) {
  for (const Comparison &C : Comparisons) {
    long Failures = 0;
    std::mt19937 Random(3);
    everyPair([&](unsigned short A, unsigned short B) {
      bool Want = C.Reference(Half.value(A), Half.value(B));
      if (C.Operator(code(A), code(B)) != Want && Failures++ < 10)
        ADD_FAILURE() << std::hex << A << ' ' << C.Name << ' ' << B;
      // A pair: this lane with another random one, both ways round.
      auto A2 = static_cast<unsigned short>(Random()), B2 = static_cast<unsigned short>(Random());
      bool Both = Want && C.Reference(Half.value(A2), Half.value(B2));
      if ((C.Pair(pair(A, A2), pair(B, B2)) != Both || C.Pair(pair(A2, A), pair(B2, B)) != Both) &&
          Failures++ < 10)
        ADD_FAILURE() << std::hex << A << ',' << A2 << ' ' << C.Name << ' ' << B << ',' << B2;
    });
    EXPECT_EQ(Failures, 0) << C.Name;
  }
}

TEST(HalfHelper, SignAndSteps) {
  long Failures = 0;
  for (unsigned int C = 0; C <= 0xffff; ++C) {
    auto A = static_cast<unsigned short>(C);
    double V = Half.value(A);
    __half H = code(A);
    unsigned short Neg = Half.nearest(-V), Up = Half.nearest(V + 1), Down = Half.nearest(V - 1);
    __half Pre = H, Post = H;
    unsigned short PreUp = bits(++Pre), PostUp = bits(Post++);
    __half PreD = H, PostD = H;
    unsigned short PreDown = bits(--PreD), PostDown = bits(PostD--);
    __half2 P = pair(A, A);
    ++P;
    __half2 Q = pair(A, A);
    Q--;
    if ((bits(-H) != Neg || bits(+H) != A || PreUp != Up || bits(Pre) != Up || PostUp != A ||
         bits(Post) != Up || PreDown != Down || bits(PreD) != Down || PostDown != A ||
         bits(PostD) != Down || bits(P.x) != Up || bits(P.y) != Up || bits(Q.x) != Down ||
         bits(Q.y) != Down) &&
        Failures++ < 10)
      ADD_FAILURE() << std::hex << A;
  }
  EXPECT_EQ(Failures, 0);
}

// __hmax2, __hmin2 and their _nan forms against the Math API's definition,
// on values: (a > b) ? a : b, a NaN lane gives the other lane (the _nan
// forms: 0x7fff), two NaNs 0x7fff; of two zeros +0.0 is the larger.
unsigned short extremeReference(unsigned short A, unsigned short B, bool Max, bool Nan) {
  double X = Half.value(A), Y = Half.value(B);
  if (std::isnan(X) || std::isnan(Y))
    return Nan || (std::isnan(X) && std::isnan(Y)) ? 0x7fff : std::isnan(X) ? B : A;
  if (X == 0 && Y == 0) // by sign: -0.0 < +0.0
    return (std::signbit(X) ? Max : !Max) ? B : A;
  return (Max ? X > Y : X < Y) ? A : B;
}

TEST(HalfHelper, ExtremesAreTheMathApis) {
  struct Extreme {
    const char *Name;
    __half2 (*Helper)(const __half2, const __half2);
    bool Max, Nan;
  } Extremes[] = {{"__hmax2", hipify::__hmax2, true, false},
                  {"__hmin2", hipify::__hmin2, false, false},
                  {"__hmax2_nan", hipify::__hmax2_nan, true, true},
                  {"__hmin2_nan", hipify::__hmin2_nan, false, true}};
  for (const Extreme &E : Extremes) {
    long Failures = 0;
    std::mt19937 Random(5);
    everyPair([&](unsigned short A, unsigned short B) {
      auto A2 = static_cast<unsigned short>(Random()), B2 = static_cast<unsigned short>(Random());
      __half2 R = E.Helper(pair(A, A2), pair(B, B2));
      if ((bits(R.x) != extremeReference(A, B, E.Max, E.Nan) ||
           bits(R.y) != extremeReference(A2, B2, E.Max, E.Nan)) &&
          Failures++ < 10)
        ADD_FAILURE() << std::hex << E.Name << '(' << A << ',' << A2 << "; " << B << ',' << B2
                      << "): " << bits(R.x) << ',' << bits(R.y);
    });
    EXPECT_EQ(Failures, 0) << E.Name;
  }
}

TEST(HalfHelper, ReferenceKnowsItsResults) {
  EXPECT_EQ(want(0x3c00, 0x4000, [](double X, double Y) { return X / Y; }), 0x3800); // 1/2
  EXPECT_EQ(want(0x3c00, 0x4200, [](double X, double Y) { return X / Y; }), 0x3555); // 1/3
  EXPECT_EQ(want(0x7bff, 0x4000, [](double X, double Y) { return X * Y; }), 0x7c00); // overflow
  EXPECT_EQ(want(0x0001, 0x3800, [](double X, double Y) { return X * Y; }), 0x0000); // a tie, to even 0
  EXPECT_EQ(want(0x7c00, 0xfc00, [](double X, double Y) { return X + Y; }), 0x7fff); // inf - inf
  EXPECT_EQ(want(0x3c00, 0xbc00, [](double X, double Y) { return X + Y; }), 0x0000); // +0
  EXPECT_EQ(Half.nearest(-Half.value(0x7e01)), 0x7fff);                            // -NaN
  EXPECT_EQ(extremeReference(0x0000, 0x8000, true, false), 0x0000);  // max(+0, -0)
  EXPECT_EQ(extremeReference(0x8000, 0x0000, false, false), 0x8000); // min(-0, +0)
  EXPECT_EQ(extremeReference(0x7e00, 0x3c00, true, false), 0x3c00);  // max(NaN, 1)
  EXPECT_EQ(extremeReference(0x7e00, 0x3c00, true, true), 0x7fff);   // _nan
}

} // namespace
