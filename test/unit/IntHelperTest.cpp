//===- IntHelperTest.cpp - helpers/hipify_int.h against CUDA's semantics ===//
//
// Checks that the integer intrinsics re-implemented in helpers/hipify_int.h
// compute what NVIDIA documents:
//
//  * the dot products __dp4a, __dp2a_lo and __dp2a_hi, every overload (int,
//    unsigned int, and the char4/uchar4/short2/ushort2 vector forms): every
//    byte pair in every lane of __dp4a, every (halfword, byte) pair in both
//    lanes of __dp2a_lo/_hi, every triple of edge words, a million
//    pseudo-random triples;
//  * the 36 DPX functions of crt/device_functions.h (__vimax_s32_relu ...
//    __vibmin_u16x2): every triple of edge words, every combination of edge
//    halfwords in the two lanes, every halfword value of each operand against
//    a set of others (and against its own neighbours, for the ties), a
//    million pseudo-random triples that favour ties, sums that meet the third
//    operand and lane edges;
//  * __nv_bswap16 on all 65,536 values, __nv_bswap32/64 on every byte value
//    in every position, the edges and a million pseudo-random words;
//  * worked examples, for the reference and the helper both;
//  * that the table here names every DPX function, dot product and byte swap
//    that CUDA's headers declare.
//
// The reference below was written from NVIDIA's documentation, independently
// of the helper (and without looking at NVIDIA's implementation):
//  - the doc comments in cuda/include/sm_61_intrinsics.h ("Extracts four
//    pairs of packed byte-sized integers from srcA and srcB, then creates
//    four pairwise products and adds them together to a signed 32-bit
//    integer c"; __dp2a_lo/_hi: "two packed 16-bit integers from srcA and two
//    packed 8-bit integers from the lower [upper] 16 bits of srcB");
//  - the PTX ISA's dp4a and dp2a instructions
//    (https://docs.nvidia.com/cuda/parallel-thread-execution/#integer-arithmetic-instructions-dp4a
//    and -dp2a): "d = c; Va = extractAndSignOrZeroExt_4(a, .atype); ...
//    for (i = 0; i < 4; ++i) d += Va[i] * Vb[i];" and, for dp2a, "b_select =
//    (.mode == .lo) ? 0 : 2; for (i = 0; i < 2; ++i) d += Va[i] *
//    Vb[b_select + i];", in 32-bit arithmetic, which wraps;
//  - the doc comments of the DPX functions in cuda/include/crt/
//    device_functions.h, and the same text in the CUDA Math API's "SIMD
//    Intrinsics" page
//    (https://docs.nvidia.com/cuda/cuda-math-api/cuda_math_api/group__CUDA__MATH__INTRINSIC__SIMD.html);
//    with the PTX ISA's max/min{.relu} ("max.relu ... clamps the result to
//    0 if negative") for the meaning of relu;
//  - the doc comments of __nv_bswap16/32/64 in cuda/include/sm_20_intrinsics.h
//    ("Reverse the order of bytes of x").
//
// The reference is in a deliberately different style from a bit-twiddling
// implementation: each lane is taken out by arithmetic (division and
// remainder) as a wide int64_t, the result is computed exactly, then brought
// back into the lane by an explicit reduction modulo 2^bits. No shifts, masks
// or casts to narrow types.
//
//===----------------------------------------------------------------------===//

// The vector overloads are declared only when the caller supplies the CUDA
// vector types; these are the layouts of CUDA's vector_types.h.
#define HIPIFY_INT_VECTOR_TYPES 1
struct char4 {
  signed char x, y, z, w;
};
struct uchar4 {
  unsigned char x, y, z, w;
};
struct short2 {
  short x, y;
};
struct ushort2 {
  unsigned short x, y;
};

#include "hipify_int.h"

#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace {

using Word = std::uint32_t;
// What one call gives: the 32-bit result in the low half; for the __vib*
// functions, pred (or pred_lo) in bit 32, pred_hi in bit 33, and bit 40 set
// when a result or predicate changed with the value the predicate held
// before the call (i.e. the helper did not write it).
using Out = std::uint64_t;
constexpr Out PredLoBit = Out(1) << 32;
constexpr Out PredHiBit = Out(1) << 33;
constexpr Out UnwrittenBit = Out(1) << 40;

