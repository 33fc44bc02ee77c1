//===- PtxHelperTest.cpp - helpers/hipify_ptx.h against the PTX ISA ------===//
//
// Checks that the PTX instructions re-implemented in helpers/hipify_ptx.h
// compute what NVIDIA's PTX ISA defines, for every instruction of the
// catalog (include/hipify/Ptx/PtxInstructions.def) that a helper computes:
//
//  * bfe and bfi of every type: every position and length 0..80 (and the
//    ones whose upper bits PTX ignores: 256 + n), on edge words and
//    pseudo-random ones;
//  * prmt: every 16-bit selector of the generic form, every mode with every
//    c[1:0] (and noise in the bits above), on several byte patterns;
//  * lop3: every one of the 256 truth tables on the inputs that define it
//    (0xF0, 0xCC, 0xAA) and on pseudo-random words;
//  * brev, popc, clz, bfind (.shiftamt): every one-bit and low-bits word,
//    the edges, and a million pseudo-random words per width;
//  * shf of both directions and modes, shl and shr of every amount 0..80;
//  * mul.hi/.lo/.wide, mad.lo/.hi/.wide, add, sub, min, max and the carry
//    chains (a 128-bit sum and difference in four 32-bit limbs and two
//    64-bit ones) against 128-bit arithmetic;
//  * cp.async's copy of every size and source size, zero-filled, nothing
//    around it written;
//  * cvt from f32 and f64 to every integer type with each rounding: the
//    edges (halves, the ranges' ends, infinities, NaN) and a million random
//    doubles and floats, against modf's parts and 128-bit clamping;
//  * that a planted bug (a sign fill or a clamp left out) is caught by the
//    same sweeps.
//
// The reference below is written from the PTX ISA's "Semantics" sections,
// apart from the helper and in another style: a value is an array of bits
// (or a 128-bit integer), and each instruction's pseudo-code is followed
// literally.
//
//===----------------------------------------------------------------------===//

#include "hipify_ptx.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <cstdint>
#include <random>
#include <vector>

