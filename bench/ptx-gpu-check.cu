// ptx-gpu-check.cu - helpers/hipify_ptx.h against the PTX instructions.
//
// On an NVIDIA GPU, runs each PTX instruction the ptx family re-implements
// as the inline assembly CUDA code writes (asm("bfe.u32 %0, %1, %2, %3;"
// ...)) and its helper (hipify::ptx_bfe_u32) on the same inputs, in one
// kernel, and counts the results that differ. Inputs, per instruction:
// 2^24 from a hash of the index, where every fourth input takes its
// position/length/shift operands from 0..79 (the edges PTX clamps) and every
// eighth its words from a set of edge words (0, 1, ~0, the sign bits...);
// the conversions take hashed float and double bit patterns (NaNs,
// infinities, values past every integer range) and quarters near zero.
// lop3 runs eight truth tables (an immediate each); the carry chains run a
// 64-bit add and subtract in two 32-bit limbs. Prints a Markdown table
// `| instruction | inputs | mismatches |`, then the first mismatching input
// index of each. Exit status: 0 when all agree, 1 on any mismatch, 2 on a
// CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers -I bench bench/ptx-gpu-check.cu -o ptx-gpu-check
#include "hipify_ptx.h"

#include "gpu-check-tally.cuh"

#include <cstdio>