//===----------------------------------------------------------------------===//
// The reference.
//===----------------------------------------------------------------------===//
namespace ref {

// Digit Index of W in base 2^Bits (digit 0 the least significant), found by
// repeated division.
int64_t digit(uint64_t W, int Bits, int Index) {
  const uint64_t Base = uint64_t(1) << Bits;
  for (int K = 0; K < Index; ++K)
    W = W / Base;
  return static_cast<int64_t>(W % Base);
}

// A digit read as two's complement: values from 2^(Bits-1) up stand for
// value - 2^Bits.
int64_t twosComplement(int64_t Unsigned, int Bits) {
  const int64_t Base = int64_t(1) << Bits;
  if (Unsigned >= Base / 2)
    return Unsigned - Base;
  return Unsigned;
}

// Lane Index of W, Bits wide, sign- or zero-extended ("extractAndSignOrZeroExt").
int64_t lane(uint64_t W, int Bits, int Index, bool Signed) {
  int64_t U = digit(W, Bits, Index);
  return Signed ? twosComplement(U, Bits) : U;
}

// V modulo M, in [0, M).
int64_t modulo(int64_t V, int64_t M) {
  int64_t R = V % M;
  if (R < 0)
    R = R + M;
  return R;
}

// What a 32-bit register keeps of an exact result.
Word wrap32(int64_t V) { return static_cast<Word>(modulo(V, int64_t(1) << 32)); }

//--- Dot products -----------------------------------------------------------//

// PTX dp4a: d = c; then d += Va[i] * Vb[i] for the four bytes, sign-extended
// for the int overload (.s32.s32), zero-extended for the unsigned one
// (.u32.u32). The sum is exact here (at most 4 * 255 * 255 + 2^32) and
// wraps to 32 bits at the end, which is the same as wrapping each step.
Word dp4a(Word A, Word B, Word C, bool Signed) {
  int64_t Sum = lane(C, 32, 0, Signed);
  for (int I = 0; I < 4; ++I)
    Sum = Sum + lane(A, 8, I, Signed) * lane(B, 8, I, Signed);
  return wrap32(Sum);
}

// PTX dp2a: Va = the two halfwords of a, Vb = the four bytes of b;
// b_select = 0 for .lo, 2 for .hi; d = c + Va[0] * Vb[b_select] + Va[1] *
// Vb[b_select + 1]. So _lo pairs a's low halfword with b's byte 0 and a's high
// halfword with b's byte 1; _hi uses bytes 2 and 3 in the same order.
Word dp2a(Word A, Word B, Word C, bool Signed, bool High) {
  const int First = High ? 2 : 0;
  int64_t Sum = lane(C, 32, 0, Signed);
  for (int I = 0; I < 2; ++I)
    Sum = Sum + lane(A, 16, I, Signed) * lane(B, 8, First + I, Signed);
  return wrap32(Sum);
}

//--- DPX ----------------------------------------------------------------------//
//
// Lane layout (device_functions.h): the 16x2 forms "split 4 bytes of each
// argument into 2 parts, each consisting of 2 bytes. These 2 byte parts are
// interpreted as signed [unsigned] shorts. For corresponding parts function
// performs ... Partial results are recombined and returned as unsigned int."
// The low part is lane 0 (it goes with pred_lo); the s32/u32 forms are one
// lane of 32 bits.

struct Kind {
  int Bits;    // 32 or 16
  bool Signed; // s or u
};
constexpr Kind S32{32, true};
constexpr Kind U32{32, false};
constexpr Kind S16x2{16, true};
constexpr Kind U16x2{16, false};

int64_t larger(int64_t X, int64_t Y) {
  if (X >= Y)
    return X;
  return Y;
}
int64_t smaller(int64_t X, int64_t Y) {
  if (X <= Y)
    return X;
  return Y;
}
// relu: "if this is less than 0 then 0 is returned" = max(x, 0).
int64_t relu(int64_t X) { return larger(X, 0); }

// "the sum of signed [unsigned] integers a and b" / "a_part + b_part": the
// sum in the operands' own width. Nothing in the documentation says it
// saturates (where CUDA saturates it says so: __vaddss2 is "addition with
// signed saturation"); the hardware add (PTX add.s32, add.u32 without .sat)
// and CCCL's cuda::simd::add_max, "max(a[i] + b[i], c[i])" on lanes of the
// element type, which maps to these DPX instructions, wrap. So the exact sum
// is reduced modulo 2^bits into the lane's range before the comparison.
int64_t laneSum(int64_t X, int64_t Y, Kind K) {
  const int64_t Modulus = int64_t(1) << K.Bits;
  int64_t R = modulo(X + Y, Modulus);
  if (K.Signed)
    R = twosComplement(R, K.Bits);
  return R;
}

// Applies Op to each triple of corresponding lanes and puts the lane results
// back together, each modulo 2^bits.
template <class OpT> Word perLane(Kind K, Word A, Word B, Word C, OpT Op) {
  const int Count = 32 / K.Bits;
  const int64_t Modulus = int64_t(1) << K.Bits;
  int64_t Total = 0;
  int64_t Place = 1;
  for (int I = 0; I < Count; ++I) {
    int64_t R = Op(lane(A, K.Bits, I, K.Signed), lane(B, K.Bits, I, K.Signed),
                   lane(C, K.Bits, I, K.Signed));
    Total = Total + modulo(R, Modulus) * Place;
    Place = Place * Modulus;
  }
  return static_cast<Word>(Total);
}

#define REF_DPX(Name, Expr)                                                    \
  Out Name(Kind K, Word A, Word B, Word C) {                                   \
    return perLane(K, A, B, C, [K](int64_t X, int64_t Y, int64_t Z) {          \
      (void)K;                                                                 \
      (void)Y;                                                                 \
      (void)Z;                                                                 \
      return static_cast<int64_t>(Expr);                                       \
    });                                                                        \
  }
// __vimax_s32_relu "max(max(a, b), 0)"; __vimin_s32_relu "max(min(a, b), 0)".
REF_DPX(maxRelu, relu(larger(X, Y)))
REF_DPX(minRelu, relu(smaller(X, Y)))
// __vimax3 "max(max(a, b), c)"; __vimin3 "min(min(a, b), c)".
REF_DPX(max3, larger(larger(X, Y), Z))
REF_DPX(min3, smaller(smaller(X, Y), Z))
// __vimax3_*_relu "max(max(max(a, b), c), 0)"; __vimin3_*_relu
// "max(min(min(a, b), c), 0)".
REF_DPX(max3Relu, relu(larger(larger(X, Y), Z)))
REF_DPX(min3Relu, relu(smaller(smaller(X, Y), Z)))
// __viaddmax "max(a + b, c)"; __viaddmin "min(a + b, c)"; the _relu forms
// "max(max(a + b, c), 0)", "max(min(a + b, c), 0)".
REF_DPX(addMax, larger(laneSum(X, Y, K), Z))
REF_DPX(addMin, smaller(laneSum(X, Y, K), Z))
REF_DPX(addMaxRelu, relu(larger(laneSum(X, Y, K), Z)))
REF_DPX(addMinRelu, relu(smaller(laneSum(X, Y, K), Z)))
#undef REF_DPX

// __vibmax: "Computes max(a, b), also sets the value pointed to by pred to
// (a >= b)"; per halfword: "Sets the value pointed to by pred_hi to the value
// (a_high_part >= b_high_part). Sets the value pointed to by pred_lo to the
// value (a_low_part >= b_low_part)". So a tie sets the predicate.
// __vibmin: min(a, b), pred = (a <= b), true on a tie too. (The 16x2 __vibmin
// comments say "performs a maximum ( = max(a_part, b_part) )" in their body,
// a slip copied from __vibmax: their \brief says "Performs per-halfword
// min(a, b)" and the Math API page lists them as per-halfword min.)
Out predicated(Kind K, Word A, Word B, bool Max) {
  Word Result = perLane(K, A, B, 0, [Max](int64_t X, int64_t Y, int64_t) {
    return Max ? larger(X, Y) : smaller(X, Y);
  });
  Out Total = Result;
  const int Count = 32 / K.Bits;
  for (int I = 0; I < Count; ++I) {
    int64_t X = lane(A, K.Bits, I, K.Signed);
    int64_t Y = lane(B, K.Bits, I, K.Signed);
    bool Holds = Max ? (X >= Y) : (X <= Y);
    if (Holds)
      Total = Total + (I == 0 ? PredLoBit : PredHiBit);
  }
  return Total;
}
Out bMax(Kind K, Word A, Word B, Word) { return predicated(K, A, B, true); }
Out bMin(Kind K, Word A, Word B, Word) { return predicated(K, A, B, false); }

//--- Byte swaps --------------------------------------------------------------//

// "Reverse the order of bytes of x": byte I of the result is byte
// (Bytes - 1 - I) of x.
uint64_t reverseBytes(uint64_t X, int Bytes) {
  uint64_t Total = 0;
  uint64_t Place = 1;
  for (int I = 0; I < Bytes; ++I) {
    Total = Total + static_cast<uint64_t>(digit(X, 8, Bytes - 1 - I)) * Place;
    Place = Place * 256;
  }
  return Total;
}

} // namespace ref

//===----------------------------------------------------------------------===//
// The tables: each function, its helper call and its reference.
//===----------------------------------------------------------------------===//

struct Function {
  const char *Name;
  int LaneBits; // 8 for the dot products, 16 or 32 for DPX
  int Arity;    // operands that matter: 2 or 3
  bool Predicated;
  Out (*Helper)(Word, Word, Word);
  Out (*Reference)(Word, Word, Word);
};

// The helper's value with both predicates preset false, and a flag if presetting
// them true changes anything.
template <class CallT> Out withPredicates(CallT Call) {
  bool Hi1 = false, Lo1 = false, Hi2 = true, Lo2 = true;
  Word R1 = Call(&Hi1, &Lo1);
  Word R2 = Call(&Hi2, &Lo2);
  Out Total = R1;
  if (Lo1)
    Total |= PredLoBit;
  if (Hi1)
    Total |= PredHiBit;
  if (R1 != R2 || Hi1 != Hi2 || Lo1 != Lo2)
    Total |= UnwrittenBit;
  return Total;
}

// How each CUDA signature is called. For one 32-bit predicate, pred takes the
// "lo" position and the "hi" one is ours, false both times.
#define CALL_I2(N)                                                             \
  [](Word A, Word B, Word) -> Out {                                            \
    return static_cast<Word>(hipify::N(static_cast<int>(A), static_cast<int>(B))); \
  }
#define CALL_U2(N)                                                             \
  [](Word A, Word B, Word) -> Out { return static_cast<Word>(hipify::N(A, B)); }
#define CALL_I3(N)                                                             \
  [](Word A, Word B, Word C) -> Out {                                          \
    return static_cast<Word>(hipify::N(static_cast<int>(A), static_cast<int>(B), \
                                       static_cast<int>(C)));                  \
  }
#define CALL_U3(N)                                                             \
  [](Word A, Word B, Word C) -> Out {                                          \
    return static_cast<Word>(hipify::N(A, B, C));                              \
  }
#define CALL_IP(N)                                                             \
  [](Word A, Word B, Word) -> Out {                                            \
    return withPredicates([A, B](bool *Hi, bool *Lo) {                         \
      *Hi = false; /* ours: the helper has no pred_hi here */                  \
      return static_cast<Word>(                                                \
          hipify::N(static_cast<int>(A), static_cast<int>(B), Lo));            \
    });                                                                        \
  }
#define CALL_UP(N)                                                             \
  [](Word A, Word B, Word) -> Out {                                            \
    return withPredicates([A, B](bool *Hi, bool *Lo) {                         \
      *Hi = false; /* ours: the helper has no pred_hi here */                  \
      return static_cast<Word>(hipify::N(A, B, Lo));                           \
    });                                                                        \
  }
#define CALL_UPP(N)                                                            \
  [](Word A, Word B, Word) -> Out {                                            \
    return withPredicates([A, B](bool *Hi, bool *Lo) {                         \
      return static_cast<Word>(hipify::N(A, B, Hi, Lo));                       \
    });                                                                        \
  }
#define ARITY_I2 2
#define ARITY_U2 2
#define ARITY_I3 3
#define ARITY_U3 3
#define ARITY_IP 2
#define ARITY_UP 2
#define ARITY_UPP 2
#define PRED_I2 false
#define PRED_U2 false
#define PRED_I3 false
#define PRED_U3 false
#define PRED_IP true
#define PRED_UP true
#define PRED_UPP true

