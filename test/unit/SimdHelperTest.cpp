//===- SimdHelperTest.cpp - helpers/hipify_simd.h against CUDA's semantics ===//
//
// Checks that every CUDA SIMD intrinsic re-implemented in helpers/hipify_simd.h
// (hipify::__vadd2, hipify::__vcmpeq4, ...) computes what CUDA documents: the
// byte-lane functions on every byte pair in every lane, the halfword-lane ones
// on a million pseudo-random words and on every combination of edge halfwords,
// the unary ones on every lane value, plus the worked examples that CUDA's own
// doc comments give. It also checks that the table here names every SIMD
// intrinsic that CUDA's device_functions.h declares.
//
// The reference below was written from NVIDIA's documentation (the doc
// comments in cuda/include/crt/device_functions.h, and the PTX ISA's "SIMD
// Video Instructions", sections 9.7.17.1-4: vadd2, vsub2, vavrg2, vabsdiff2,
// vmin2, vmax2; vset2; and their 4-lane forms, at
// https://docs.nvidia.com/cuda/parallel-thread-execution/#simd-video-instructions),
// independently of the helper, in a deliberately
// different style: each lane is taken out as a wide (64-bit) integer by
// arithmetic, computed exactly, clamped by an explicit function, and put back
// modulo 2^bits. No bit tricks.
//
//===----------------------------------------------------------------------===//
#include "hipify_simd.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