// X(row name, PTX template, helper, operand kind): R a 32-bit word ("r"),
// L a 64-bit one ("l"); the suffix lists the destination, then the sources.
#define ROWS(X)                                                                \
  X(bfe_u32, "bfe.u32 %0, %1, %2, %3;", ptx_bfe_u32, RRRR)                      \
  X(bfe_s32, "bfe.s32 %0, %1, %2, %3;", ptx_bfe_s32, RRRR)                      \
  X(bfe_u64, "bfe.u64 %0, %1, %2, %3;", ptx_bfe_u64, LLRR)                      \
  X(bfe_s64, "bfe.s64 %0, %1, %2, %3;", ptx_bfe_s64, LLRR)                      \
  X(bfi_b32, "bfi.b32 %0, %1, %2, %3, %4;", ptx_bfi_b32, RRRRR)                 \
  X(bfi_b64, "bfi.b64 %0, %1, %2, %3, %4;", ptx_bfi_b64, LLLRR)                 \
  X(prmt_b32, "prmt.b32 %0, %1, %2, %3;", ptx_prmt_b32, RRRR)                   \
  X(prmt_b32_f4e, "prmt.b32.f4e %0, %1, %2, %3;", ptx_prmt_b32_f4e, RRRR)       \
  X(prmt_b32_b4e, "prmt.b32.b4e %0, %1, %2, %3;", ptx_prmt_b32_b4e, RRRR)       \
  X(prmt_b32_rc8, "prmt.b32.rc8 %0, %1, %2, %3;", ptx_prmt_b32_rc8, RRRR)       \
  X(prmt_b32_ecl, "prmt.b32.ecl %0, %1, %2, %3;", ptx_prmt_b32_ecl, RRRR)       \
  X(prmt_b32_ecr, "prmt.b32.ecr %0, %1, %2, %3;", ptx_prmt_b32_ecr, RRRR)       \
  X(prmt_b32_rc16, "prmt.b32.rc16 %0, %1, %2, %3;", ptx_prmt_b32_rc16, RRRR)    \
  X(brev_b32, "brev.b32 %0, %1;", ptx_brev_b32, RR)                             \
  X(brev_b64, "brev.b64 %0, %1;", ptx_brev_b64, LL)                             \
  X(popc_b32, "popc.b32 %0, %1;", ptx_popc_b32, RR)                             \
  X(popc_b64, "popc.b64 %0, %1;", ptx_popc_b64, RL)                             \
  X(clz_b32, "clz.b32 %0, %1;", ptx_clz_b32, RR)                                \
  X(clz_b64, "clz.b64 %0, %1;", ptx_clz_b64, RL)                                \
  X(bfind_u32, "bfind.u32 %0, %1;", ptx_bfind_u32, RR)                          \
  X(bfind_s32, "bfind.s32 %0, %1;", ptx_bfind_s32, RR)                          \
  X(bfind_u64, "bfind.u64 %0, %1;", ptx_bfind_u64, RL)                          \
  X(bfind_s64, "bfind.s64 %0, %1;", ptx_bfind_s64, RL)                          \
  X(bfind_shiftamt_u32, "bfind.shiftamt.u32 %0, %1;", ptx_bfind_shiftamt_u32, RR) \
  X(bfind_shiftamt_s64, "bfind.shiftamt.s64 %0, %1;", ptx_bfind_shiftamt_s64, RL) \
  X(shf_l_wrap_b32, "shf.l.wrap.b32 %0, %1, %2, %3;", ptx_shf_l_wrap_b32, RRRR) \
  X(shf_l_clamp_b32, "shf.l.clamp.b32 %0, %1, %2, %3;", ptx_shf_l_clamp_b32, RRRR) \
  X(shf_r_wrap_b32, "shf.r.wrap.b32 %0, %1, %2, %3;", ptx_shf_r_wrap_b32, RRRR) \
  X(shf_r_clamp_b32, "shf.r.clamp.b32 %0, %1, %2, %3;", ptx_shf_r_clamp_b32, RRRR) \
  X(shl_b32, "shl.b32 %0, %1, %2;", ptx_shl_b32, RRR)                           \
  X(shl_b64, "shl.b64 %0, %1, %2;", ptx_shl_b64, LLR)                           \
  X(shr_u32, "shr.u32 %0, %1, %2;", ptx_shr_u32, RRR)                           \
  X(shr_s32, "shr.s32 %0, %1, %2;", ptx_shr_s32, RRR)                           \
  X(shr_u64, "shr.u64 %0, %1, %2;", ptx_shr_u64, LLR)                           \
  X(shr_s64, "shr.s64 %0, %1, %2;", ptx_shr_s64, LLR)                           \
  X(mul_hi_u32, "mul.hi.u32 %0, %1, %2;", ptx_mul_hi_u32, RRR)                  \
  X(mul_hi_s32, "mul.hi.s32 %0, %1, %2;", ptx_mul_hi_s32, RRR)                  \
  X(mul_hi_u64, "mul.hi.u64 %0, %1, %2;", ptx_mul_hi_u64, LLL)                  \
  X(mul_hi_s64, "mul.hi.s64 %0, %1, %2;", ptx_mul_hi_s64, LLL)                  \
  X(mul_wide_u32, "mul.wide.u32 %0, %1, %2;", ptx_mul_wide_u32, LRR)            \
  X(mul_wide_s32, "mul.wide.s32 %0, %1, %2;", ptx_mul_wide_s32, LRR)            \
  X(mad_hi_u32, "mad.hi.u32 %0, %1, %2, %3;", ptx_mad_hi_u32, RRRR)             \
  X(mad_hi_s32, "mad.hi.s32 %0, %1, %2, %3;", ptx_mad_hi_s32, RRRR)             \
  X(mad_hi_s64, "mad.hi.s64 %0, %1, %2, %3;", ptx_mad_hi_s64, LLLL)             \
  X(mad_wide_s32, "mad.wide.s32 %0, %1, %2, %3;", ptx_mad_wide_s32, LRRL)       \
  X(min_s32, "min.s32 %0, %1, %2;", ptx_min_s32, RRR)                           \
  X(max_u64, "max.u64 %0, %1, %2;", ptx_max_u64, LLL)                           \
  X(cvt_rni_s32_f32, "cvt.rni.s32.f32 %0, %1;", ptx_cvt_rni_s32_f32, RF)        \
  X(cvt_rzi_u32_f32, "cvt.rzi.u32.f32 %0, %1;", ptx_cvt_rzi_u32_f32, RF)        \
  X(cvt_rmi_s16_f32, "cvt.rmi.s16.f32 %0, %1;", ptx_cvt_rmi_s16_f32, HF)        \
  X(cvt_rpi_s64_f64, "cvt.rpi.s64.f64 %0, %1;", ptx_cvt_rpi_s64_f64, LD)        \
  X(cvt_rni_u64_f64, "cvt.rni.u64.f64 %0, %1;", ptx_cvt_rni_u64_f64, LD)        \
  X(cvt_rn_f16x2_f32, "cvt.rn.f16x2.f32 %0, %1, %2;", ptx_cvt_rn_f16x2_f32, RFF) \
  X(cvt_rn_bf16x2_f32, "cvt.rn.bf16x2.f32 %0, %1, %2;", ptx_cvt_rn_bf16x2_f32,  \
    RFF)