// X(name, CUDA signature shape, reference operation, lanes).
#define DPX_FUNCTIONS(X)                                                       \
  X(__vimax_s32_relu, I2, maxRelu, S32)                                        \
  X(__vimax_s16x2_relu, U2, maxRelu, S16x2)                                    \
  X(__vimin_s32_relu, I2, minRelu, S32)                                        \
  X(__vimin_s16x2_relu, U2, minRelu, S16x2)                                    \
  X(__vimax3_s32, I3, max3, S32)                                               \
  X(__vimax3_s16x2, U3, max3, S16x2)                                           \
  X(__vimax3_u32, U3, max3, U32)                                               \
  X(__vimax3_u16x2, U3, max3, U16x2)                                           \
  X(__vimin3_s32, I3, min3, S32)                                               \
  X(__vimin3_s16x2, U3, min3, S16x2)                                           \
  X(__vimin3_u32, U3, min3, U32)                                               \
  X(__vimin3_u16x2, U3, min3, U16x2)                                           \
  X(__vimax3_s32_relu, I3, max3Relu, S32)                                      \
  X(__vimax3_s16x2_relu, U3, max3Relu, S16x2)                                  \
  X(__vimin3_s32_relu, I3, min3Relu, S32)                                      \
  X(__vimin3_s16x2_relu, U3, min3Relu, S16x2)                                  \
  X(__viaddmax_s32, I3, addMax, S32)                                           \
  X(__viaddmax_s16x2, U3, addMax, S16x2)                                       \
  X(__viaddmax_u32, U3, addMax, U32)                                           \
  X(__viaddmax_u16x2, U3, addMax, U16x2)                                       \
  X(__viaddmin_s32, I3, addMin, S32)                                           \
  X(__viaddmin_s16x2, U3, addMin, S16x2)                                       \
  X(__viaddmin_u32, U3, addMin, U32)                                           \
  X(__viaddmin_u16x2, U3, addMin, U16x2)                                       \
  X(__viaddmax_s32_relu, I3, addMaxRelu, S32)                                  \
  X(__viaddmax_s16x2_relu, U3, addMaxRelu, S16x2)                              \
  X(__viaddmin_s32_relu, I3, addMinRelu, S32)                                  \
  X(__viaddmin_s16x2_relu, U3, addMinRelu, S16x2)                              \
  X(__vibmax_s32, IP, bMax, S32)                                               \
  X(__vibmax_u32, UP, bMax, U32)                                               \
  X(__vibmin_s32, IP, bMin, S32)                                               \
  X(__vibmin_u32, UP, bMin, U32)                                               \
  X(__vibmax_s16x2, UPP, bMax, S16x2)                                          \
  X(__vibmax_u16x2, UPP, bMax, U16x2)                                          \
  X(__vibmin_s16x2, UPP, bMin, S16x2)                                          \
  X(__vibmin_u16x2, UPP, bMin, U16x2)

const std::vector<Function> &dpxTable() {
  static const std::vector<Function> Table = {
#define DPX_ENTRY(Name, Shape, Op, Lanes)                                      \
  Function{#Name,                                                              \
           ref::Lanes.Bits,                                                    \
           ARITY_##Shape,                                                      \
           PRED_##Shape,                                                       \
           CALL_##Shape(Name),                                                 \
           [](Word A, Word B, Word C) -> Out {                                 \
             return ref::Op(ref::Lanes, A, B, C);                              \
           }},
      DPX_FUNCTIONS(DPX_ENTRY)
#undef DPX_ENTRY
  };
  return Table;
}

// The dot products, one entry per scalar overload; the vector overloads are
// checked against these below.
const std::vector<Function> &dotTable() {
  static const std::vector<Function> Table = {
      {"__dp4a(int, int, int)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp4a(
             static_cast<int>(A), static_cast<int>(B), static_cast<int>(C)));
       },
       [](Word A, Word B, Word C) -> Out { return ref::dp4a(A, B, C, true); }},
      {"__dp4a(unsigned, unsigned, unsigned)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp4a(A, B, C));
       },
       [](Word A, Word B, Word C) -> Out { return ref::dp4a(A, B, C, false); }},
      {"__dp2a_lo(int, int, int)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp2a_lo(
             static_cast<int>(A), static_cast<int>(B), static_cast<int>(C)));
       },
       [](Word A, Word B, Word C) -> Out {
         return ref::dp2a(A, B, C, true, false);
       }},
      {"__dp2a_lo(unsigned, unsigned, unsigned)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp2a_lo(A, B, C));
       },
       [](Word A, Word B, Word C) -> Out {
         return ref::dp2a(A, B, C, false, false);
       }},
      {"__dp2a_hi(int, int, int)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp2a_hi(
             static_cast<int>(A), static_cast<int>(B), static_cast<int>(C)));
       },
       [](Word A, Word B, Word C) -> Out {
         return ref::dp2a(A, B, C, true, true);
       }},
      {"__dp2a_hi(unsigned, unsigned, unsigned)", 8, 3, false,
       [](Word A, Word B, Word C) -> Out {
         return static_cast<Word>(hipify::__dp2a_hi(A, B, C));
       },
       [](Word A, Word B, Word C) -> Out {
         return ref::dp2a(A, B, C, false, true);
       }},
  };
  return Table;
}

std::vector<const Function *> selectDpx(int LaneBits, int Arity) {
  std::vector<const Function *> Chosen;
  for (const Function &F : dpxTable())
    if ((LaneBits == 0 || F.LaneBits == LaneBits) &&
        (Arity == 0 || F.Arity == Arity))
      Chosen.push_back(&F);
  return Chosen;
}

std::vector<const Function *> selectDot(const std::string &Prefix) {
  std::vector<const Function *> Chosen;
  for (const Function &F : dotTable())
    if (std::string(F.Name).compare(0, Prefix.size(), Prefix) == 0)
      Chosen.push_back(&F);
  return Chosen;
}

std::string hex(uint64_t V, int Digits = 8) {
  char Buffer[32];
  std::snprintf(Buffer, sizeof Buffer, "0x%0*llx", Digits,
                static_cast<unsigned long long>(V));
  return Buffer;
}

std::string describe(const Function &F, Out V) {
  std::string Text = hex(static_cast<Word>(V));
  if (F.Predicated) {
    if (F.LaneBits == 32)
      Text += std::string(", pred = ") + ((V & PredLoBit) ? "true" : "false");
    else
      Text += std::string(", pred_hi = ") + ((V & PredHiBit) ? "true" : "false") +
              ", pred_lo = " + ((V & PredLoBit) ? "true" : "false");
    if (V & UnwrittenBit)
      Text += " (but the outcome changed with the predicates' values before "
              "the call: one was not written)";
  }
  return Text;
}

std::string call(const Function &F, Word A, Word B, Word C) {
  std::string Text = std::string(F.Name) + " on (" + hex(A) + ", " + hex(B);
  if (F.Arity == 3)
    Text += ", " + hex(C);
  return Text + ")";
}

// Compares one function's helper with its reference over many inputs and
// reports the first few mismatches, then how many there were in all.
class Comparison {
public:
  explicit Comparison(const Function &F) : F(F) {}
  Comparison(const Comparison &) = delete;
  Comparison &operator=(const Comparison &) = delete;
  ~Comparison() {
    if (Mismatches > Shown)
      ADD_FAILURE() << F.Name << ": " << Mismatches << " mismatches in "
                    << Inputs << " inputs (the first " << Shown
                    << " are shown above)";
  }

  void check(Word A, Word B, Word C) {
    ++Inputs;
    Out Got = F.Helper(A, B, C);
    Out Want = F.Reference(A, B, C);
    if (Got == Want)
      return;
    if (++Mismatches > Shown)
      return;
    ADD_FAILURE() << call(F, A, B, C) << ": helper gives " << describe(F, Got)
                  << ", the documented semantics give " << describe(F, Want);
  }
  unsigned long inputs() const { return Inputs; }

private:
  static constexpr unsigned long Shown = 5;
  const Function &F;
  unsigned long Inputs = 0;
  unsigned long Mismatches = 0;
};

// Runs Generate(visit) for each function and checks every input it visits;
// expects Expected inputs per function.
template <class GenerateT>
void compareOn(const std::vector<const Function *> &Functions,
               unsigned long Expected, GenerateT Generate) {
  ASSERT_FALSE(Functions.empty());
  for (const Function *F : Functions) {
    Comparison C(*F);
    Generate([&C](Word A, Word B, Word Third) { C.check(A, B, Third); });
    EXPECT_EQ(C.inputs(), Expected) << F->Name;
  }
}