namespace {

using u128 = unsigned __int128;
using s128 = __int128;

// A value as its bits, bit 0 first.
template <unsigned N> using Bits = std::array<bool, N>;
template <unsigned N> Bits<N> bitsOf(uint64_t V) {
  Bits<N> B{};
  for (unsigned I = 0; I < N; ++I)
    B[I] = (V >> I) & 1;
  return B;
}
template <unsigned N> uint64_t valueOf(const Bits<N> &B) {
  uint64_t V = 0;
  for (unsigned I = 0; I < N; ++I)
    if (B[I])
      V |= uint64_t(1) << I;
  return V;
}

// PTX ISA, bfe: "msb = (.type==.u32 || .type==.s32) ? 31 : 63; pos = b &
// 0xff; len = c & 0xff; if (.type==.u32 || .type==.u64 || len==0) sbit = 0;
// else sbit = a[min(pos+len-1,msb)]; d = 0; for (i=0; i<=msb; i++) { d[i] =
// (i<len && pos+i<=msb) ? a[pos+i] : sbit; }"
template <unsigned N>
uint64_t refBfe(uint64_t A, uint32_t B, uint32_t C, bool Signed) {
  Bits<N> a = bitsOf<N>(A), d{};
  unsigned msb = N - 1, pos = B & 0xff, len = C & 0xff;
  bool sbit = (!Signed || len == 0) ? false : a[std::min(pos + len - 1, msb)];
  for (unsigned i = 0; i <= msb; i++)
    d[i] = (i < len && pos + i <= msb) ? a[pos + i] : sbit;
  return valueOf<N>(d);
}
// bfi: "msb = (.type==.b32) ? 31 : 63; pos = c & 0xff; len = d & 0xff; f =
// b; for (i=0; i<len && pos+i<=msb; i++) { f[pos+i] = a[i]; }"
template <unsigned N>
uint64_t refBfi(uint64_t A, uint64_t B, uint32_t C, uint32_t D) {
  Bits<N> a = bitsOf<N>(A), f = bitsOf<N>(B);
  unsigned msb = N - 1, pos = C & 0xff, len = D & 0xff;
  for (unsigned i = 0; i < len && pos + i <= msb; i++)
    f[pos + i] = a[i];
  return valueOf<N>(f);
}
// prmt: "tmp64 = (b<<32) | a"; the generic form's four selectors c[15:12]
// ... c[3:0], each "3 LSBs select a byte, msb: sign replicate"; the modes'
// table of byte indices for d.b3 .. d.b0 by c[1:0], transcribed.
enum Mode { Generic, F4e, B4e, Rc8, Ecl, Ecr, Rc16 };
const int ModeTable[7][4][4] = {
    // d.b3, d.b2, d.b1, d.b0 for c[1:0] = 0..3
    {},
    {{3, 2, 1, 0}, {4, 3, 2, 1}, {5, 4, 3, 2}, {6, 5, 4, 3}}, // f4e
    {{5, 6, 7, 0}, {6, 7, 0, 1}, {7, 0, 1, 2}, {0, 1, 2, 3}}, // b4e
    {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}, // rc8
    {{3, 2, 1, 0}, {3, 2, 1, 1}, {3, 2, 2, 2}, {3, 3, 3, 3}}, // ecl
    {{0, 0, 0, 0}, {1, 1, 1, 0}, {2, 2, 1, 0}, {3, 2, 1, 0}}, // ecr
    {{1, 0, 1, 0}, {3, 2, 3, 2}, {1, 0, 1, 0}, {3, 2, 3, 2}}, // rc16
};
uint32_t refPrmt(uint32_t A, uint32_t B, uint32_t C, Mode M) {
  uint8_t Bytes[8];
  for (int I = 0; I < 4; ++I) {
    Bytes[I] = uint8_t(A / (1u << (8 * I)) % 256);
    Bytes[I + 4] = uint8_t(B / (1u << (8 * I)) % 256);
  }
  uint32_t D = 0;
  for (int K = 0; K < 4; ++K) {
    uint8_t Byte;
    if (M == Generic) {
      unsigned Sel = (C >> (4 * K)) % 16;
      Byte = Bytes[Sel % 8];
      if (Sel >= 8)
        Byte = Byte >= 128 ? 255 : 0;
    } else {
      Byte = Bytes[ModeTable[M][C % 4][3 - K]];
    }
    D += uint32_t(Byte) << (8 * K);
  }
  return D;
}
// lop3: the result's bit i is F(a_i, b_i, c_i) where immLut = F(0xF0, 0xCC,
// 0xAA): the row of the truth table at (a_i, b_i, c_i) is bit (a_i*4 +
// b_i*2 + c_i) of immLut.
uint32_t refLop3(uint32_t A, uint32_t B, uint32_t C, uint32_t Lut) {
  Bits<32> a = bitsOf<32>(A), b = bitsOf<32>(B), c = bitsOf<32>(C), d{};
  Bits<8> lut = bitsOf<8>(Lut);
  for (int i = 0; i < 32; ++i)
    d[i] = lut[a[i] * 4 + b[i] * 2 + c[i]];
  return uint32_t(valueOf<32>(d));
}
// bfind: "if (.type==.s32 || .type==.s64) && (a & (1<<msb)) a = ~a; d =
// 0xffffffff; for (i=msb; i>=0; i--) if (a & (1<<i)) { d = i; break; } if
// (.shiftamt && d != 0xffffffff) d = msb - d;"
template <unsigned N>
uint32_t refBfind(uint64_t A, bool Signed, bool ShiftAmt) {
  Bits<N> a = bitsOf<N>(A);
  int msb = N - 1;
  if (Signed && a[msb])
    for (auto &Bit : a)
      Bit = !Bit;
  uint32_t d = 0xffffffffu;
  for (int i = msb; i >= 0; i--)
    if (a[i]) {
      d = uint32_t(i);
      break;
    }
  if (ShiftAmt && d != 0xffffffffu)
    d = uint32_t(msb) - d;
  return d;
}
template <unsigned N> uint64_t refBrev(uint64_t A) {
  Bits<N> a = bitsOf<N>(A), d{};
  for (unsigned i = 0; i < N; ++i)
    d[i] = a[N - 1 - i];
  return valueOf<N>(d);
}
template <unsigned N> uint32_t refPopc(uint64_t A) {
  uint32_t n = 0;
  for (bool Bit : bitsOf<N>(A))
    n += Bit;
  return n;
}
template <unsigned N> uint32_t refClz(uint64_t A) {
  Bits<N> a = bitsOf<N>(A);
  uint32_t n = 0;
  for (int i = N - 1; i >= 0 && !a[i]; --i)
    ++n;
  return n;
}
// shf: "n = .clamp ? min(c, 32) : c & 0x1f; .l: d = (b << n) | (a >> (32 -
// n)); .r: d = (b << (32 - n)) | (a >> n)": {b, a} as a 64-bit value,
// shifted.
uint32_t refShf(uint32_t A, uint32_t B, uint32_t C, bool Left, bool Clamp) {
  unsigned n = Clamp ? std::min(C, 32u) : C % 32;
  u128 Pair = (u128(B) << 32) + A;
  return Left ? uint32_t((Pair << n) >> 32) : uint32_t(Pair >> n);
}

std::vector<uint64_t> edges() {
  std::vector<uint64_t> V = {0, 1, 2, 3, 0x7f, 0x80, 0xff, 0x7fff, 0x8000,
                             0xffff, 0x7fffffff, 0x80000000, 0xffffffff,
                             0x100000000ull, 0x7fffffffffffffffull,
                             0x8000000000000000ull, ~0ull, 0x5555555555555555ull,
                             0xaaaaaaaaaaaaaaaaull, 0x0123456789abcdefull};
  for (unsigned I = 0; I < 64; ++I) {
    V.push_back(1ull << I);
    V.push_back((1ull << I) - 1);
    V.push_back(~(1ull << I));
  }
  return V;
}
std::vector<uint64_t> randoms(size_t N, uint64_t Seed) {
  std::mt19937_64 G(Seed);
  std::vector<uint64_t> V(N);
  for (auto &X : V)
    X = G();
  return V;
}
std::vector<uint32_t> fieldArguments() {
  std::vector<uint32_t> V;
  for (uint32_t I = 0; I <= 80; ++I)
    V.push_back(I);
  for (uint32_t I : {255u, 256u, 259u, 0x1234u, 0xffffff20u})
    V.push_back(I);
  return V;
}

TEST(PtxHelper, BfeMatchesThePtxIsaForEveryPositionLengthAndType) {
  std::vector<uint64_t> Values = edges();
  for (uint64_t X : randoms(40, 1))
    Values.push_back(X);
  for (uint64_t A : Values)
    for (uint32_t P : fieldArguments())
      for (uint32_t L : fieldArguments()) {
        ASSERT_EQ(hipify::ptx_bfe_u32(uint32_t(A), P, L),
                  refBfe<32>(uint32_t(A), P, L, false));
        ASSERT_EQ(uint32_t(hipify::ptx_bfe_s32(int32_t(A), P, L)),
                  refBfe<32>(uint32_t(A), P, L, true));
        ASSERT_EQ(hipify::ptx_bfe_u64(A, P, L), refBfe<64>(A, P, L, false));
        ASSERT_EQ(uint64_t(hipify::ptx_bfe_s64(int64_t(A), P, L)),
                  refBfe<64>(A, P, L, true));
      }
}

TEST(PtxHelper, BfiMatchesThePtxIsaForEveryPositionLengthAndType) {
  std::vector<uint64_t> Values = randoms(12, 2);
  for (uint64_t X : {0ull, ~0ull, 0x8000000000000001ull})
    Values.push_back(X);
  for (uint64_t A : Values)
    for (uint64_t B : {uint64_t(0), ~uint64_t(0), Values[A % Values.size()]})
      for (uint32_t P : fieldArguments())
        for (uint32_t L : fieldArguments()) {
          ASSERT_EQ(hipify::ptx_bfi_b32(uint32_t(A), uint32_t(B), P, L),
                    refBfi<32>(uint32_t(A), uint32_t(B), P, L));
          ASSERT_EQ(hipify::ptx_bfi_b64(A, B, P, L), refBfi<64>(A, B, P, L));
        }
}

TEST(PtxHelper, PrmtMatchesThePtxIsaForEverySelectorAndMode) {
  const std::pair<uint32_t, uint32_t> Pairs[] = {
      {0x03020100u, 0x07060504u}, {0x83f27f01u, 0xff80007eu},
      {0xdeadbeefu, 0x01234567u}};
  for (auto [A, B] : Pairs)
    for (uint32_t C = 0; C < 0x10000u; ++C)
      ASSERT_EQ(hipify::ptx_prmt_b32(A, B, C | (C << 16)),
                refPrmt(A, B, C | (C << 16), Generic))
          << std::hex << A << " " << B << " " << C;
  using Fn = unsigned int (*)(unsigned int, unsigned int, unsigned int);
  const std::pair<Mode, Fn> Modes[] = {
      {F4e, hipify::ptx_prmt_b32_f4e}, {B4e, hipify::ptx_prmt_b32_b4e},
      {Rc8, hipify::ptx_prmt_b32_rc8}, {Ecl, hipify::ptx_prmt_b32_ecl},
      {Ecr, hipify::ptx_prmt_b32_ecr}, {Rc16, hipify::ptx_prmt_b32_rc16}};
  std::vector<uint64_t> R = randoms(3000, 3);
  for (auto [M, F] : Modes)
    for (size_t I = 0; I + 2 < R.size(); I += 3)
      for (uint32_t S = 0; S < 4; ++S) {
        uint32_t A = uint32_t(R[I]), B = uint32_t(R[I + 1]),
                 C = (uint32_t(R[I + 2]) & ~3u) | S;
        ASSERT_EQ(F(A, B, C), refPrmt(A, B, C, M)) << M << " " << S;
      }
}

TEST(PtxHelper, Lop3MatchesEveryTruthTable) {
  std::vector<uint64_t> R = randoms(300, 4);
  for (uint32_t Lut = 0; Lut < 256; ++Lut) {
    // F(0xF0, 0xCC, 0xAA) is the table itself, in the low byte.
    ASSERT_EQ(hipify::ptx_lop3_b32(0xF0, 0xCC, 0xAA, Lut) & 0xffu, Lut);
    for (size_t I = 0; I + 2 < R.size(); I += 3)
      ASSERT_EQ(hipify::ptx_lop3_b32(uint32_t(R[I]), uint32_t(R[I + 1]),
                                     uint32_t(R[I + 2]), Lut),
                refLop3(uint32_t(R[I]), uint32_t(R[I + 1]),
                        uint32_t(R[I + 2]), Lut));
  }
}

TEST(PtxHelper, BitCountsMatchThePtxIsaOnEdgesAndAMillionWords) {
  std::vector<uint64_t> Values = edges();
  for (uint64_t X : randoms(1000000, 5))
    Values.push_back(X);
  for (uint64_t A : Values) {
    uint32_t A32 = uint32_t(A);
    ASSERT_EQ(hipify::ptx_brev_b32(A32), refBrev<32>(A32));
    ASSERT_EQ(hipify::ptx_brev_b64(A), refBrev<64>(A));
    ASSERT_EQ(hipify::ptx_popc_b32(A32), refPopc<32>(A32));
    ASSERT_EQ(hipify::ptx_popc_b64(A), refPopc<64>(A));
    ASSERT_EQ(hipify::ptx_clz_b32(A32), refClz<32>(A32));
    ASSERT_EQ(hipify::ptx_clz_b64(A), refClz<64>(A));
    ASSERT_EQ(hipify::ptx_bfind_u32(A32), refBfind<32>(A32, false, false));
    ASSERT_EQ(hipify::ptx_bfind_s32(int32_t(A32)),
              refBfind<32>(A32, true, false));
    ASSERT_EQ(hipify::ptx_bfind_u64(A), refBfind<64>(A, false, false));
    ASSERT_EQ(hipify::ptx_bfind_s64(int64_t(A)), refBfind<64>(A, true, false));
    ASSERT_EQ(hipify::ptx_bfind_shiftamt_u32(A32),
              refBfind<32>(A32, false, true));
    ASSERT_EQ(hipify::ptx_bfind_shiftamt_s32(int32_t(A32)),
              refBfind<32>(A32, true, true));
    ASSERT_EQ(hipify::ptx_bfind_shiftamt_u64(A), refBfind<64>(A, false, true));
    ASSERT_EQ(hipify::ptx_bfind_shiftamt_s64(int64_t(A)),
              refBfind<64>(A, true, true));
  }
}

TEST(PtxHelper, ShiftsMatchThePtxIsaForEveryAmount) {
  std::vector<uint64_t> Values = edges();
  for (uint64_t X : randoms(200, 6))
    Values.push_back(X);
  for (uint64_t A : Values)
    for (uint32_t C : fieldArguments()) {
      uint32_t Lo = uint32_t(A), Hi = uint32_t(A >> 32);
      ASSERT_EQ(hipify::ptx_shf_l_wrap_b32(Lo, Hi, C),
                refShf(Lo, Hi, C, true, false));
      ASSERT_EQ(hipify::ptx_shf_l_clamp_b32(Lo, Hi, C),
                refShf(Lo, Hi, C, true, true));
      ASSERT_EQ(hipify::ptx_shf_r_wrap_b32(Lo, Hi, C),
                refShf(Lo, Hi, C, false, false));
      ASSERT_EQ(hipify::ptx_shf_r_clamp_b32(Lo, Hi, C),
                refShf(Lo, Hi, C, false, true));
      // shl/shr: "shift amounts greater than the register width N are
      // clamped to N": as a 128-bit shift, truncated; shr.s by division
      // rounding to minus infinity.
      unsigned N32 = std::min(C, 32u), N64 = std::min(C, 64u);
      ASSERT_EQ(hipify::ptx_shl_b32(Lo, C), uint32_t(u128(Lo) << N32));
      ASSERT_EQ(hipify::ptx_shl_b64(A, C), uint64_t(u128(A) << N64));
      ASSERT_EQ(hipify::ptx_shr_u32(Lo, C), uint32_t(u128(Lo) >> N32));
      ASSERT_EQ(hipify::ptx_shr_u64(A, C), uint64_t(u128(A) >> N64));
      s128 S32 = int32_t(Lo), S64 = int64_t(A);
      auto FloorDiv = [](s128 X, unsigned Sh) {
        s128 D = s128(1) << Sh, Q = X / D;
        return (X % D != 0 && X < 0) ? Q - 1 : Q;
      };
      ASSERT_EQ(hipify::ptx_shr_s32(int32_t(Lo), C), int32_t(FloorDiv(S32, N32)));
      ASSERT_EQ(hipify::ptx_shr_s64(int64_t(A), C), int64_t(FloorDiv(S64, N64)));
    }
}

TEST(PtxHelper, ArithmeticMatches128BitArithmetic) {
  std::vector<uint64_t> Values = edges();
  for (uint64_t X : randoms(400, 7))
    Values.push_back(X);
  for (uint64_t A : Values)
    for (uint64_t B : Values) {
      uint64_t C = A ^ (B << 1);
      uint32_t A32 = uint32_t(A), B32 = uint32_t(B), C32 = uint32_t(C);
      int32_t SA = int32_t(A32), SB = int32_t(B32), SC = int32_t(C32);
      int64_t LA = int64_t(A), LB = int64_t(B), LC = int64_t(C);
      // mul.hi/.wide/.lo: the product's halves; mad adds c modulo 2^n.
      ASSERT_EQ(hipify::ptx_mul_hi_u32(A32, B32),
                uint32_t((u128(A32) * B32) >> 32));
      ASSERT_EQ(hipify::ptx_mul_hi_s32(SA, SB),
                int32_t(uint32_t(uint64_t(s128(SA) * SB >> 32))));
      ASSERT_EQ(hipify::ptx_mul_hi_u64(A, B), uint64_t((u128(A) * B) >> 64));
      ASSERT_EQ(hipify::ptx_mul_hi_s64(LA, LB),
                int64_t(uint64_t(u128((s128(LA) * LB) >> 64))));
      ASSERT_EQ(hipify::ptx_mul_wide_u32(A32, B32), uint64_t(u128(A32) * B32));
      ASSERT_EQ(hipify::ptx_mul_wide_s32(SA, SB), int64_t(s128(SA) * SB));
      ASSERT_EQ(hipify::ptx_mul_lo_u32(A32, B32), uint32_t(u128(A32) * B32));
      ASSERT_EQ(hipify::ptx_mul_lo_u64(A, B), uint64_t(u128(A) * B));
      ASSERT_EQ(hipify::ptx_mad_lo_u32(A32, B32, C32),
                uint32_t(u128(A32) * B32 + C32));
      ASSERT_EQ(hipify::ptx_mad_lo_u64(A, B, C), uint64_t(u128(A) * B + C));
      ASSERT_EQ(hipify::ptx_mad_hi_u32(A32, B32, C32),
                uint32_t(((u128(A32) * B32) >> 32) + C32));
      ASSERT_EQ(hipify::ptx_mad_hi_s32(SA, SB, SC),
                int32_t(uint32_t(uint64_t((s128(SA) * SB) >> 32) + uint32_t(SC))));
      ASSERT_EQ(hipify::ptx_mad_hi_u64(A, B, C),
                uint64_t(((u128(A) * B) >> 64) + C));
      ASSERT_EQ(hipify::ptx_mad_hi_s64(LA, LB, LC),
                int64_t(uint64_t(u128((s128(LA) * LB) >> 64) + uint64_t(LC))));
      ASSERT_EQ(hipify::ptx_mad_wide_u32(A32, B32, C),
                uint64_t(u128(A32) * B32 + C));
      ASSERT_EQ(hipify::ptx_mad_wide_s32(SA, SB, LC),
                int64_t(uint64_t(u128(s128(SA) * SB) + uint64_t(LC))));
      ASSERT_EQ(hipify::ptx_add_u32(A32, B32), uint32_t(u128(A32) + B32));
      ASSERT_EQ(hipify::ptx_sub_u64(A, B), uint64_t(u128(A) - B));
      ASSERT_EQ(hipify::ptx_min_s32(SA, SB), SA < SB ? SA : SB);
      ASSERT_EQ(hipify::ptx_max_u64(A, B), A < B ? B : A);
      ASSERT_EQ(hipify::ptx_max_s64(LA, LB), LA < LB ? LB : LA);
      ASSERT_EQ(hipify::ptx_pack_b64(A32, B32), (uint64_t(B32) << 32) | A32);
      ASSERT_EQ(hipify::ptx_lo_b64(A), A32);
      ASSERT_EQ(hipify::ptx_hi_b64(A), uint32_t(A >> 32));
      ASSERT_EQ(hipify::ptx_pack_b32(uint16_t(A), uint16_t(B)),
                uint32_t(B % 65536 * 65536 + A % 65536));
      ASSERT_EQ(hipify::ptx_lo_b32(A32), A32 % 65536);
      ASSERT_EQ(hipify::ptx_hi_b32(A32), A32 / 65536);
    }
}

TEST(PtxHelper, CarryChainsAddAndSubtract128BitNumbers) {
  std::vector<uint64_t> Values = edges();
  for (uint64_t X : randoms(300, 8))
    Values.push_back(X);
  for (size_t I = 0; I + 1 < Values.size(); ++I)
    for (size_t J = 0; J + 1 < Values.size(); J += 7) {
      u128 X = (u128(Values[I]) << 64) | Values[I + 1],
           Y = (u128(Values[J]) << 64) | Values[J + 1];
      // Four 32-bit limbs: add.cc, addc.cc, addc.cc, addc (and sub).
      uint32_t XL[4], YL[4], Sum[4], Diff[4];
      for (int K = 0; K < 4; ++K) {
        XL[K] = uint32_t(X >> (32 * K));
        YL[K] = uint32_t(Y >> (32 * K));
      }
      unsigned CF = 0, BF = 0;
      Sum[0] = hipify::ptx_add_cc_u32(XL[0], YL[0], CF);
      Diff[0] = hipify::ptx_sub_cc_u32(XL[0], YL[0], BF);
      for (int K = 1; K < 3; ++K) {
        Sum[K] = hipify::ptx_addc_cc_u32(XL[K], YL[K], CF);
        Diff[K] = hipify::ptx_subc_cc_u32(XL[K], YL[K], BF);
      }
      Sum[3] = hipify::ptx_addc_u32(XL[3], YL[3], CF);
      Diff[3] = hipify::ptx_subc_u32(XL[3], YL[3], BF);
      u128 S = 0, D = 0;
      for (int K = 0; K < 4; ++K) {
        S |= u128(Sum[K]) << (32 * K);
        D |= u128(Diff[K]) << (32 * K);
      }
      ASSERT_EQ(S, X + Y);
      ASSERT_EQ(D, X - Y);
      // Two 64-bit limbs, the carry out of the top one kept.
      unsigned C64 = 0, B64 = 0;
      uint64_t S0 = hipify::ptx_add_cc_u64(uint64_t(X), uint64_t(Y), C64);
      uint64_t S1 = hipify::ptx_addc_cc_u64(uint64_t(X >> 64),
                                            uint64_t(Y >> 64), C64);
      uint64_t D0 = hipify::ptx_sub_cc_u64(uint64_t(X), uint64_t(Y), B64);
      uint64_t D1 = hipify::ptx_subc_cc_u64(uint64_t(X >> 64),
                                            uint64_t(Y >> 64), B64);
      ASSERT_EQ((u128(S1) << 64) | S0, X + Y);
      ASSERT_EQ(C64, unsigned(X + Y < X)); // the carry out of 128 bits
      ASSERT_EQ((u128(D1) << 64) | D0, X - Y);
      ASSERT_EQ(B64, unsigned(X < Y)); // the borrow out of 128 bits
    }
}

// cvt.{rni,rzi,rmi,rpi}.<integer>.<f32|f64>: "the result is clamped to
// the destination range by default", NaN 0. The reference rounds with
// modf's parts and exact half comparisons, clamps in 128-bit integers.
enum Rounding { Rni, Rzi, Rmi, Rpi };
s128 refRound(long double X, Rounding R) {
  long double Whole;
  long double Frac = std::modf(X, &Whole); // both with X's sign
  s128 W = s128(Whole);
  switch (R) {
  case Rzi: return W;
  case Rmi: return Frac < 0 ? W - 1 : W;
  case Rpi: return Frac > 0 ? W + 1 : W;
  case Rni: {
    long double A = Frac < 0 ? -Frac : Frac;
    if (A < 0.5L || (A == 0.5L && W % 2 == 0))
      return W;
    return Frac < 0 ? W - 1 : W + 1;
  }
  }
  return 0;
}
template <class I> I refCvt(long double X, Rounding R) {
  if (X != X)
    return 0;
  s128 Lo = std::numeric_limits<I>::min(), Hi = std::numeric_limits<I>::max();
  if (X <= (long double)Lo)
    return I(Lo);
  if (X >= (long double)Hi)
    return I(Hi);
  s128 V = refRound(X, R);
  return I(V < Lo ? Lo : V > Hi ? Hi : V);
}

TEST(PtxHelper, CvtToIntegersRoundsClampsAndTakesNanToZero) {
  std::vector<double> Values = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5,
                                0.49999999999999994, 1e-300, -1e-300,
                                127.5, 128.0, -128.5, -129.0, 255.5, 256.0,
                                32767.5, 65535.5, 2147483647.0, 2147483647.5,
                                2147483648.0, -2147483648.0, -2147483648.5,
                                4294967295.5, 4294967296.0, 9223372036854775807.0,
                                -9223372036854775808.0, 18446744073709551615.0,
                                1e30, -1e30, std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(),
                                std::numeric_limits<double>::quiet_NaN()};
  std::mt19937_64 G(9);
  for (int I = 0; I < 1000000; ++I) {
    uint64_t Bits = G();
    double D;
    std::memcpy(&D, &Bits, 8);
    Values.push_back(D);
    // Values in and near the integers' ranges, with fractions.
    Values.push_back(double(int64_t(G()) >> (G() % 64)) + double(G() % 8) / 4);
  }
  for (double D : Values) {
    float F = float(D);
#define CHECK_CVT(R, Mode)                                                     \
  ASSERT_EQ(hipify::ptx_cvt_##R##_s8_f64(D), refCvt<int8_t>(D, Mode)) << D;   \
  ASSERT_EQ(hipify::ptx_cvt_##R##_u8_f64(D), refCvt<uint8_t>(D, Mode)) << D;  \
  ASSERT_EQ(hipify::ptx_cvt_##R##_s16_f32(F), refCvt<int16_t>(F, Mode)) << F; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_u16_f64(D), refCvt<uint16_t>(D, Mode)) << D; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_s32_f32(F), refCvt<int32_t>(F, Mode)) << F; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_s32_f64(D), refCvt<int32_t>(D, Mode)) << D; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_u32_f64(D), refCvt<uint32_t>(D, Mode)) << D; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_s64_f64(D), refCvt<int64_t>(D, Mode)) << D; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_u64_f32(F), refCvt<uint64_t>(F, Mode)) << F; \
  ASSERT_EQ(hipify::ptx_cvt_##R##_u64_f64(D), refCvt<uint64_t>(D, Mode)) << D;
    CHECK_CVT(rni, Rni)
    CHECK_CVT(rzi, Rzi)
    CHECK_CVT(rmi, Rmi)
    CHECK_CVT(rpi, Rpi)
#undef CHECK_CVT
  }
}

// cp.async: cp-size bytes, the first src-size from the source, the rest
// zero ("the remaining bytes ... are filled with zeros"); nothing around
// them touched.
TEST(PtxHelper, CpAsyncCopiesAndZeroFillsExactlyCpSizeBytes) {
  std::mt19937 G(10);
  for (unsigned Cp : {4u, 8u, 16u})
    for (unsigned Src = 0; Src <= Cp; ++Src) {
      unsigned char From[16], To[24];
      for (auto &B : From)
        B = (unsigned char)(G() | 1); // no zero byte: a fill shows
      for (auto &B : To)
        B = 0xa5;
      if (Src == Cp)
        hipify::ptx_cp_async(To + 4, From, Cp);
      else
        hipify::ptx_cp_async(To + 4, From, Cp, Src);
      for (unsigned I = 0; I < 24; ++I) {
        unsigned char Want = I < 4 || I >= 4 + Cp ? 0xa5
                             : I - 4 < Src        ? From[I - 4]
                                                  : 0;
        ASSERT_EQ(To[I], Want) << Cp << " " << Src << " " << I;
      }
    }
}

// A planted bug: the same sweeps catch an implementation that leaves out
// bfe's sign fill, or bfi's clamp at the top bit.
TEST(PtxHelper, TheSweepsCatchAPlantedBug) {
  auto NoSignFill = [](uint32_t A, uint32_t P, uint32_t L) {
    return hipify::ptx_bfe_u32(A, P, L); // as if .s32 were .u32
  };
  auto NoClamp = [](uint64_t A, uint64_t B, uint32_t P, uint32_t L) {
    uint64_t F = B;
    for (uint32_t I = 0; I < (L & 0xff) && I < 64; ++I)
      if ((P & 0xff) + I < 128) // the top bit not respected
        F = (F & ~(1ull << (((P & 0xff) + I) % 64))) |
            (((A >> I) & 1) << (((P & 0xff) + I) % 64));
    return F;
  };
  bool CaughtSign = false, CaughtClamp = false;
  for (uint64_t A : edges())
    for (uint32_t P : fieldArguments())
      for (uint32_t L : fieldArguments()) {
        CaughtSign |= NoSignFill(uint32_t(A), P, L) !=
                      refBfe<32>(uint32_t(A), P, L, true);
        CaughtClamp |= NoClamp(A, ~A, P, L) != refBfi<64>(A, ~A, P, L);
      }
  EXPECT_TRUE(CaughtSign);
  EXPECT_TRUE(CaughtClamp);
}

} // namespace