enum Row {
#define ENUMERATE(Name, Ptx, Helper, Kind) K_##Name,
  ROWS(ENUMERATE)
#undef ENUMERATE
  K_lop3, K_carry32, RowCount
};
static const char *const Names[] = {
#define NAME(Name, Ptx, Helper, Kind) Ptx,
    ROWS(NAME)
#undef NAME
    "lop3.b32 (8 tables)", "add.cc/addc, sub.cc/subc .u32"};

constexpr unsigned long long Inputs = 1ull << 24;

__device__ unsigned long long hash(unsigned long long X) {
  X ^= X >> 33;
  X *= 0xff51afd7ed558ccdull;
  X ^= X >> 33;
  X *= 0xc4ceb9fe1a85ec53ull;
  return X ^ (X >> 33);
}
__device__ unsigned long long word(unsigned long long I, unsigned K) {
  const unsigned long long Edges[] = {0, 1, ~0ull, 0x80000000ull,
                                      0x7fffffffull, 0x8000000000000000ull,
                                      0xffffffffull, 0x100000000ull};
  unsigned long long H = hash(I * 8 + K);
  return I % 8 == 0 ? Edges[H % 8] : H;
}
// A position, length or shift: 0..79 for every fourth input.
__device__ unsigned field(unsigned long long I, unsigned K) {
  unsigned long long H = hash(I * 8 + K);
  return I % 4 == 0 ? unsigned(H % 80) : unsigned(H);
}

// The operands of each kind, and the comparison.
#define CALL_RR(Ptx, Helper, I)                                                \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), D;                                                \
    asm(Ptx : "=r"(D) : "r"(A));                                               \
    Same = D == (unsigned)hipify::Helper(A);                                   \
  }
#define CALL_LL(Ptx, Helper, I)                                                \
  {                                                                            \
    unsigned long long A = word(I, 1), D;                                      \
    asm(Ptx : "=l"(D) : "l"(A));                                               \
    Same = D == (unsigned long long)hipify::Helper(A);                         \
  }
#define CALL_RL(Ptx, Helper, I)                                                \
  {                                                                            \
    unsigned long long A = word(I, 1);                                         \
    unsigned D;                                                                \
    asm(Ptx : "=r"(D) : "l"(A));                                               \
    Same = D == (unsigned)hipify::Helper(A);                                   \
  }
// Conversions: the input's bits, hashed, as a float or a double; every
// fourth a quarter between -500 and 500 (the halves that rounding decides).
#define CALL_RF(Ptx, Helper, I)                                                \
  {                                                                            \
    float A = I % 4 == 1 ? float(int(word(I, 1) % 4001) - 2000) / 4.0f          \
                         : __uint_as_float(unsigned(word(I, 1)));              \
    unsigned D;                                                                \
    asm(Ptx : "=r"(D) : "f"(A));                                               \
    Same = D == (unsigned)hipify::Helper(A);                                   \
  }
#define CALL_RFF(Ptx, Helper, I)                                               \
  {                                                                            \
    float A = I % 4 == 1 ? float(int(word(I, 1) % 4001) - 2000) / 4096.0f       \
                         : __uint_as_float(unsigned(word(I, 1)));              \
    float B = __uint_as_float(unsigned(word(I, 2)));                           \
    unsigned D;                                                                \
    asm(Ptx : "=r"(D) : "f"(A), "f"(B));                                       \
    Same = D == (unsigned)hipify::Helper(A, B);                                \
  }