//===----------------------------------------------------------------------===//
// Inputs.
//===----------------------------------------------------------------------===//

// Words where sign, carries, lane boundaries and wrap-around change.
constexpr Word EdgeWords[] = {
    0u,          1u,          2u,          0xffffffffu, 0xfffffffeu,
    0x80000000u, 0x80000001u, 0x7fffffffu, 0x7ffffffeu, 0x00007fffu,
    0x00008000u, 0x0000ffffu, 0x00010000u, 0x00000080u, 0x0000007fu,
    0x000000ffu, 0x7f7f7f7fu, 0x80808080u, 0x81818181u, 0xffff0000u,
    0x7fff8000u, 0x80007fffu, 0x7fff7fffu, 0x80008000u, 0x00010001u,
    0xfffefffeu, 0x01010101u, 0xff00ff00u, 0x00ff00ffu, 0x807f01ffu,
    0x12345678u, 0xfedcba98u};
constexpr unsigned EdgeWordCount = sizeof EdgeWords / sizeof EdgeWords[0];

// Halfwords where sign, carries and wrap-around change.
constexpr Word EdgeHalfwords[] = {0,      1,      2,      0x7ffe, 0x7fff,
                                  0x8000, 0x8001, 0xfffe, 0xffff, 0x00ff,
                                  0x0100, 0x4000, 0xc000};
constexpr unsigned EdgeHalfwordCount =
    sizeof EdgeHalfwords / sizeof EdgeHalfwords[0];

// Bijections of the halfwords and of the bytes, so that a lane driven through
// every value drives its neighbour through every value too, but differently.
Word otherHalfword(Word V) { return (V * 40503u + 12345u) % 65536u; }
Word otherByte(Word V) { return (V * 167u + 89u) % 256u; }

Word halves(Word High, Word Low) { return (High % 65536u) * 65536u + Low % 65536u; }
Word halfOf(Word W, int Index) { return Index == 0 ? W % 65536u : W / 65536u; }

// Replaces byte Index of W with Value.
Word withByte(Word W, int Index, Word Value) {
  Word Place = 1;
  for (int K = 0; K < Index; ++K)
    Place *= 256u;
  Word Old = (W / Place) % 256u;
  return W - Old * Place + (Value % 256u) * Place;
}

template <class VisitT> void everyEdgeWordTriple(VisitT Visit) {
  for (Word A : EdgeWords)
    for (Word B : EdgeWords)
      for (Word C : EdgeWords)
        Visit(A, B, C);
}
constexpr unsigned long EdgeWordTriples =
    EdgeWordCount * EdgeWordCount * EdgeWordCount;

// A million triples, the same for each function: plain random words, and
// operands built to meet each other (ties, a + b against c, lane by lane or
// whole), edge words and edge halfwords, each lane chosen apart.
class StructuredRandom {
public:
  explicit StructuredRandom(uint64_t Seed) : Random(Seed) {}

  void triple(Word &A, Word &B, Word &C) {
    Word Earlier[2];
    A = next(Earlier, 0);
    Earlier[0] = A;
    B = next(Earlier, 1);
    Earlier[1] = B;
    C = next(Earlier, 2);
  }

private:
  uint64_t below(uint64_t N) { return Random() % N; }
  Word delta() { return static_cast<Word>(below(5)) - 2u; } // -2 .. 2, mod 2^32

  Word halfword(const Word *Earlier, int N, int Lane) {
    switch (below(5)) {
    case 0:
      return static_cast<Word>(Random()) % 65536u;
    case 1:
      return EdgeHalfwords[below(EdgeHalfwordCount)];
    case 2: // the same lane of an earlier operand, or a neighbour of it
      if (N > 0)
        return halfOf(Earlier[below(N)], Lane) + delta();
      return static_cast<Word>(Random()) % 65536u;
    case 3: // the lane sum of the first two, or a neighbour of it
      if (N > 1)
        return halfOf(Earlier[0], Lane) + halfOf(Earlier[1], Lane) + delta();
      return static_cast<Word>(below(4));
    default:
      return static_cast<Word>(below(4)) - 2u;
    }
  }

  Word next(const Word *Earlier, int N) {
    switch (below(8)) {
    case 0:
    case 1:
    case 2:
      return static_cast<Word>(Random());
    case 3:
    case 4:
      return halves(halfword(Earlier, N, 1), halfword(Earlier, N, 0));
    case 5:
      return EdgeWords[below(EdgeWordCount)];
    case 6: // an earlier operand or a neighbour: ties
      if (N > 0)
        return Earlier[below(N)] + delta();
      return static_cast<Word>(Random());
    default: // a + b, or a neighbour of it: where add-then-compare ties
      if (N > 1)
        return Earlier[0] + Earlier[1] + delta();
      return EdgeWords[below(EdgeWordCount)] + delta();
    }
  }

  std::mt19937_64 Random;
};

constexpr unsigned long RandomCount = 1000000;

template <class VisitT> void millionRandomTriples(uint64_t Seed, VisitT Visit) {
  StructuredRandom R(Seed);
  for (unsigned long K = 0; K < RandomCount; ++K) {
    Word A, B, C;
    R.triple(A, B, C);
    Visit(A, B, C);
  }
}

// Every combination of edge halfwords in the two lanes: all pairs (or triples)
// in the low lane, each against 13 different pairs (triples) in the high lane.
template <class VisitT> void everyEdgeHalfwordCombination(VisitT Visit) {
  const unsigned N = EdgeHalfwordCount;
  const unsigned Triples = N * N * N;
  for (unsigned Low = 0; Low < Triples; ++Low)
    for (unsigned K = 0; K < N; ++K) {
      unsigned High = (Low * 7 + K * 331 + 5) % Triples;
      Word A = halves(EdgeHalfwords[High % N], EdgeHalfwords[Low % N]);
      Word B = halves(EdgeHalfwords[High / N % N], EdgeHalfwords[Low / N % N]);
      Word C = halves(EdgeHalfwords[High / (N * N)], EdgeHalfwords[Low / (N * N)]);
      Visit(A, B, C);
    }
}
constexpr unsigned long EdgeHalfwordCombinations =
    EdgeHalfwordCount * EdgeHalfwordCount * EdgeHalfwordCount *
    EdgeHalfwordCount;

// Two-operand 16x2 functions: every halfword value in each lane of one
// operand (the low lane V, the high lane otherHalfword(V)) against each of 32
// fixed values of the other operand and against V's own neighbours lane by
// lane (ties and off-by-ones, in every mix of the two lanes); then the same
// with the operands' roles swapped.
constexpr Word Partners[] = {0,      1,      2,      0x7ffe, 0x7fff, 0x8000,
                             0x8001, 0xfffe, 0xffff, 0x00ff, 0x0100, 0x4000,
                             0xc000, 0x0080, 0x007f, 0xff80, 0xff7f, 0x1234,
                             0xedcb, 0x3fff, 0xbfff, 0x0003, 0xfffd, 0x5555,
                             0xaaaa, 0x6000, 0xa000, 0x00fe, 0xff01, 0x7f00,
                             0x8100, 0x2468};
constexpr unsigned PartnerCount = sizeof Partners / sizeof Partners[0];

template <class VisitT> void everyHalfwordAgainstPartners(VisitT Visit) {
  for (int Role = 0; Role < 2; ++Role)
    for (Word V = 0; V < 65536u; ++V) {
      const Word Full = halves(otherHalfword(V), V);
      auto Emit = [&](Word Other) {
        if (Role == 0)
          Visit(Full, Other, 0u);
        else
          Visit(Other, Full, 0u);
      };
      for (unsigned J = 0; J < PartnerCount; ++J)
        Emit(halves(Partners[(J + 11) % PartnerCount], Partners[J]));
      for (Word DHigh = 0; DHigh < 3; ++DHigh)
        for (Word DLow = 0; DLow < 3; ++DLow)
          Emit(halves(otherHalfword(V) + DHigh - 1u, V + DLow - 1u));
    }
}
constexpr unsigned long HalfwordPartnerInputs = 2ul * 65536ul * (PartnerCount + 9);

// Three-operand 16x2 functions: every halfword value in each lane of one
// operand against 7 x 7 combinations of the other two, in each of the three
// roles.
constexpr Word Thirds[] = {0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xffff, 0x3039};
constexpr unsigned ThirdCount = sizeof Thirds / sizeof Thirds[0];