//===----------------------------------------------------------------------===//
// The reference.
//
// Lane layout (device_functions.h): the `2` forms "split 4 bytes of each
// argument into 2 parts, each consisting of 2 bytes", the `4` forms "into 4
// parts, each consisting of 1 byte"; "partial results are recombined and
// returned as unsigned int". Lane i is the i-th least significant part, as
// in the PTX semantics ("for (i=0; i<2; i++) ... d |= ... t[i]").
//
// Signedness: the PTX semantics "extract pairs of half-words and sign- or
// zero-extend based on operand type" (extractAndSignExt_2/_4), compute t[i]
// exactly, then, with .sat, "if (.dtype == .s32) t[i] = CLAMP(t[i], S16_MAX,
// S16_MIN); else t[i] = CLAMP(t[i], U16_MAX, U16_MIN)" (S8/U8 for the 4-lane
// forms). Without .sat the lane keeps the low bits (wrap-around: "with
// wrap-around", "ignoring overflow").
//===----------------------------------------------------------------------===//
namespace ref {

using Word = unsigned int;

// Lane geometry for lanes of Bits bits.
template <int Bits> struct Lane {
  static constexpr int Count = 32 / Bits;
  static constexpr int64_t Modulus = int64_t(1) << Bits; // 256 or 65536
  static constexpr int64_t UnsignedMax = Modulus - 1;    // U8_MAX / U16_MAX
  static constexpr int64_t SignedMax = Modulus / 2 - 1;  // S8_MAX / S16_MAX
  static constexpr int64_t SignedMin = -(Modulus / 2);   // S8_MIN / S16_MIN

  // Lane I of W, zero-extended: W / 2^(Bits*I) mod 2^Bits.
  static int64_t zeroExtended(Word W, int I) {
    int64_t Rest = W;
    for (int K = 0; K < I; ++K)
      Rest = Rest / Modulus;
    return Rest % Modulus;
  }
  // Lane I of W, sign-extended (two's complement).
  static int64_t signExtended(Word W, int I) {
    int64_t U = zeroExtended(W, I);
    if (U > SignedMax)
      return U - Modulus;
    return U;
  }
  // V modulo 2^Bits, in [0, 2^Bits): what a lane keeps of an exact result.
  static int64_t wrap(int64_t V) { return ((V % Modulus) + Modulus) % Modulus; }
  static int64_t clamp(int64_t V, int64_t Lo, int64_t Hi) {
    if (V < Lo)
      return Lo;
    if (V > Hi)
      return Hi;
    return V;
  }
  static int64_t saturateSigned(int64_t V) {
    return clamp(V, SignedMin, SignedMax);
  }
  static int64_t saturateUnsigned(int64_t V) { return clamp(V, 0, UnsignedMax); }
  // Puts exact lane results back together, each modulo 2^Bits.
  static Word assemble(const int64_t (&Results)[Count]) {
    int64_t Total = 0;
    int64_t Place = 1;
    for (int I = 0; I < Count; ++I) {
      Total = Total + wrap(Results[I]) * Place;
      Place = Place * Modulus;
    }
    return static_cast<Word>(Total);
  }
};

enum Signedness { Signed, Unsigned };

template <int Bits, Signedness S> int64_t extend(Word W, int I) {
  if (S == Signed)
    return Lane<Bits>::signExtended(W, I);
  return Lane<Bits>::zeroExtended(W, I);
}

// Applies Op to each pair of lanes, widened per S.
template <int Bits, Signedness S, class OpT>
Word eachLane(Word A, Word B, OpT Op) {
  int64_t Results[Lane<Bits>::Count];
  for (int I = 0; I < Lane<Bits>::Count; ++I)
    Results[I] = Op(extend<Bits, S>(A, I), extend<Bits, S>(B, I));
  return Lane<Bits>::assemble(Results);
}
template <int Bits, Signedness S, class OpT> Word eachLane(Word A, OpT Op) {
  int64_t Results[Lane<Bits>::Count];
  for (int I = 0; I < Lane<Bits>::Count; ++I)
    Results[I] = Op(extend<Bits, S>(A, I));
  return Lane<Bits>::assemble(Results);
}
// The SAD forms return the plain sum of the lanes' exact |a - b| (PTX
// vabsdiff2/4 with the secondary accumulate ".add": "d = c; for (...) d +=
// t[i]", with t[i] = |Va[i] - Vb[i]| exact and c = 0): "computes absolute
// differences and returns sum of those differences".
template <int Bits, Signedness S> Word sumOfAbsoluteDifferences(Word A, Word B) {
  int64_t Sum = 0;
  for (int I = 0; I < Lane<Bits>::Count; ++I) {
    int64_t Difference = extend<Bits, S>(A, I) - extend<Bits, S>(B, I);
    Sum = Sum + (Difference < 0 ? -Difference : Difference);
  }
  return static_cast<Word>(Sum);
}

int64_t absolute(int64_t V) { return V < 0 ? -V : V; }
// floor(V / 2), spelled out so it does not depend on how >> treats negatives.
int64_t floorHalf(int64_t V) {
  if (V >= 0)
    return V / 2;
  return -((-V + 1) / 2);
}
// PTX vavrg2/vavrg4: "if ((Va[i] + Vb[i]) >= 0) { t[i] = (Va[i] + Vb[i] + 1)
// >> 1; } else { t[i] = (Va[i] + Vb[i]) >> 1; }" with the operands extended
// to full precision first, and >> an arithmetic shift (floor) on the wide sum.
// So a non-negative sum rounds half up, a negative one rounds half down:
// halves round away from zero.
int64_t roundedAverage(int64_t X, int64_t Y) {
  int64_t Sum = X + Y;
  if (Sum >= 0)
    return floorHalf(Sum + 1);
  return floorHalf(Sum);
}

// Comparisons: __vcmp* set a lane to all ones ("result is ffff if ... and 0000
// otherwise"), __vset* to 1, lane by lane, despite the doc comment's wording
// "returns 1 if both parts compare ...": they are PTX vset2/vset4, whose
// semantics write "t[i] = compare(Va[i], Vb[i], .cmp) ? 1 : 0" into each lane.
// (nvcc 13 emulates them; its PTX for __vseteq2 ends "and.b32 r, r,
// 0x80008000; shr.u32 r, r, 15": one bit per lane, not one for the word.)
template <int Bits> int64_t allOnes(bool Holds) {
  return Holds ? Lane<Bits>::UnsignedMax : 0;
}
int64_t one(bool Holds) { return Holds ? 1 : 0; }

#define REF_BINARY(Name, Bits, S, Expr)                                        \
  Word Name(Word A, Word B) {                                                  \
    return eachLane<Bits, S>(A, B, [](int64_t X, int64_t Y) -> int64_t {       \
      (void)X;                                                                 \
      (void)Y;                                                                 \
      return Expr;                                                             \
    });                                                                        \
  }
#define REF_UNARY(Name, Bits, S, Expr)                                         \
  Word Name(Word A) {                                                          \
    return eachLane<Bits, S>(A, [](int64_t X) -> int64_t { return Expr; });    \
  }

// Each family written out for both lane widths: 16-bit (`2`) and 8-bit (`4`).
#define REF_FAMILY(W, N)                                                       \
  /* "absolute value": |INT_MIN| does not fit and wraps back to INT_MIN. */    \
  REF_UNARY(vabs##N, W, Signed, absolute(X))                                   \
  /* "absolute value with signed saturation": |INT_MIN| -> INT_MAX. */         \
  REF_UNARY(vabsss##N, W, Signed, Lane<W>::saturateSigned(absolute(X)))        \
  /* "negation", wrapping: -INT_MIN stays INT_MIN. */                          \
  REF_UNARY(vneg##N, W, Signed, -X)                                            \
  /* "negation with signed saturation": -INT_MIN -> INT_MAX. */                \
  REF_UNARY(vnegss##N, W, Signed, Lane<W>::saturateSigned(-X))                 \
  /* "(un)signed addition, with wrap-around". */                               \
  REF_BINARY(vadd##N, W, Unsigned, X + Y)                                      \
  REF_BINARY(vaddss##N, W, Signed, Lane<W>::saturateSigned(X + Y))             \
  REF_BINARY(vaddus##N, W, Unsigned, Lane<W>::saturateUnsigned(X + Y))         \
  REF_BINARY(vsub##N, W, Unsigned, X - Y)                                      \
  REF_BINARY(vsubss##N, W, Signed, Lane<W>::saturateSigned(X - Y))             \
  REF_BINARY(vsubus##N, W, Unsigned, Lane<W>::saturateUnsigned(X - Y))         \
  /* "signed rounded average": PTX vavrg on .s32 operands. */                  \
  REF_BINARY(vavgs##N, W, Signed, roundedAverage(X, Y))                        \
  /* "unsigned rounded average": (a + b + 1) >> 1 in full precision. */        \
  REF_BINARY(vavgu##N, W, Unsigned, roundedAverage(X, Y))                      \
  /* "unsigned average" (no rounding): (a + b) >> 1 in full precision. */      \
  REF_BINARY(vhaddu##N, W, Unsigned, floorHalf(X + Y))                         \
  /* "absolute difference of signed integer": |a - b| exact, which always */   \
  /* fits the lane when read as unsigned. */                                   \
  REF_BINARY(vabsdiffs##N, W, Signed, absolute(X - Y))                         \
  REF_BINARY(vabsdiffu##N, W, Unsigned, absolute(X - Y))                       \
  REF_BINARY(vmaxs##N, W, Signed, X > Y ? X : Y)                               \
  REF_BINARY(vmaxu##N, W, Unsigned, X > Y ? X : Y)                             \
  REF_BINARY(vmins##N, W, Signed, X < Y ? X : Y)                               \
  REF_BINARY(vminu##N, W, Unsigned, X < Y ? X : Y)                             \
  REF_BINARY(vcmpeq##N, W, Unsigned, allOnes<W>(X == Y))                       \
  REF_BINARY(vcmpne##N, W, Unsigned, allOnes<W>(X != Y))                       \
  REF_BINARY(vcmpges##N, W, Signed, allOnes<W>(X >= Y))                        \
  REF_BINARY(vcmpgeu##N, W, Unsigned, allOnes<W>(X >= Y))                      \
  REF_BINARY(vcmpgts##N, W, Signed, allOnes<W>(X > Y))                         \
  REF_BINARY(vcmpgtu##N, W, Unsigned, allOnes<W>(X > Y))                       \
  REF_BINARY(vcmples##N, W, Signed, allOnes<W>(X <= Y))                        \
  REF_BINARY(vcmpleu##N, W, Unsigned, allOnes<W>(X <= Y))                      \
  REF_BINARY(vcmplts##N, W, Signed, allOnes<W>(X < Y))                         \
  REF_BINARY(vcmpltu##N, W, Unsigned, allOnes<W>(X < Y))                       \
  REF_BINARY(vseteq##N, W, Unsigned, one(X == Y))                              \
  REF_BINARY(vsetne##N, W, Unsigned, one(X != Y))                              \
  REF_BINARY(vsetges##N, W, Signed, one(X >= Y))                               \
  REF_BINARY(vsetgeu##N, W, Unsigned, one(X >= Y))                             \
  REF_BINARY(vsetgts##N, W, Signed, one(X > Y))                                \
  REF_BINARY(vsetgtu##N, W, Unsigned, one(X > Y))                              \
  REF_BINARY(vsetles##N, W, Signed, one(X <= Y))                               \
  REF_BINARY(vsetleu##N, W, Unsigned, one(X <= Y))                             \
  REF_BINARY(vsetlts##N, W, Signed, one(X < Y))                                \
  REF_BINARY(vsetltu##N, W, Unsigned, one(X < Y))                              \
  /* "sum of abs diff": one plain unsigned sum, not per lane. */               \
  Word vsads##N(Word A, Word B) {                                              \
    return sumOfAbsoluteDifferences<W, Signed>(A, B);                          \
  }                                                                            \
  Word vsadu##N(Word A, Word B) {                                              \
    return sumOfAbsoluteDifferences<W, Unsigned>(A, B);                        \
  }

REF_FAMILY(16, 2)
REF_FAMILY(8, 4)

#undef REF_FAMILY
#undef REF_UNARY
#undef REF_BINARY

} // namespace ref

//===----------------------------------------------------------------------===//
// The table: every SIMD intrinsic, its helper and its reference.
//===----------------------------------------------------------------------===//

// X(name without the leading "__", lane width in bits).
#define SIMD_INTRINSICS(X)                                                     \
  X(vabs2, 16) X(vabs4, 8) X(vabsss2, 16) X(vabsss4, 8) X(vneg2, 16)           \
  X(vneg4, 8) X(vnegss2, 16) X(vnegss4, 8) X(vadd2, 16) X(vadd4, 8)            \
  X(vaddss2, 16) X(vaddss4, 8) X(vaddus2, 16) X(vaddus4, 8) X(vsub2, 16)       \
  X(vsub4, 8) X(vsubss2, 16) X(vsubss4, 8) X(vsubus2, 16) X(vsubus4, 8)        \
  X(vavgs2, 16) X(vavgs4, 8) X(vavgu2, 16) X(vavgu4, 8) X(vhaddu2, 16)         \
  X(vhaddu4, 8) X(vabsdiffs2, 16) X(vabsdiffs4, 8) X(vabsdiffu2, 16)           \
  X(vabsdiffu4, 8) X(vmaxs2, 16) X(vmaxs4, 8) X(vmaxu2, 16) X(vmaxu4, 8)       \
  X(vmins2, 16) X(vmins4, 8) X(vminu2, 16) X(vminu4, 8) X(vcmpeq2, 16)         \
  X(vcmpeq4, 8) X(vcmpne2, 16) X(vcmpne4, 8) X(vcmpges2, 16)                   \
  X(vcmpges4, 8) X(vcmpgeu2, 16) X(vcmpgeu4, 8) X(vcmpgts2, 16)                \
  X(vcmpgts4, 8) X(vcmpgtu2, 16) X(vcmpgtu4, 8) X(vcmples2, 16)                \
  X(vcmples4, 8) X(vcmpleu2, 16) X(vcmpleu4, 8) X(vcmplts2, 16)                \
  X(vcmplts4, 8) X(vcmpltu2, 16) X(vcmpltu4, 8) X(vseteq2, 16)                 \
  X(vseteq4, 8) X(vsetne2, 16) X(vsetne4, 8) X(vsetges2, 16)                   \
  X(vsetges4, 8) X(vsetgeu2, 16) X(vsetgeu4, 8) X(vsetgts2, 16)                \
  X(vsetgts4, 8) X(vsetgtu2, 16) X(vsetgtu4, 8) X(vsetles2, 16)                \
  X(vsetles4, 8) X(vsetleu2, 16) X(vsetleu4, 8) X(vsetlts2, 16)                \
  X(vsetlts4, 8) X(vsetltu2, 16) X(vsetltu4, 8) X(vsads2, 16) X(vsads4, 8)     \
  X(vsadu2, 16) X(vsadu4, 8)

using Unary = unsigned int (*)(unsigned int);
using Binary = unsigned int (*)(unsigned int, unsigned int);

struct Intrinsic {
  const char *Name;
  Unary HelperUnary = nullptr, RefUnary = nullptr;
  Binary HelperBinary = nullptr, RefBinary = nullptr;
  int LaneBits;
  int Arity;

  unsigned int helper(unsigned int A, unsigned int B) const {
    return Arity == 1 ? HelperUnary(A) : HelperBinary(A, B);
  }
  unsigned int reference(unsigned int A, unsigned int B) const {
    return Arity == 1 ? RefUnary(A) : RefBinary(A, B);
  }
};

Intrinsic entry(const char *Name, Unary Helper, Unary Ref, int LaneBits) {
  Intrinsic I;
  I.Name = Name;
  I.HelperUnary = Helper;
  I.RefUnary = Ref;
  I.LaneBits = LaneBits;
  I.Arity = 1;
  return I;
}
Intrinsic entry(const char *Name, Binary Helper, Binary Ref, int LaneBits) {
  Intrinsic I;
  I.Name = Name;
  I.HelperBinary = Helper;
  I.RefBinary = Ref;
  I.LaneBits = LaneBits;
  I.Arity = 2;
  return I;
}

const std::vector<Intrinsic> &table() {
  static const std::vector<Intrinsic> Table = {
#define SIMD_ENTRY(Name, Bits) entry("__" #Name, &hipify::__##Name, &ref::Name, Bits),
      SIMD_INTRINSICS(SIMD_ENTRY)
#undef SIMD_ENTRY
  };
  return Table;
}

std::vector<const Intrinsic *> select(int LaneBits, int Arity) {
  std::vector<const Intrinsic *> Chosen;
  for (const Intrinsic &I : table())
    if (I.LaneBits == LaneBits && I.Arity == Arity)
      Chosen.push_back(&I);
  return Chosen;
}

std::string hex(unsigned int V) {
  char Buffer[16];
  std::snprintf(Buffer, sizeof Buffer, "0x%08x", V);
  return Buffer;
}

// Compares one intrinsic's helper with its reference over many inputs and
// reports the first few mismatches, then how many there were in all.
class Comparison {
public:
  explicit Comparison(const Intrinsic &I) : I(I) {}
  Comparison(const Comparison &) = delete;
  Comparison &operator=(const Comparison &) = delete;
  ~Comparison() {
    if (Mismatches > Shown)
      ADD_FAILURE() << I.Name << ": " << Mismatches << " mismatches in "
                    << Inputs << " inputs (the first " << Shown
                    << " are shown above)";
  }

  void check(unsigned int A, unsigned int B) {
    ++Inputs;
    unsigned int Got = I.helper(A, B);
    unsigned int Want = I.reference(A, B);
    if (Got == Want)
      return;
    if (++Mismatches > Shown)
      return;
    std::ostringstream Call;
    Call << I.Name << "(" << hex(A);
    if (I.Arity == 2)
      Call << ", " << hex(B);
    Call << ")";
    ADD_FAILURE() << Call.str() << ": helper returns " << hex(Got)
                  << ", the documented semantics give " << hex(Want);
  }

private:
  static constexpr unsigned Shown = 5;
  const Intrinsic &I;
  unsigned long Inputs = 0;
  unsigned long Mismatches = 0;
};

void compareOn(const std::vector<const Intrinsic *> &Intrinsics,
               const std::vector<std::pair<unsigned int, unsigned int>> &Inputs) {
  ASSERT_FALSE(Intrinsics.empty());
  for (const Intrinsic *I : Intrinsics) {
    Comparison C(*I);
    for (const auto &In : Inputs)
      C.check(In.first, In.second);
  }
}

// Replaces lane Index (of LaneBits bits) of Word with Value.
unsigned int withLane(unsigned int Word, int LaneBits, int Index,
                      unsigned int Value) {
  unsigned int Mask = (LaneBits == 32 ? ~0u : ((1u << LaneBits) - 1u))
                      << (LaneBits * Index);
  return (Word & ~Mask) | ((Value << (LaneBits * Index)) & Mask);
}

// Every value V of LaneBits bits in lane Index of the first operand (and W in
// the second, for pairs), the other lanes pseudo-random.
std::vector<std::pair<unsigned int, unsigned int>>
everyLaneValue(int LaneBits, bool Pairs, unsigned Seed) {
  std::mt19937 Random(Seed);
  std::vector<std::pair<unsigned int, unsigned int>> Inputs;
  const unsigned int Values = 1u << LaneBits;
  for (int Index = 0; Index < 32 / LaneBits; ++Index)
    for (unsigned int V = 0; V < Values; ++V)
      for (unsigned int W = 0; W < (Pairs ? Values : 1u); ++W) {
        unsigned int A = withLane(Random(), LaneBits, Index, V);
        unsigned int B = withLane(Random(), LaneBits, Index, W);
        Inputs.emplace_back(A, B);
      }
  return Inputs;
}

std::vector<std::pair<unsigned int, unsigned int>> randomWords(size_t Count,
                                                               unsigned Seed) {
  std::mt19937 Random(Seed);
  std::vector<std::pair<unsigned int, unsigned int>> Inputs;
  Inputs.reserve(Count);
  for (size_t K = 0; K < Count; ++K) {
    unsigned int A = Random();
    unsigned int B = Random();
    Inputs.emplace_back(A, B);
  }
  return Inputs;
}

// Halfwords where saturation, sign, carries and rounding change.
constexpr unsigned int EdgeHalfwords[] = {0,      1,      2,      0x7ffe, 0x7fff,
                                          0x8000, 0x8001, 0xfffe, 0xffff, 0x00ff,
                                          0x0100, 0x4000, 0xc000};

} // namespace

//===----------------------------------------------------------------------===//
// The helper against the reference.
//===----------------------------------------------------------------------===//

TEST(SimdHelper, MatchesTheDocumentedSemanticsOnEveryBytePair) {
  // 65536 byte pairs x 4 lane positions, the other lanes random.
  auto Inputs = everyLaneValue(8, /*Pairs=*/true, /*Seed=*/20240611);
  ASSERT_EQ(Inputs.size(), 4u * 65536u);
  compareOn(select(8, 2), Inputs);
}

TEST(SimdHelper, MatchesTheDocumentedSemanticsOnEveryByteOfAUnaryArgument) {
  auto Inputs = everyLaneValue(8, /*Pairs=*/false, /*Seed=*/7);
  auto Random = randomWords(100000, /*Seed=*/8);
  Inputs.insert(Inputs.end(), Random.begin(), Random.end());
  compareOn(select(8, 1), Inputs);
}

TEST(SimdHelper, MatchesTheDocumentedSemanticsOnAMillionRandomHalfwordPairs) {
  compareOn(select(16, 2), randomWords(1000000, /*Seed=*/1234567));
}

TEST(SimdHelper, MatchesTheDocumentedSemanticsOnEveryPairOfEdgeHalfwords) {
  std::vector<std::pair<unsigned int, unsigned int>> Inputs;
  for (unsigned int A0 : EdgeHalfwords)
    for (unsigned int A1 : EdgeHalfwords)
      for (unsigned int B0 : EdgeHalfwords)
        for (unsigned int B1 : EdgeHalfwords)
          Inputs.emplace_back(A1 << 16 | A0, B1 << 16 | B0);
  ASSERT_EQ(Inputs.size(), 13u * 13u * 13u * 13u);
  compareOn(select(16, 2), Inputs);
}

TEST(SimdHelper, MatchesTheDocumentedSemanticsOnEveryHalfwordOfAUnaryArgument) {
  auto Inputs = everyLaneValue(16, /*Pairs=*/false, /*Seed=*/99);
  auto Random = randomWords(100000, /*Seed=*/100);
  Inputs.insert(Inputs.end(), Random.begin(), Random.end());
  compareOn(select(16, 1), Inputs);
}

//===----------------------------------------------------------------------===//
// Fixed points from the documentation, for the reference and the helper both,
// so that they cannot share a misreading unnoticed.
//===----------------------------------------------------------------------===//

namespace {
struct Example {
  const char *Name;
  unsigned int A, B, Result;
};

const Intrinsic *named(const std::string &Name) {
  for (const Intrinsic &I : table())
    if (Name == I.Name)
      return &I;
  return nullptr;
}

void expectExamples(const std::vector<Example> &Examples) {
  for (const Example &E : Examples) {
    const Intrinsic *I = named(E.Name);
    ASSERT_NE(I, nullptr) << E.Name;
    std::string Call = std::string(E.Name) + "(" + hex(E.A) +
                       (I->Arity == 2 ? ", " + hex(E.B) : std::string()) + ")";
    EXPECT_EQ(hex(I->reference(E.A, E.B)), hex(E.Result))
        << "reference " << Call;
    EXPECT_EQ(hex(I->helper(E.A, E.B)), hex(E.Result)) << "helper " << Call;
  }
}
} // namespace

TEST(SimdHelper, GivesTheResultsOfTheExamplesInCudasDocComments) {
  // Quoted from device_functions.h: "For example __vcmpeq2(0x1234aba5,
  // 0x1234aba6) returns 0xffff0000." and so on. (The __vcmpne2 and __vcmpne4
  // comments quote the __vcmplts example by mistake; their own results on the
  // same operands happen to be the same: only the low lane differs.)
  expectExamples({
      {"__vcmpeq2", 0x1234aba5, 0x1234aba6, 0xffff0000},
      {"__vcmpges2", 0x1234aba5, 0x1234aba6, 0xffff0000},
      {"__vcmpgeu2", 0x1234aba5, 0x1234aba6, 0xffff0000},
      {"__vcmpgts2", 0x1234aba5, 0x1234aba6, 0x00000000},
      {"__vcmpgtu2", 0x1234aba5, 0x1234aba6, 0x00000000},
      {"__vcmples2", 0x1234aba5, 0x1234aba6, 0xffffffff},
      {"__vcmpleu2", 0x1234aba5, 0x1234aba6, 0xffffffff},
      {"__vcmplts2", 0x1234aba5, 0x1234aba6, 0x0000ffff},
      {"__vcmpltu2", 0x1234aba5, 0x1234aba6, 0x0000ffff},
      {"__vcmpne2", 0x1234aba5, 0x1234aba6, 0x0000ffff},
      {"__vcmpeq4", 0x1234aba5, 0x1234aba6, 0xffffff00},
      {"__vcmpges4", 0x1234aba5, 0x1234aba6, 0xffffff00},
      {"__vcmpgeu4", 0x1234aba5, 0x1234aba6, 0xffffff00},
      {"__vcmpgts4", 0x1234aba5, 0x1234aba6, 0x00000000},
      {"__vcmpgtu4", 0x1234aba5, 0x1234aba6, 0x00000000},
      {"__vcmples4", 0x1234aba5, 0x1234aba6, 0xffffffff},
      {"__vcmpleu4", 0x1234aba5, 0x1234aba6, 0xffffffff},
      {"__vcmplts4", 0x1234aba5, 0x1234aba6, 0x000000ff},
      {"__vcmpltu4", 0x1234aba5, 0x1234aba6, 0x000000ff},
      {"__vcmpne4", 0x1234aba5, 0x1234aba6, 0x000000ff},
  });
}

TEST(SimdHelper, GivesHandWorkedResultsAtTheEdgesOfEachLane) {
  // Worked by hand from the PTX semantics quoted at the top of the reference.
  expectExamples({
      // Wrap-around: |INT16_MIN| and -INT16_MIN stay 0x8000; lanes carry
      // nothing into each other.
      {"__vabs2", 0x8000ffff, 0, 0x80000001},
      {"__vabs4", 0x80ff7f01, 0, 0x80017f01},
      {"__vneg2", 0x80000001, 0, 0x8000ffff},
      {"__vneg4", 0x80ff0001, 0, 0x800100ff},
      {"__vadd2", 0xffff7fff, 0x00010001, 0x00008000},
      {"__vadd4", 0xff7f00ff, 0x01010101, 0x00800100},
      {"__vsub2", 0x00008000, 0x00010001, 0xffff7fff},
      {"__vsub4", 0x00800100, 0x01010101, 0xff7f00ff},
      // Signed saturation clamps to [INT_MIN, INT_MAX].
      {"__vabsss2", 0x8000ffff, 0, 0x7fff0001},
      {"__vabsss4", 0x80ff7f81, 0, 0x7f017f7f},
      {"__vnegss2", 0x80007fff, 0, 0x7fff8001},
      {"__vnegss4", 0x807f0001, 0, 0x7f8100ff},
      {"__vaddss2", 0x7fff8000, 0x0001ffff, 0x7fff8000},
      {"__vaddss4", 0x7f80017f, 0x01ff017f, 0x7f80027f},
      {"__vsubss2", 0x80007fff, 0x0001ffff, 0x80007fff},
      {"__vsubss4", 0x807f0000, 0x01ff0080, 0x807f007f},
      // Unsigned saturation clamps to [0, UINT_MAX].
      {"__vaddus2", 0xffff0001, 0x00010001, 0xffff0002},
      {"__vaddus4", 0xff80017f, 0x01800181, 0xffff02ff},
      {"__vsubus2", 0x00010005, 0x00020003, 0x00000002},
      {"__vsubus4", 0x0001ff05, 0x0102ff03, 0x00000002},
      // Signed rounded average (PTX vavrg): halves round away from zero,
      // -3/2 -> -2 (0xfffe), 3/2 -> 2, -1/2 -> -1, 1/2 -> 1.
      {"__vavgs2", 0xfffd0003, 0x00000000, 0xfffe0002},
      {"__vavgs2", 0xffff0001, 0x00000000, 0xffff0001},
      {"__vavgs2", 0x80007fff, 0x80007fff, 0x80007fff},
      // INT_MIN + INT_MAX = -1: -1/2 rounds to -1, in both lanes.
      {"__vavgs2", 0x80007fff, 0x7fff8000, 0xffffffff},
      {"__vavgs4", 0xfd03ff01, 0x00000000, 0xfe02ff01},
      // Bytes from the low one: (127 - 1)/2 = 63, (-128 - 1)/2 -> -65 (0xbf),
      // (127 - 128)/2 -> -1, (-128 + 127)/2 -> -1.
      {"__vavgs4", 0x807f807f, 0x7f80ffff, 0xffffbf3f},
      // Unsigned rounded average (a + b + 1) >> 1; unsigned average (a + b) >> 1.
      {"__vavgu2", 0xffff0001, 0xfffe0000, 0xffff0001},
      {"__vavgu4", 0xffff0100, 0xfe000000, 0xff800100},
      {"__vhaddu2", 0xffff0001, 0xfffe0000, 0xfffe0000},
      {"__vhaddu4", 0xffff0103, 0xfe000000, 0xfe7f0001},
      // Absolute differences are exact, read as unsigned lanes.
      {"__vabsdiffs2", 0x7fff8000, 0x80007fff, 0xffffffff},
      {"__vabsdiffs4", 0x7f80ff01, 0x807f01ff, 0xffff0202},
      {"__vabsdiffu2", 0x0000ffff, 0xffff0000, 0xffffffff},
      {"__vabsdiffu4", 0x00ff0510, 0xff001005, 0xffff0b0b},
      // Signed versus unsigned order.
      {"__vmaxs2", 0x80007fff, 0x7fff8000, 0x7fff7fff},
      {"__vmaxu2", 0x80007fff, 0x7fff8000, 0x80008000},
      {"__vmins4", 0x807f00ff, 0x7f80ff00, 0x8080ffff},
      {"__vminu4", 0x807f00ff, 0x7f80ff00, 0x7f7f0000},
      // __vset* put 1 (not all ones) in each lane where the comparison holds.
      {"__vseteq2", 0x12345678, 0x12345678, 0x00010001},
      {"__vseteq2", 0x12345678, 0x12345679, 0x00010000},
      {"__vsetne4", 0x12345678, 0x12005600, 0x00010001},
      {"__vsetlts2", 0x80000001, 0x00008000, 0x00010000},
      {"__vsetltu2", 0x80000001, 0x00008000, 0x00000001},
      {"__vsetgts4", 0x80017f00, 0x7f00807f, 0x00010100},
      {"__vsetgeu4", 0x80017f00, 0x7f00807f, 0x01010000},
      // SAD: the sum of the lanes' exact |a - b|, one unsigned int.
      {"__vsads2", 0x7fff8000, 0x80007fff, 0x0001fffe},
      {"__vsadu2", 0xffff0000, 0x0000ffff, 0x0001fffe},
      {"__vsads4", 0x7f80ff01, 0x807f01ff, 0x00000202},
      {"__vsadu4", 0xff00ff00, 0x00ff00ff, 0x000003fc},
  });
}

//===----------------------------------------------------------------------===//
// Coverage: every SIMD intrinsic CUDA declares is in the table.
//===----------------------------------------------------------------------===//

namespace {
std::string cudaDeviceFunctionsHeader() {
  std::vector<std::string> Roots;
  for (const char *Variable : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *Value = std::getenv(Variable))
      if (*Value)
        Roots.push_back(Value);
  Roots.push_back("/usr/local/cuda");
  for (const std::string &Root : Roots) {
    std::string Path = Root + "/include/crt/device_functions.h";
    if (std::ifstream(Path).good())
      return Path;
  }
  return "";
}
} // namespace

TEST(SimdHelper, ListsEachIntrinsicOnceWithTheLaneWidthItsNameSays) {
  std::set<std::string> Names;
  for (const Intrinsic &I : table()) {
    EXPECT_TRUE(Names.insert(I.Name).second) << I.Name << " listed twice";
    char Last = std::string(I.Name).back();
    EXPECT_EQ(I.LaneBits, Last == '2' ? 16 : 8) << I.Name;
  }
  // 41 operations, each in a halfword and a byte form.
  EXPECT_EQ(table().size(), 82u);
  EXPECT_EQ(select(16, 1).size() + select(8, 1).size(), 8u);
}

TEST(SimdHelper, CoversEverySimdIntrinsicThatCudaDeclares) {
  std::string Path = cudaDeviceFunctionsHeader();
  if (Path.empty())
    GTEST_SKIP() << "no CUDA toolkit here (looked for "
                    "include/crt/device_functions.h under $CUDA_PATH, "
                    "$CUDA_HOME and /usr/local/cuda)";
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  std::string Source = Text.str();

  // Declarations look like "unsigned int __vadd2(unsigned int a, ...)" or,
  // for some, "__vaddss2 (unsigned int a, ...)". The DPX family (__viaddmax_s32,
  // __vimax_s16x2_relu, __vibmax_u32, ...) is not part of this one.
  std::regex Declared(R"(\b(__v[a-z]+[24])\s*\()");
  std::set<std::string> Cuda;
  for (std::sregex_iterator It(Source.begin(), Source.end(), Declared), End;
       It != End; ++It) {
    std::string Name = (*It)[1];
    if (Name.compare(0, 4, "__vi") == 0)
      continue;
    Cuda.insert(Name);
  }
  ASSERT_GE(Cuda.size(), 80u) << "found too few SIMD intrinsics in " << Path
                              << "; has its layout changed?";

  std::set<std::string> Ours;
  for (const Intrinsic &I : table())
    Ours.insert(I.Name);
  for (const std::string &Name : Cuda)
    EXPECT_TRUE(Ours.count(Name))
        << Path << " declares " << Name << ", which the table here lacks";
  for (const std::string &Name : Ours)
    EXPECT_TRUE(Cuda.count(Name))
        << Name << " is in the table here but not declared in " << Path;
}