#define CALL_HF(Ptx, Helper, I)                                                \
  {                                                                            \
    float A = I % 4 == 1 ? float(int(word(I, 1) % 4001) - 2000) / 4.0f          \
                         : __uint_as_float(unsigned(word(I, 1)));              \
    unsigned short D;                                                          \
    asm(Ptx : "=h"(D) : "f"(A));                                               \
    Same = D == (unsigned short)hipify::Helper(A);                             \
  }
#define CALL_LD(Ptx, Helper, I)                                                \
  {                                                                            \
    double A = I % 4 == 1 ? double((long long)(word(I, 1) % 4001) - 2000) / 4  \
                          : __longlong_as_double((long long)word(I, 1));       \
    unsigned long long D;                                                      \
    asm(Ptx : "=l"(D) : "d"(A));                                               \
    Same = D == (unsigned long long)hipify::Helper(A);                         \
  }
#define CALL_RRR(Ptx, Helper, I)                                               \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), B = field(I, 2), D;                     \
    if (I % 2)                                                                 \
      B = unsigned(word(I, 2));                                                \
    asm(Ptx : "=r"(D) : "r"(A), "r"(B));                                       \
    Same = D == (unsigned)hipify::Helper(A, B);                                \
  }
#define CALL_LLR(Ptx, Helper, I)                                               \
  {                                                                            \
    unsigned long long A = word(I, 1), D;                                      \
    unsigned B = field(I, 2);                                                  \
    asm(Ptx : "=l"(D) : "l"(A), "r"(B));                                       \
    Same = D == (unsigned long long)hipify::Helper(A, B);                      \
  }
#define CALL_LLL(Ptx, Helper, I)                                               \
  {                                                                            \
    unsigned long long A = word(I, 1), B = word(I, 2), D;                      \
    asm(Ptx : "=l"(D) : "l"(A), "l"(B));                                       \
    Same = D == (unsigned long long)hipify::Helper(A, B);                      \
  }
#define CALL_LRR(Ptx, Helper, I)                                               \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), B = unsigned(word(I, 2));               \
    unsigned long long D;                                                      \
    asm(Ptx : "=l"(D) : "r"(A), "r"(B));                                       \
    Same = D == (unsigned long long)hipify::Helper(A, B);                      \
  }
#define CALL_RRRR(Ptx, Helper, I)                                              \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), B = field(I, 2), C = field(I, 3), D;    \
    if (I % 2) {                                                               \
      B = unsigned(word(I, 2));                                                \
      C = unsigned(word(I, 3));                                                \
    }                                                                          \
    asm(Ptx : "=r"(D) : "r"(A), "r"(B), "r"(C));                               \
    Same = D == (unsigned)hipify::Helper(A, B, C);                             \
  }
#define CALL_LLRR(Ptx, Helper, I)                                              \
  {                                                                            \
    unsigned long long A = word(I, 1), D;                                      \
    unsigned B = field(I, 2), C = field(I, 3);                                 \
    asm(Ptx : "=l"(D) : "l"(A), "r"(B), "r"(C));                               \
    Same = D == (unsigned long long)hipify::Helper(A, B, C);                   \
  }
#define CALL_LLLL(Ptx, Helper, I)                                              \
  {                                                                            \
    unsigned long long A = word(I, 1), B = word(I, 2), C = word(I, 3), D;      \
    asm(Ptx : "=l"(D) : "l"(A), "l"(B), "l"(C));                               \
    Same = D == (unsigned long long)hipify::Helper(A, B, C);                   \
  }
#define CALL_LRRL(Ptx, Helper, I)                                              \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), B = unsigned(word(I, 2));               \
    unsigned long long C = word(I, 3), D;                                      \
    asm(Ptx : "=l"(D) : "r"(A), "r"(B), "l"(C));                               \
    Same = D == (unsigned long long)hipify::Helper(A, B, C);                   \
  }
#define CALL_RRRRR(Ptx, Helper, I)                                             \
  {                                                                            \
    unsigned A = unsigned(word(I, 1)), B = unsigned(word(I, 2)),               \
             C = field(I, 3), E = field(I, 4), D;                              \
    asm(Ptx : "=r"(D) : "r"(A), "r"(B), "r"(C), "r"(E));                       \
    Same = D == hipify::Helper(A, B, C, E);                                    \
  }