template <class VisitT> void everyHalfwordAgainstPairs(VisitT Visit) {
  for (int Role = 0; Role < 3; ++Role)
    for (Word V = 0; V < 65536u; ++V) {
      const Word Full = halves(otherHalfword(V), V);
      for (unsigned J = 0; J < ThirdCount; ++J)
        for (unsigned K = 0; K < ThirdCount; ++K) {
          Word P = halves(Thirds[(J + 3) % ThirdCount], Thirds[J]);
          Word Q = halves(Thirds[(K + 5) % ThirdCount], Thirds[K]);
          if (Role == 0)
            Visit(Full, P, Q);
          else if (Role == 1)
            Visit(P, Full, Q);
          else
            Visit(P, Q, Full);
        }
    }
}
constexpr unsigned long HalfwordPairInputs =
    3ul * 65536ul * ThirdCount * ThirdCount;

// __dp4a: every pair of bytes in each lane, the other lanes and c random.
template <class VisitT> void everyBytePairInEachLane(VisitT Visit) {
  std::mt19937_64 Random(20240712);
  for (int Lane = 0; Lane < 4; ++Lane)
    for (Word X = 0; X < 256; ++X)
      for (Word Y = 0; Y < 256; ++Y) {
        Word A = withByte(static_cast<Word>(Random()), Lane, X);
        Word B = withByte(static_cast<Word>(Random()), Lane, Y);
        Visit(A, B, static_cast<Word>(Random()));
      }
}
constexpr unsigned long BytePairInputs = 4ul * 256ul * 256ul;

// __dp2a_lo/_hi: every (halfword, byte) pair in both lanes at once: a = (V'
// high, V low), the selected half of b = (W' byte, W byte) with V', W' the
// other bijections of V, W; the unselected half of b and c random.
template <class VisitT> void everyHalfwordBytePair(bool High, VisitT Visit) {
  std::mt19937_64 Random(High ? 77 : 78);
  for (Word V = 0; V < 65536u; ++V) {
    const Word A = halves(otherHalfword(V), V);
    for (Word W = 0; W < 256u; ++W) {
      const Word Selected = otherByte(W) * 256u + W;
      const uint64_t Bits = Random();
      const Word Unselected = static_cast<Word>(Bits % 65536u);
      const Word C = static_cast<Word>(Bits / 65536u);
      Word B = High ? halves(Selected, Unselected) : halves(Unselected, Selected);
      Visit(A, B, C);
    }
  }
}
constexpr unsigned long HalfwordBytePairs = 65536ul * 256ul;

} // namespace

//===----------------------------------------------------------------------===//
// The dot products.
//===----------------------------------------------------------------------===//

TEST(IntHelper, Dp4aMatchesTheByteDotProductOnEveryBytePairInEveryLane) {
  compareOn(selectDot("__dp4a"), BytePairInputs,
            [](auto Visit) { everyBytePairInEachLane(Visit); });
}

TEST(IntHelper, Dp4aMatchesTheByteDotProductOnEveryEdgeAndRandomInput) {
  compareOn(selectDot("__dp4a"), EdgeWordTriples,
            [](auto Visit) { everyEdgeWordTriple(Visit); });
  compareOn(selectDot("__dp4a"), RandomCount,
            [](auto Visit) { millionRandomTriples(4, Visit); });
}

TEST(IntHelper, Dp2aLoMatchesTheDotProductOnEveryHalfwordBytePairInBothLanes) {
  compareOn(selectDot("__dp2a_lo"), HalfwordBytePairs,
            [](auto Visit) { everyHalfwordBytePair(false, Visit); });
}

TEST(IntHelper, Dp2aHiMatchesTheDotProductOnEveryHalfwordBytePairInBothLanes) {
  compareOn(selectDot("__dp2a_hi"), HalfwordBytePairs,
            [](auto Visit) { everyHalfwordBytePair(true, Visit); });
}

TEST(IntHelper, Dp2aMatchesTheDotProductOnEveryEdgeAndRandomInput) {
  compareOn(selectDot("__dp2a"), EdgeWordTriples,
            [](auto Visit) { everyEdgeWordTriple(Visit); });
  compareOn(selectDot("__dp2a"), RandomCount,
            [](auto Visit) { millionRandomTriples(2, Visit); });
}

namespace {
// The vector operands, lane by lane ("x" is the least significant part, as
// the scalar overloads pack them).
char4 toChar4(Word W) {
  return {static_cast<signed char>(ref::lane(W, 8, 0, true)),
          static_cast<signed char>(ref::lane(W, 8, 1, true)),
          static_cast<signed char>(ref::lane(W, 8, 2, true)),
          static_cast<signed char>(ref::lane(W, 8, 3, true))};
}
uchar4 toUchar4(Word W) {
  return {static_cast<unsigned char>(ref::lane(W, 8, 0, false)),
          static_cast<unsigned char>(ref::lane(W, 8, 1, false)),
          static_cast<unsigned char>(ref::lane(W, 8, 2, false)),
          static_cast<unsigned char>(ref::lane(W, 8, 3, false))};
}
short2 toShort2(Word W) {
  return {static_cast<short>(ref::lane(W, 16, 0, true)),
          static_cast<short>(ref::lane(W, 16, 1, true))};
}
ushort2 toUshort2(Word W) {
  return {static_cast<unsigned short>(ref::lane(W, 16, 0, false)),
          static_cast<unsigned short>(ref::lane(W, 16, 1, false))};
}

struct VectorCounts {
  unsigned long Inputs = 0, Mismatches = 0;
};

void checkVectorForms(Word A, Word B, Word C, VectorCounts &Counts) {
  struct Case {
    const char *Name;
    Word Got, Want;
  };
  const int IA = static_cast<int>(A), IB = static_cast<int>(B),
            IC = static_cast<int>(C);
  const Case Cases[] = {
      {"__dp4a(char4, char4, int)",
       static_cast<Word>(hipify::__dp4a(toChar4(A), toChar4(B), IC)),
       ref::dp4a(A, B, C, true)},
      {"__dp4a(uchar4, uchar4, unsigned)",
       static_cast<Word>(hipify::__dp4a(toUchar4(A), toUchar4(B), C)),
       ref::dp4a(A, B, C, false)},
      {"__dp2a_lo(short2, char4, int)",
       static_cast<Word>(hipify::__dp2a_lo(toShort2(A), toChar4(B), IC)),
       ref::dp2a(A, B, C, true, false)},
      {"__dp2a_lo(ushort2, uchar4, unsigned)",
       static_cast<Word>(hipify::__dp2a_lo(toUshort2(A), toUchar4(B), C)),
       ref::dp2a(A, B, C, false, false)},
      {"__dp2a_hi(short2, char4, int)",
       static_cast<Word>(hipify::__dp2a_hi(toShort2(A), toChar4(B), IC)),
       ref::dp2a(A, B, C, true, true)},
      {"__dp2a_hi(ushort2, uchar4, unsigned)",
       static_cast<Word>(hipify::__dp2a_hi(toUshort2(A), toUchar4(B), C)),
       ref::dp2a(A, B, C, false, true)},
      // The vector forms give what the scalar forms give on the packed words.
      {"__dp4a(char4, char4, int) against __dp4a(int, int, int)",
       static_cast<Word>(hipify::__dp4a(toChar4(A), toChar4(B), IC)),
       static_cast<Word>(hipify::__dp4a(IA, IB, IC))},
      {"__dp2a_hi(ushort2, uchar4, unsigned) against the unsigned scalar form",
       static_cast<Word>(hipify::__dp2a_hi(toUshort2(A), toUchar4(B), C)),
       static_cast<Word>(hipify::__dp2a_hi(A, B, C))},
  };
  for (const Case &K : Cases) {
    ++Counts.Inputs;
    if (K.Got == K.Want)
      continue;
    if (++Counts.Mismatches <= 8)
      ADD_FAILURE() << K.Name << " on (" << hex(A) << ", " << hex(B) << ", "
                    << hex(C) << "): helper gives " << hex(K.Got)
                    << ", the documented semantics give " << hex(K.Want);
  }
}
} // namespace

TEST(IntHelper, VectorOverloadsTakeXAsTheLowestLaneAndMatchTheScalarForms) {
  VectorCounts Counts;
  everyEdgeWordTriple(
      [&](Word A, Word B, Word C) { checkVectorForms(A, B, C, Counts); });
  millionRandomTriples(
      6, [&](Word A, Word B, Word C) { checkVectorForms(A, B, C, Counts); });
  EXPECT_EQ(Counts.Mismatches, 0u) << "in " << Counts.Inputs << " checks";
  EXPECT_EQ(Counts.Inputs, 8ul * (EdgeWordTriples + RandomCount));
}

//===----------------------------------------------------------------------===//
// DPX.
//===----------------------------------------------------------------------===//

TEST(IntHelper, DpxFunctionsMatchTheDocumentedSemanticsOnEveryTripleOfEdgeWords) {
  compareOn(selectDpx(0, 0), EdgeWordTriples,
            [](auto Visit) { everyEdgeWordTriple(Visit); });
}

TEST(IntHelper, DpxFunctionsMatchTheDocumentedSemanticsOnAMillionRandomTriples) {
  compareOn(selectDpx(0, 0), RandomCount,
            [](auto Visit) { millionRandomTriples(1234567, Visit); });
}

TEST(IntHelper, HalfwordDpxFunctionsMatchOnEveryCombinationOfEdgeHalfwords) {
  compareOn(selectDpx(16, 0), EdgeHalfwordCombinations,
            [](auto Visit) { everyEdgeHalfwordCombination(Visit); });
}

TEST(IntHelper, TwoOperandHalfwordDpxFunctionsMatchOnEveryHalfwordOfEachOperand) {
  compareOn(selectDpx(16, 2), HalfwordPartnerInputs,
            [](auto Visit) { everyHalfwordAgainstPartners(Visit); });
}

TEST(IntHelper, ThreeOperandHalfwordDpxFunctionsMatchOnEveryHalfwordOfEachOperand) {
  compareOn(selectDpx(16, 3), HalfwordPairInputs,
            [](auto Visit) { everyHalfwordAgainstPairs(Visit); });
}

//===----------------------------------------------------------------------===//
// Byte swaps.
//===----------------------------------------------------------------------===//

TEST(IntHelper, Bswap16ReversesTheBytesOfEverySixteenBitValue) {
  unsigned long Mismatches = 0;
  for (uint64_t X = 0; X < 65536; ++X) {
    unsigned short Got = hipify::__nv_bswap16(static_cast<unsigned short>(X));
    uint64_t Want = ref::reverseBytes(X, 2);
    if (Got != Want && ++Mismatches <= 5)
      ADD_FAILURE() << "__nv_bswap16(" << hex(X, 4) << "): helper gives "
                    << hex(Got, 4) << ", want " << hex(Want, 4);
  }
  EXPECT_EQ(Mismatches, 0u);
}

namespace {
// Every byte value in every position (the rest zero, then the rest random),
// the edges, and a million random words.
template <class VisitT> void bswapInputs(int Bytes, VisitT Visit) {
  std::mt19937_64 Random(Bytes == 4 ? 32 : 64);
  const uint64_t Mask = Bytes == 4 ? 0xffffffffull : ~0ull;
  uint64_t Place = 1;
  for (int I = 0; I < Bytes; ++I, Place *= 256)
    for (uint64_t V = 0; V < 256; ++V) {
      Visit(V * Place);
      uint64_t Rest = Random() & Mask;
      Visit(Rest - (Rest / Place % 256) * Place + V * Place);
    }
  for (uint64_t Edge :
       {0ull, 1ull, 0xffull, 0x100ull, 0x7fffffffull, 0x80000000ull,
        0xffffffffull, 0x100000000ull, 0x7fffffffffffffffull,
        0x8000000000000000ull, 0xffffffffffffffffull, 0x0123456789abcdefull,
        0x00ff00ff00ff00ffull, 0xff00ff00ff00ff00ull, 0x8000000000000001ull})
    Visit(Edge & Mask);
  for (unsigned long K = 0; K < RandomCount; ++K)
    Visit(Random() & Mask);
}
} // namespace

TEST(IntHelper, Bswap32ReversesTheBytesOfEveryByteInEveryPositionAndRandomWords) {
  unsigned long Inputs = 0, Mismatches = 0;
  bswapInputs(4, [&](uint64_t X) {
    ++Inputs;
    uint64_t Got = hipify::__nv_bswap32(static_cast<unsigned int>(X));
    uint64_t Want = ref::reverseBytes(X, 4);
    if (Got != Want && ++Mismatches <= 5)
      ADD_FAILURE() << "__nv_bswap32(" << hex(X) << "): helper gives "
                    << hex(Got) << ", want " << hex(Want);
  });
  EXPECT_EQ(Mismatches, 0u) << "in " << Inputs << " inputs";
  EXPECT_EQ(Inputs, 2ul * 4 * 256 + 15 + RandomCount);
}

TEST(IntHelper, Bswap64ReversesTheBytesOfEveryByteInEveryPositionAndRandomWords) {
  unsigned long Inputs = 0, Mismatches = 0;
  bswapInputs(8, [&](uint64_t X) {
    ++Inputs;
    uint64_t Got = hipify::__nv_bswap64(static_cast<unsigned long long>(X));
    uint64_t Want = ref::reverseBytes(X, 8);
    if (Got != Want && ++Mismatches <= 5)
      ADD_FAILURE() << "__nv_bswap64(" << hex(X, 16) << "): helper gives "
                    << hex(Got, 16) << ", want " << hex(Want, 16);
  });
  EXPECT_EQ(Mismatches, 0u) << "in " << Inputs << " inputs";
  EXPECT_EQ(Inputs, 2ul * 8 * 256 + 15 + RandomCount);
}

TEST(IntHelper, IntrinsicsHaveCudasReturnTypes) {
  static_assert(std::is_same<decltype(hipify::__nv_bswap16(0)), unsigned short>::value,
                "__nv_bswap16 returns unsigned short");
  static_assert(std::is_same<decltype(hipify::__nv_bswap32(0u)), unsigned int>::value,
                "__nv_bswap32 returns unsigned int");
  static_assert(std::is_same<decltype(hipify::__nv_bswap64(0ull)),
                             unsigned long long>::value,
                "__nv_bswap64 returns unsigned long long");
  static_assert(std::is_same<decltype(hipify::__dp4a(0, 0, 0)), int>::value,
                "__dp4a(int, int, int) returns int");
  static_assert(std::is_same<decltype(hipify::__dp4a(0u, 0u, 0u)), unsigned int>::value,
                "__dp4a(unsigned, unsigned, unsigned) returns unsigned int");
  static_assert(std::is_same<decltype(hipify::__viaddmax_s32(0, 0, 0)), int>::value,
                "__viaddmax_s32 returns int");
  static_assert(std::is_same<decltype(hipify::__viaddmax_s16x2(0u, 0u, 0u)),
                             unsigned int>::value,
                "__viaddmax_s16x2 returns unsigned int");
  EXPECT_EQ(hipify::__nv_bswap16(static_cast<unsigned short>(0x1234)), 0x3412);
  EXPECT_EQ(hipify::__nv_bswap32(0x12345678u), 0x78563412u);
  EXPECT_EQ(hipify::__nv_bswap64(0x0123456789abcdefull), 0xefcdab8967452301ull);
}

//===----------------------------------------------------------------------===//
// Worked examples, for the reference and the helper both, so that they cannot
// share a misreading unnoticed. Each worked by hand from the documentation.
//===----------------------------------------------------------------------===//

namespace {
struct Example {
  const char *Name;
  Word A, B, C;
  Out Result;
};

Out preds(Word Result, bool Hi, bool Lo) {
  return Out(Result) | (Hi ? PredHiBit : 0) | (Lo ? PredLoBit : 0);
}
Out pred(Word Result, bool P) { return preds(Result, false, P); }
Word w(int V) { return static_cast<Word>(V); }

const Function *named(const std::string &Name) {
  for (const auto *Table : {&dpxTable(), &dotTable()})
    for (const Function &F : *Table)
      if (Name == F.Name)
        return &F;
  return nullptr;
}

void expectExamples(const std::vector<Example> &Examples) {
  for (const Example &E : Examples) {
    const Function *F = named(E.Name);
    ASSERT_NE(F, nullptr) << E.Name;
    EXPECT_EQ(describe(*F, F->Reference(E.A, E.B, E.C)), describe(*F, E.Result))
        << "reference, " << call(*F, E.A, E.B, E.C);
    EXPECT_EQ(describe(*F, F->Helper(E.A, E.B, E.C)), describe(*F, E.Result))
        << "helper, " << call(*F, E.A, E.B, E.C);
  }
}
} // namespace