#define CALL_LLLRR(Ptx, Helper, I)                                             \
  {                                                                            \
    unsigned long long A = word(I, 1), B = word(I, 2), D;                      \
    unsigned C = field(I, 3), E = field(I, 4);                                 \
    asm(Ptx : "=l"(D) : "l"(A), "l"(B), "r"(C), "r"(E));                       \
    Same = D == hipify::Helper(A, B, C, E);                                    \
  }

template <unsigned Lut> __device__ bool lop3(unsigned A, unsigned B, unsigned C) {
  unsigned D;
  asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(D) : "r"(A), "r"(B), "r"(C), "n"(Lut));
  return D == hipify::ptx_lop3_b32(A, B, C, Lut);
}

__global__ void check(Tally T) {
  for (unsigned long long I = blockIdx.x * blockDim.x + threadIdx.x;
       I < Inputs; I += gridDim.x * blockDim.x) {
    bool Same = true;
#define RUN(Name, Ptx, Helper, Kind)                                           \
  CALL_##Kind(Ptx, Helper, I) if (!Same) mismatch(T, K_##Name, I);
    ROWS(RUN)
#undef RUN
    unsigned A = unsigned(word(I, 1)), B = unsigned(word(I, 2)),
             C = unsigned(word(I, 3));
    if (!(lop3<0x96>(A, B, C) && lop3<0xE8>(A, B, C) && lop3<0xCA>(A, B, C) &&
          lop3<0x1E>(A, B, C) && lop3<0xF8>(A, B, C) && lop3<0x80>(A, B, C) &&
          lop3<0x01>(A, B, C) && lop3<0x6A>(A, B, C)))
      mismatch(T, K_lop3, I);
    // A 64-bit sum and difference in two 32-bit limbs.
    unsigned long long X = word(I, 4), Y = word(I, 5);
    unsigned S0, S1, D0, D1;
    asm("add.cc.u32 %0, %4, %6;\n\taddc.u32 %1, %5, %7;\n\t"
        "sub.cc.u32 %2, %4, %6;\n\tsubc.u32 %3, %5, %7;"
        : "=r"(S0), "=r"(S1), "=r"(D0), "=r"(D1)
        : "r"(unsigned(X)), "r"(unsigned(X >> 32)), "r"(unsigned(Y)),
          "r"(unsigned(Y >> 32)));
    unsigned CF = 0, BF = 0;
    unsigned H0 = hipify::ptx_add_cc_u32(unsigned(X), unsigned(Y), CF);
    unsigned H1 = hipify::ptx_addc_u32(unsigned(X >> 32), unsigned(Y >> 32), CF);
    unsigned G0 = hipify::ptx_sub_cc_u32(unsigned(X), unsigned(Y), BF);
    unsigned G1 = hipify::ptx_subc_u32(unsigned(X >> 32), unsigned(Y >> 32), BF);
    if (S0 != H0 || S1 != H1 || D0 != G0 || D1 != G1)
      mismatch(T, K_carry32, I);
  }
}

int main() {
  Tally T;
  if (!makeTally(T, RowCount))
    return 2;
  check<<<4096, 256>>>(T);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    std::printf("CUDA error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 2;
  }
  const char *InputText[RowCount];
  for (int R = 0; R < RowCount; ++R)
    InputText[R] = "2^24";
  std::printf("| instruction | inputs | mismatches |\n|---|---|---|\n");
  bool Any = false;
  for (int R = 0; R < RowCount; ++R) {
    std::printf("| `%s` | %s | %llu |\n", Names[R], InputText[R],
                T.Mismatches[R]);
    Any |= T.Mismatches[R] != 0;
  }
  for (int R = 0; R < RowCount; ++R)
    if (T.Mismatches[R])
      std::printf("%s: first mismatch at input %llu\n", Names[R], T.First[R]);
  return Any ? 1 : 0;
}