TEST(IntHelper, DotProductsGiveHandWorkedResults) {
  expectExamples({
      // 4*8 + 3*7 + 2*6 + 1*5 + 10 = 80.
      {"__dp4a(int, int, int)", 0x01020304, 0x05060708, 10, 80},
      {"__dp4a(unsigned, unsigned, unsigned)", 0x01020304, 0x05060708, 10, 80},
      // Bytes read as signed: 4 * (-1 * -128) = 512; unsigned: 4 * 255 * 128.
      {"__dp4a(int, int, int)", 0xffffffff, 0x80808080, 0, 512},
      {"__dp4a(unsigned, unsigned, unsigned)", 0xffffffff, 0x80808080, 0, 130560},
      // 4 * 128 * 128 = 65536 added to INT_MAX wraps to 0x8000ffff.
      {"__dp4a(int, int, int)", 0x80808080, 0x80808080, 0x7fffffff, 0x8000ffff},
      // Negative products wrap below zero: 1 * -1 * 4 = -4.
      {"__dp4a(int, int, int)", 0x01010101, 0xffffffff, 0, w(-4)},
      // Unsigned: 4 * 255 * 255 + 0xffffffff wraps to 260099.
      {"__dp4a(unsigned, unsigned, unsigned)", 0xffffffff, 0xffffffff,
       0xffffffff, 260099},
      // a lanes (3, 2); b bytes (5, 4, 11, 10) from the low one:
      // lo = 3*5 + 2*4 = 23, hi = 3*11 + 2*10 = 53; plus 100.
      {"__dp2a_lo(int, int, int)", 0x00020003, 0x0a0b0405, 100, 123},
      {"__dp2a_hi(int, int, int)", 0x00020003, 0x0a0b0405, 100, 153},
      {"__dp2a_lo(unsigned, unsigned, unsigned)", 0x00020003, 0x0a0b0405, 100, 123},
      {"__dp2a_hi(unsigned, unsigned, unsigned)", 0x00020003, 0x0a0b0405, 100, 153},
      // Signed: a lanes (-1, -32768); b bytes (1, -1, -128, 127):
      // lo = -1*1 + -32768*-1 = 32767; hi = -1*-128 + -32768*127 = -4161408.
      {"__dp2a_lo(int, int, int)", 0x8000ffff, 0x7f80ff01, 0, 0x00007fff},
      {"__dp2a_hi(int, int, int)", 0x8000ffff, 0x7f80ff01, 0, 0xffc08080},
      // Unsigned: a lanes (65535, 32768); b bytes (1, 255, 128, 127):
      // lo = 65535 + 32768*255 = 0x807fff; hi = 65535*128 + 32768*127 = 0xbf7f80.
      {"__dp2a_lo(unsigned, unsigned, unsigned)", 0x8000ffff, 0x7f80ff01, 0,
       0x00807fff},
      {"__dp2a_hi(unsigned, unsigned, unsigned)", 0x8000ffff, 0x7f80ff01, 0,
       0x00bf7f80},
  });
}

TEST(IntHelper, DpxFunctionsGiveHandWorkedResults) {
  const Word IntMax = 0x7fffffff, IntMin = 0x80000000;
  expectExamples({
      // relu: negative results become 0.
      {"__vimax_s32_relu", w(-5), w(-3), 0, 0},
      {"__vimax_s32_relu", w(-5), 3, 0, 3},
      {"__vimin_s32_relu", w(-5), 3, 0, 0},
      {"__vimin_s32_relu", 5, 3, 0, 3},
      {"__vimin_s32_relu", IntMax, IntMin, 0, 0},
      // hi max(-32768, -1) = -1 -> 0; lo max(-2, 3) = 3.
      {"__vimax_s16x2_relu", 0x8000fffe, 0xffff0003, 0, 0x00000003},
      // hi min(32767, 1) = 1; lo min(5, 32767) = 5; relu keeps both.
      {"__vimin_s16x2_relu", 0x7fff0005, 0x00017fff, 0, 0x00010005},
      // hi min(-1, 4) = -1 -> 0 while lo min(4, 6) = 4 stays: relu per lane.
      {"__vimin_s16x2_relu", 0xffff0004, 0x00040006, 0, 0x00000004},
      // Three-way, signed against unsigned order.
      {"__vimax3_s32", IntMin, w(-1), 7, 7},
      {"__vimax3_u32", IntMin, w(-1), 7, 0xffffffff},
      {"__vimin3_s32", IntMin, w(-1), 7, IntMin},
      {"__vimin3_u32", IntMin, w(-1), 7, 7},
      {"__vimax3_s16x2", 0x8000ffff, 0x7fff0000, 0x00010001, 0x7fff0001},
      {"__vimax3_u16x2", 0x8000ffff, 0x7fff0000, 0x00010001, 0x8000ffff},
      {"__vimin3_s16x2", 0x8000ffff, 0x7fff0000, 0x00010001, 0x8000ffff},
      {"__vimin3_u16x2", 0x8000ffff, 0x7fff0000, 0x00010001, 0x00010000},
      {"__vimax3_s32_relu", w(-1), w(-2), w(-3), 0},
      {"__vimax3_s32_relu", w(-1), 9, w(-3), 9},
      {"__vimin3_s32_relu", 5, 6, 7, 5},
      {"__vimin3_s32_relu", 5, w(-6), 7, 0},
      {"__vimax3_s16x2_relu", 0xffff0001, 0xfffe0002, 0x80000003, 0x00000003},
      {"__vimin3_s16x2_relu", 0x00050001, 0x00060002, 0x0007ffff, 0x00050000},
      // The add wraps (it does not saturate): INT_MAX + 1 = INT_MIN.
      {"__viaddmax_s32", IntMax, 1, 0, 0},
      {"__viaddmin_s32", IntMax, 1, 0, IntMin},
      {"__viaddmax_s32", 3, 4, 5, 7},
      {"__viaddmin_s32", 3, 4, 5, 5},
      {"__viaddmax_u32", 0xffffffff, 1, 5, 5},
      {"__viaddmin_u32", 0xffffffff, 2, 5, 1},
      {"__viaddmax_s32_relu", IntMax, 1, w(-7), 0},
      {"__viaddmax_s32_relu", w(-3), w(-4), w(-5), 0},
      {"__viaddmax_s32_relu", w(-3), 4, w(-5), 1},
      {"__viaddmin_s32_relu", 5, w(-10), 3, 0},
      {"__viaddmin_s32_relu", IntMax, 1, 7, 0},
      {"__viaddmin_s32_relu", 3, 4, 100, 7},
      // Per halfword, each lane wraps on its own and carries nothing:
      // hi 0x7fff + 1 = -32768 < 0, so max is 0; lo 1 + 1 = 2.
      {"__viaddmax_s16x2", 0x7fff0001, 0x00010001, 0x00000000, 0x00000002},
      {"__viaddmin_s16x2", 0x7fff0001, 0x00010001, 0x00000000, 0x80000000},
      // hi 0xffff + 1 = 0 < 3; lo 1 + 1 = 2 > 0.
      {"__viaddmax_u16x2", 0xffff0001, 0x00010001, 0x00030000, 0x00030002},
      {"__viaddmin_u16x2", 0xffff0001, 0x00010001, 0x00030000, 0x00000000},
      // hi -32768 + 0 vs -32768 -> -32768 -> relu 0; lo 0x8000 + 0xffff =
      // -32769 wraps to 32767 > -32768.
      {"__viaddmax_s16x2_relu", 0x80008000, 0x0000ffff, 0x80008000, 0x00007fff},
      {"__viaddmin_s16x2_relu", 0x00058000, 0x0003ffff, 0x00077fff, 0x00077fff},
      {"__viaddmin_s16x2_relu", 0x0005fff0, 0x00030001, 0x00010000, 0x00010000},
      // Predicates: (a >= b) for max, (a <= b) for min, true on ties.
      {"__vibmax_s32", 3, 3, 0, pred(3, true)},
      {"__vibmax_s32", 2, 3, 0, pred(3, false)},
      {"__vibmax_s32", w(-1), 1, 0, pred(1, false)},
      {"__vibmax_u32", 0xffffffff, 1, 0, pred(0xffffffff, true)},
      {"__vibmin_s32", 3, 3, 0, pred(3, true)},
      {"__vibmin_s32", w(-1), 1, 0, pred(w(-1), true)},
      {"__vibmin_u32", 0xffffffff, 1, 0, pred(1, false)},
      {"__vibmin_u32", 1, 2, 0, pred(1, true)},
      {"__vibmax_s16x2", 0x80000005, 0x7fff0005, 0, preds(0x7fff0005, false, true)},
      {"__vibmax_u16x2", 0x80000005, 0x7fff0005, 0, preds(0x80000005, true, true)},
      {"__vibmin_s16x2", 0x80000005, 0x7fff0005, 0, preds(0x80000005, true, true)},
      {"__vibmin_u16x2", 0x80000005, 0x7fff0005, 0, preds(0x7fff0005, false, true)},
      {"__vibmax_s16x2", 0x00010002, 0x00020001, 0, preds(0x00020002, false, true)},
      {"__vibmin_u16x2", 0x00010002, 0x00020001, 0, preds(0x00010001, true, false)},
  });
}

//===----------------------------------------------------------------------===//
// Coverage: the tables name every function CUDA's headers declare.
//===----------------------------------------------------------------------===//

namespace {
std::string cudaHeader(const std::string &Relative) {
  std::vector<std::string> Roots;
  for (const char *Variable : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *Value = std::getenv(Variable))
      if (*Value)
        Roots.push_back(Value);
  Roots.push_back("/usr/local/cuda");
  for (const std::string &Root : Roots) {
    std::string Path = Root + "/include/" + Relative;
    if (std::ifstream(Path).good())
      return Path;
  }
  return "";
}

std::set<std::string> declaredNames(const std::string &Path,
                                    const std::regex &Pattern) {
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  std::string Source = Text.str();
  std::set<std::string> Names;
  for (std::sregex_iterator It(Source.begin(), Source.end(), Pattern), End;
       It != End; ++It)
    Names.insert((*It)[1]);
  return Names;
}

constexpr const char *NoToolkit =
    "no CUDA toolkit here (looked under $CUDA_PATH, $CUDA_HOME and "
    "/usr/local/cuda)";
} // namespace

TEST(IntHelper, ListsEachDpxFunctionOnceWithTheLanesItsNameSays) {
  std::set<std::string> Names;
  for (const Function &F : dpxTable()) {
    std::string Name = F.Name;
    EXPECT_TRUE(Names.insert(Name).second) << Name << " listed twice";
    EXPECT_EQ(F.LaneBits, Name.find("16x2") != std::string::npos ? 16 : 32)
        << Name;
    EXPECT_EQ(F.Predicated, Name.compare(0, 5, "__vib") == 0) << Name;
    bool ThreeOperands = Name.find("max3_") != std::string::npos ||
                         Name.find("min3_") != std::string::npos ||
                         Name.compare(0, 7, "__viadd") == 0;
    EXPECT_EQ(F.Arity, ThreeOperands ? 3 : 2) << Name;
  }
  EXPECT_EQ(dpxTable().size(), 36u);
}

TEST(IntHelper, CoversEveryDpxFunctionThatCudaDeclares) {
  std::string Path = cudaHeader("crt/device_functions.h");
  if (Path.empty())
    GTEST_SKIP() << NoToolkit;
  // "int __vimax_s32_relu(const int a, const int b);" and so on: every
  // __vi... name declared or defined there (the SIMD family __vadd2,
  // __vcmpeq4 ... has no "__vi" prefix).
  std::set<std::string> Cuda =
      declaredNames(Path, std::regex(R"(\b(__vi[a-z0-9_]+)\s*\()"));
  ASSERT_GE(Cuda.size(), 36u) << "found too few DPX functions in " << Path
                              << "; has its layout changed?";
  std::set<std::string> Ours;
  for (const Function &F : dpxTable())
    Ours.insert(F.Name);
  for (const std::string &Name : Cuda)
    EXPECT_TRUE(Ours.count(Name))
        << Path << " declares " << Name << ", which the table here lacks";
  for (const std::string &Name : Ours)
    EXPECT_TRUE(Cuda.count(Name))
        << Name << " is in the table here but not declared in " << Path;
}

TEST(IntHelper, CoversEveryDotProductAndByteSwapThatCudaDeclares) {
  std::string Dots = cudaHeader("sm_61_intrinsics.h");
  std::string Swaps = cudaHeader("sm_20_intrinsics.h");
  if (Dots.empty() || Swaps.empty())
    GTEST_SKIP() << NoToolkit;
  std::set<std::string> Ours = {"__dp4a", "__dp2a_lo", "__dp2a_hi"};
  std::set<std::string> Cuda =
      declaredNames(Dots, std::regex(R"(\b(__dp[0-9]a[a-z_]*)\s*\()"));
  EXPECT_EQ(Cuda, Ours) << "the dot products declared in " << Dots;
  // Each with its four overloads (int, unsigned, and two vector forms).
  for (const std::string &Name : Ours) {
    std::ifstream In(Dots);
    std::stringstream Text;
    Text << In.rdbuf();
    std::string Source = Text.str();
    std::regex Declaration("\\b" + Name + "\\s*\\(");
    auto Count = std::distance(
        std::sregex_iterator(Source.begin(), Source.end(), Declaration),
        std::sregex_iterator());
    EXPECT_EQ(Count, 4) << Name << " in " << Dots;
  }
  std::set<std::string> SwapNames =
      declaredNames(Swaps, std::regex(R"(\b(__nv_bswap[0-9]+)\s*\()"));
  EXPECT_EQ(SwapNames,
            (std::set<std::string>{"__nv_bswap16", "__nv_bswap32", "__nv_bswap64"}))
      << "the byte swaps declared in " << Swaps;
}

// __fns against PTX fns.b32's definition, as the ISA states it: walk from
// base one bit at a time (up for a positive offset, down for a negative
// one), counting set bits, until the |offset|-th. Every base (0-31) and
// offset (-34 to 34, and the extremes) for the edge masks and 20,000 random
// ones; 1,000,000 random triples.
namespace {
unsigned int fnsReference(uint32_t Mask, unsigned int Base, int Offset) {
  if (Offset == 0)
    return (Mask >> Base) & 1 ? Base : 0xffffffffu;
  int64_t Count = Offset > 0 ? int64_t(Offset) - 1 : -int64_t(Offset) - 1;
  int Step = Offset > 0 ? 1 : -1;
  for (int64_t Pos = Base; Pos >= 0 && Pos < 32; Pos += Step)
    if ((Mask >> Pos) & 1) {
      if (Count == 0)
        return static_cast<unsigned int>(Pos);
      --Count;
    }
  return 0xffffffffu;
}
} // namespace

TEST(IntHelper, FnsIsPtxFns) {
  std::vector<uint32_t> Masks = {0, ~0u, 1, 0x80000000u, 0xaaaaaaaau, 0x55555555u,
                                 0x0000ffffu, 0xffff0000u, 0x80000001u, 0x00010000u};
  std::mt19937 Random(58);
  for (int I = 0; I < 20000; ++I)
    Masks.push_back(static_cast<uint32_t>(Random()) & static_cast<uint32_t>(Random() | Random()));
  std::vector<int> Offsets = {INT_MIN, INT_MIN + 1, INT_MAX, -1000, 1000};
  for (int O = -34; O <= 34; ++O)
    Offsets.push_back(O);
  long Failures = 0;
  auto Check = [&](uint32_t Mask, unsigned int Base, int Offset) {
    unsigned int Got = hipify::__fns(Mask, Base, Offset), Want = fnsReference(Mask, Base, Offset);
    if (Got != Want && Failures++ < 10)
      ADD_FAILURE() << "__fns(" << hex(Mask) << ", " << Base << ", " << Offset << "): helper gives "
                    << Got << ", PTX " << Want;
  };
  for (uint32_t Mask : Masks)
    for (unsigned int Base = 0; Base < 32; ++Base)
      for (int Offset : Offsets)
        Check(Mask, Base, Offset);
  for (int I = 0; I < 1000000; ++I)
    Check(static_cast<uint32_t>(Random()), Random() % 32, static_cast<int>(Random() % 81) - 40);
  EXPECT_EQ(Failures, 0);
  // The ISA's examples.
  EXPECT_EQ(hipify::__fns(0xaaaaaaaau, 3, 1), 3u);
  EXPECT_EQ(hipify::__fns(0xaaaaaaaau, 3, -1), 3u);
  EXPECT_EQ(hipify::__fns(0xaaaaaaaau, 2, 1), 3u);
  EXPECT_EQ(hipify::__fns(0xaaaaaaaau, 2, -1), 1u);
}
