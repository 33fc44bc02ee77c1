// int-gpu-check.cu - helpers/hipify_int.h against CUDA's own integer intrinsics.
//
// On an NVIDIA GPU, runs every CUDA intrinsic the int family re-implements
// (::__dp4a, ::__vimax3_s32, ::__nv_bswap32, ...) and its helper
// (hipify::__dp4a, ...) on the same inputs, in one kernel, and counts the
// results that differ (for __vibmax/__vibmin the predicates too; both calls
// start from the same preset predicates, so one left unwritten shows). Each
// overload of the dot products is a row of its own (`__dp4a(char4)`). Inputs,
// per function:
//   - every combination of 32 edge words (0, 1, -1, INT_MAX, INT_MIN, 0x7fff,
//     0x8000, 0xffff, 0x80, 0x7f, 0xff, 0x00010001, 0x7fff8000, ...) for all
//     its operands (32^2 or 32^3), then 2^20 words from a hash of the index;
//   - the half-word (`16x2`) DPX functions also every combination of 13 edge
//     half-words in both lanes of all operands (13^4 or 13^6);
//   - __dp4a also every byte pair in each lane (4 x 2^16), __dp2a_lo/_hi
//     every pair of a half-word of a and the byte of b it is multiplied by,
//     in each lane (2 x 2^24); the other lanes and c hashed;
//   - __nv_bswap16 every value; __nv_bswap32 and _64 also every byte in
//     every position, the others hashed.
// CUDA's DPX functions are PTX max/min (.s16x2, .u16x2, .relu) and add, run
// as DPX instructions from sm_90; its __dp4a and __dp2a are PTX dp4a, dp2a.
// Prints a Markdown table `| intrinsic | inputs | mismatches |`, then the first
// mismatching input of each function that had one (a vector operand as the
// word it occupies, x the least significant lane; a predicate result as
// pred_hi, pred_lo). Exit status: 0 when all agree, 1 on any mismatch, 2 on a
// CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/int-gpu-check.cu -o int-gpu-check
#include "hipify_int.h"

#include <cstdio>

// How a function's inputs are made: W2/W3 two or three 32-bit words, H2/H3
// two or three half-word pairs, DP4 / DP2LO / DP2HI a dot product's three
// operands, SWAP16/32/64 a byte swap's one.
enum Shape { W2, W3, H2, H3, DP4, DP2LO, DP2HI, SWAP16, SWAP32, SWAP64 };

// X(name without the leading "__", shape, operand type)
#define DPX_TWO(X)                                                             \
  X(vimax_s32_relu, W2, int) X(vimax_s16x2_relu, H2, unsigned)                 \
  X(vimin_s32_relu, W2, int) X(vimin_s16x2_relu, H2, unsigned)

#define DPX_THREE(X)                                                           \
  X(vimax3_s32, W3, int) X(vimax3_s16x2, H3, unsigned)                         \
  X(vimax3_u32, W3, unsigned) X(vimax3_u16x2, H3, unsigned)                    \
  X(vimin3_s32, W3, int) X(vimin3_s16x2, H3, unsigned)                         \
  X(vimin3_u32, W3, unsigned) X(vimin3_u16x2, H3, unsigned)                    \
  X(vimax3_s32_relu, W3, int) X(vimax3_s16x2_relu, H3, unsigned)               \
  X(vimin3_s32_relu, W3, int) X(vimin3_s16x2_relu, H3, unsigned)               \
  X(viaddmax_s32, W3, int) X(viaddmax_s16x2, H3, unsigned)                     \
  X(viaddmax_u32, W3, unsigned) X(viaddmax_u16x2, H3, unsigned)                \
  X(viaddmin_s32, W3, int) X(viaddmin_s16x2, H3, unsigned)                     \
  X(viaddmin_u32, W3, unsigned) X(viaddmin_u16x2, H3, unsigned)                \
  X(viaddmax_s32_relu, W3, int) X(viaddmax_s16x2_relu, H3, unsigned)           \
  X(viaddmin_s32_relu, W3, int) X(viaddmin_s16x2_relu, H3, unsigned)

// One predicate (32-bit forms), two (pred_hi, pred_lo: half-word forms).
#define DPX_PRED(X)                                                            \
  X(vibmax_s32, W2, int) X(vibmax_u32, W2, unsigned) X(vibmin_s32, W2, int)    \
  X(vibmin_u32, W2, unsigned)
#define DPX_PRED2(X)                                                           \
  X(vibmax_s16x2, H2, unsigned) X(vibmax_u16x2, H2, unsigned)                  \
  X(vibmin_s16x2, H2, unsigned) X(vibmin_u16x2, H2, unsigned)

// X(name, shape, operand form (below), the row's parameter types)
#define DOT(X)                                                                 \
  X(dp4a, DP4, AsInt, "int") X(dp4a, DP4, AsUint, "unsigned")                  \
  X(dp4a, DP4, AsChar4, "char4") X(dp4a, DP4, AsUchar4, "uchar4")              \
  X(dp2a_lo, DP2LO, AsInt, "int") X(dp2a_lo, DP2LO, AsUint, "unsigned")        \
  X(dp2a_lo, DP2LO, AsShort2, "short2, char4")                                 \
  X(dp2a_lo, DP2LO, AsUshort2, "ushort2, uchar4")                              \
  X(dp2a_hi, DP2HI, AsInt, "int") X(dp2a_hi, DP2HI, AsUint, "unsigned")        \
  X(dp2a_hi, DP2HI, AsShort2, "short2, char4")                                 \
  X(dp2a_hi, DP2HI, AsUshort2, "ushort2, uchar4")

// X(name, shape, operand type)
#define SWAP(X)                                                                \
  X(nv_bswap16, SWAP16, unsigned short) X(nv_bswap32, SWAP32, unsigned)        \
  X(nv_bswap64, SWAP64, unsigned long long)

enum Intrinsic {
#define ENUMERATE(Name, S, T) K_##Name,
#define ENUMERATE_DOT(Name, S, Form, Types) K_##Name##_##Form,
  DOT(ENUMERATE_DOT) DPX_TWO(ENUMERATE) DPX_THREE(ENUMERATE)
      DPX_PRED(ENUMERATE) DPX_PRED2(ENUMERATE) SWAP(ENUMERATE)
#undef ENUMERATE
#undef ENUMERATE_DOT
  IntrinsicCount
};

static const char *const Names[] = {
#define NAME(Name, S, T) "__" #Name,
#define NAME_DOT(Name, S, Form, Types) "__" #Name "(" Types ")",
    DOT(NAME_DOT) DPX_TWO(NAME) DPX_THREE(NAME) DPX_PRED(NAME) DPX_PRED2(NAME)
        SWAP(NAME)
#undef NAME
#undef NAME_DOT
};

static const Shape Shapes[] = {
#define SHAPE(Name, S, T) S,
#define SHAPE_DOT(Name, S, Form, Types) S,
    DOT(SHAPE_DOT) DPX_TWO(SHAPE) DPX_THREE(SHAPE) DPX_PRED(SHAPE)
        DPX_PRED2(SHAPE) SWAP(SHAPE)
#undef SHAPE
#undef SHAPE_DOT
};

// How many predicates the function sets.
static const int Preds[] = {
#define NONE(Name, S, T) 0,
#define NONE_DOT(Name, S, Form, Types) 0,
#define ONE(Name, S, T) 1,
#define TWO(Name, S, T) 2,
    DOT(NONE_DOT) DPX_TWO(NONE) DPX_THREE(NONE) DPX_PRED(ONE) DPX_PRED2(TWO)
        SWAP(NONE)
#undef NONE
#undef NONE_DOT
#undef ONE
#undef TWO
};

constexpr unsigned EdgeWordCount = 32;
constexpr unsigned RandomInputs = 1u << 20;

// The operands a function's edge words fill (the others stay hashed).
__host__ __device__ constexpr unsigned edgeArity(Shape S) {
  return S == SWAP16 ? 0u
         : S == SWAP32 ? 1u
         : (S == W2 || S == H2 || S == SWAP64) ? 2u
                                               : 3u;
}
// The first part of the inputs: every combination of edge words.
__host__ __device__ constexpr unsigned edgeInputs(Shape S) {
  return S == SWAP16   ? 0u
         : S == SWAP32 ? EdgeWordCount
         : edgeArity(S) == 2 ? EdgeWordCount * EdgeWordCount
                             : EdgeWordCount * EdgeWordCount * EdgeWordCount;
}
// The second part: edge half-words, or every lane value, per shape.
__host__ __device__ constexpr unsigned sweepInputs(Shape S) {
  return S == H2     ? 13u * 13u * 13u * 13u
         : S == H3   ? 13u * 13u * 13u * 13u * 13u * 13u
         : S == DP4  ? 4u * 65536u
         : (S == DP2LO || S == DP2HI) ? 2u * (1u << 24)
         : S == SWAP16 ? 65536u
         : S == SWAP32 ? 4u * 256u
         : S == SWAP64 ? 8u * 256u
                       : 0u;
}
__host__ __device__ constexpr unsigned inputCount(Shape S) {
  return edgeInputs(S) + sweepInputs(S) + (S == SWAP16 ? 0u : RandomInputs);
}
constexpr unsigned larger(unsigned X, unsigned Y) { return X > Y ? X : Y; }
constexpr unsigned MaxInputs =
    larger(larger(larger(inputCount(W3), inputCount(H3)), inputCount(DP4)),
           larger(inputCount(DP2LO), inputCount(SWAP64)));

// A 32-bit integer hash (lowbias32).
__device__ unsigned hash(unsigned X) {
  X ^= X >> 16;
  X *= 0x7feb352du;
  X ^= X >> 15;
  X *= 0x846ca68bu;
  X ^= X >> 16;
  return X;
}

__device__ unsigned withLane(unsigned Word, int Bits, unsigned Index,
                             unsigned Value) {
  unsigned Mask = ((1u << Bits) - 1u) << (Bits * Index);
  return (Word & ~Mask) | ((Value << (Bits * Index)) & Mask);
}

__device__ const unsigned EdgeWords[EdgeWordCount] = {
    0x00000000, 0x00000001, 0x00000002, 0x0000007f, 0x00000080, 0x000000ff,
    0x00000100, 0x00007fff, 0x00008000, 0x0000ffff, 0x00010000, 0x00010001,
    0x7fff7fff, 0x7fff8000, 0x80007fff, 0x80008000, 0xffff0000, 0xffff7fff,
    0x8000ffff, 0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe,
    0xffffffff, 0x01010101, 0x7f7f7f7f, 0x80808080, 0x807f807f, 0x00ff00ff,
    0xff00ff00, 0x40000000};

__device__ const unsigned EdgeHalfwords[13] = {
    0, 1, 2, 0x7ffe, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff, 0x00ff, 0x0100,
    0x4000, 0xc000};

// Input number I of shape S: the operands A, B, C (a byte swap's input is A,
// or A:B for 64 bits, A the high word).
__device__ void makeInputs(Shape S, unsigned I, unsigned &A, unsigned &B,
                           unsigned &C) {
  const unsigned Seed = 0x9e3779b9u * (unsigned)(S + 1);
  A = hash(3u * I + Seed);
  B = hash(3u * I + 1u + Seed);
  C = hash(3u * I + 2u + Seed);
  if (I < edgeInputs(S)) {
    // I in base 32: an edge word for each operand.
    A = EdgeWords[I % EdgeWordCount];
    if (edgeArity(S) > 1)
      B = EdgeWords[I / EdgeWordCount % EdgeWordCount];
    if (edgeArity(S) > 2)
      C = EdgeWords[I / (EdgeWordCount * EdgeWordCount)];
    return;
  }
  unsigned J = I - edgeInputs(S);
  if (J >= sweepInputs(S))
    return; // hashed words
  switch (S) {
  case H2:
  case H3: {
    // J in base 13: edge half-words for a.lo, a.hi, b.lo, b.hi (c.lo, c.hi).
    unsigned D[6];
    for (int K = 0; K < 6; ++K, J /= 13u)
      D[K] = J % 13u;
    A = EdgeHalfwords[D[1]] << 16 | EdgeHalfwords[D[0]];
    B = EdgeHalfwords[D[3]] << 16 | EdgeHalfwords[D[2]];
    if (S == H3)
      C = EdgeHalfwords[D[5]] << 16 | EdgeHalfwords[D[4]];
    break;
  }
  case DP4: // J = lane * 65536 + x * 256 + y
    A = withLane(A, 8, J >> 16, (J >> 8) & 0xffu);
    B = withLane(B, 8, J >> 16, J & 0xffu);
    break;
  case DP2LO:
  case DP2HI: // J = lane * 2^24 + x * 256 + y: a's half-word, b's byte
    A = withLane(A, 16, J >> 24, (J >> 8) & 0xffffu);
    B = withLane(B, 8, (S == DP2HI ? 2u : 0u) + (J >> 24), J & 0xffu);
    break;
  case SWAP16:
    A = J;
    break;
  case SWAP32: // J = position * 256 + byte
    A = withLane(A, 8, J >> 8, J & 0xffu);
    break;
  case SWAP64: // J = position * 256 + byte; positions 4..7 in A
    if (J >> 10)
      A = withLane(A, 8, (J >> 8) & 3u, J & 0xffu);
    else
      B = withLane(B, 8, J >> 8, J & 0xffu);
    break;
  default:
    break;
  }
}

// The operands of one dot-product overload, from the words: a(), b(), c().
__device__ char4 char4Of(unsigned W) {
  return make_char4(static_cast<signed char>(W), static_cast<signed char>(W >> 8),
                    static_cast<signed char>(W >> 16),
                    static_cast<signed char>(W >> 24));
}
__device__ uchar4 uchar4Of(unsigned W) {
  return make_uchar4(static_cast<unsigned char>(W),
                     static_cast<unsigned char>(W >> 8),
                     static_cast<unsigned char>(W >> 16),
                     static_cast<unsigned char>(W >> 24));
}
struct AsInt {
  static __device__ int a(unsigned W) { return static_cast<int>(W); }
  static __device__ int b(unsigned W) { return static_cast<int>(W); }
  static __device__ int c(unsigned W) { return static_cast<int>(W); }
};
struct AsUint {
  static __device__ unsigned a(unsigned W) { return W; }
  static __device__ unsigned b(unsigned W) { return W; }
  static __device__ unsigned c(unsigned W) { return W; }
};
struct AsChar4 {
  static __device__ char4 a(unsigned W) { return char4Of(W); }
  static __device__ char4 b(unsigned W) { return char4Of(W); }
  static __device__ int c(unsigned W) { return static_cast<int>(W); }
};
struct AsUchar4 {
  static __device__ uchar4 a(unsigned W) { return uchar4Of(W); }
  static __device__ uchar4 b(unsigned W) { return uchar4Of(W); }
  static __device__ unsigned c(unsigned W) { return W; }
};
struct AsShort2 {
  static __device__ short2 a(unsigned W) {
    return make_short2(static_cast<short>(W), static_cast<short>(W >> 16));
  }
  static __device__ char4 b(unsigned W) { return char4Of(W); }
  static __device__ int c(unsigned W) { return static_cast<int>(W); }
};
struct AsUshort2 {
  static __device__ ushort2 a(unsigned W) {
    return make_ushort2(static_cast<unsigned short>(W),
                        static_cast<unsigned short>(W >> 16));
  }
  static __device__ uchar4 b(unsigned W) { return uchar4Of(W); }
  static __device__ unsigned c(unsigned W) { return W; }
};

struct Mismatch {
  unsigned A, B, C;
  unsigned long long Cuda, Helper; // a predicate in bit 32 (pred_hi: 33)
};

__device__ void record(int K, unsigned A, unsigned B, unsigned C,
                       unsigned long long Cuda, unsigned long long Helper,
                       unsigned long long *Counts, Mismatch *First) {
  if (atomicAdd(&Counts[K], 1ull) == 0ull)
    First[K] = Mismatch{A, B, C, Cuda, Helper};
}

__global__ void compareAll(unsigned long long *Counts, Mismatch *First) {
  for (unsigned I = blockIdx.x * blockDim.x + threadIdx.x; I < MaxInputs;
       I += gridDim.x * blockDim.x) {
#define CHECK_DOT(Name, S, Form, Types)                                        \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    unsigned Cuda = static_cast<unsigned>(                                     \
        ::__##Name(Form::a(A), Form::b(B), Form::c(C)));                       \
    unsigned Helper = static_cast<unsigned>(                                   \
        hipify::__##Name(Form::a(A), Form::b(B), Form::c(C)));                 \
    if (Cuda != Helper)                                                        \
      record(K_##Name##_##Form, A, B, C, Cuda, Helper, Counts, First);         \
  }
#define CHECK_TWO(Name, S, T)                                                  \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    unsigned Cuda = static_cast<unsigned>(                                     \
        ::__##Name(static_cast<T>(A), static_cast<T>(B)));                     \
    unsigned Helper = static_cast<unsigned>(                                   \
        hipify::__##Name(static_cast<T>(A), static_cast<T>(B)));               \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, 0u, Cuda, Helper, Counts, First);                 \
  }
#define CHECK_THREE(Name, S, T)                                                \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    unsigned Cuda = static_cast<unsigned>(::__##Name(                          \
        static_cast<T>(A), static_cast<T>(B), static_cast<T>(C)));             \
    unsigned Helper = static_cast<unsigned>(hipify::__##Name(                  \
        static_cast<T>(A), static_cast<T>(B), static_cast<T>(C)));             \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, C, Cuda, Helper, Counts, First);                  \
  }
// The predicates start from the same hashed preset (C is unused) in both.
#define CHECK_PRED(Name, S, T)                                                 \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    bool PC = C & 1u, PH = C & 1u;                                             \
    unsigned long long Cuda = static_cast<unsigned>(                           \
        ::__##Name(static_cast<T>(A), static_cast<T>(B), &PC));                \
    unsigned long long Helper = static_cast<unsigned>(                         \
        hipify::__##Name(static_cast<T>(A), static_cast<T>(B), &PH));          \
    Cuda |= (unsigned long long)PC << 32;                                      \
    Helper |= (unsigned long long)PH << 32;                                    \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, 0u, Cuda, Helper, Counts, First);                 \
  }
#define CHECK_PRED2(Name, S, T)                                                \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    bool HiC = C & 1u, LoC = C & 2u, HiH = C & 1u, LoH = C & 2u;               \
    unsigned long long Cuda = ::__##Name(A, B, &HiC, &LoC);                    \
    unsigned long long Helper = hipify::__##Name(A, B, &HiH, &LoH);            \
    Cuda |= (unsigned long long)HiC << 33 | (unsigned long long)LoC << 32;     \
    Helper |= (unsigned long long)HiH << 33 | (unsigned long long)LoH << 32;   \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, 0u, Cuda, Helper, Counts, First);                 \
  }
#define CHECK_SWAP(Name, S, T)                                                 \
  if (I < inputCount(S)) {                                                     \
    unsigned A, B, C;                                                          \
    makeInputs(S, I, A, B, C);                                                 \
    T X = static_cast<T>(S == SWAP64 ? (unsigned long long)A << 32 | B : A);   \
    unsigned long long Cuda = ::__##Name(X);                                   \
    unsigned long long Helper = hipify::__##Name(X);                           \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, 0u, Cuda, Helper, Counts, First);                 \
  }
    DOT(CHECK_DOT)
    DPX_TWO(CHECK_TWO)
    DPX_THREE(CHECK_THREE)
    DPX_PRED(CHECK_PRED)
    DPX_PRED2(CHECK_PRED2)
    SWAP(CHECK_SWAP)
#undef CHECK_DOT
#undef CHECK_TWO
#undef CHECK_THREE
#undef CHECK_PRED
#undef CHECK_PRED2
#undef CHECK_SWAP
  }
}

static bool ok(cudaError_t E, const char *What) {
  if (E == cudaSuccess)
    return true;
  std::fprintf(stderr, "int-gpu-check: %s: %s\n", What, cudaGetErrorString(E));
  return false;
}

// A result as the function returns it: the word, then its predicates.
static void printResult(const char *Who, int K, unsigned long long R) {
  if (Shapes[K] == SWAP16)
    std::printf("%s 0x%04llx", Who, R);
  else if (Shapes[K] == SWAP64)
    std::printf("%s 0x%016llx", Who, R);
  else
    std::printf("%s 0x%08llx", Who, R & 0xffffffffull);
  if (Preds[K] == 1)
    std::printf(" pred %d", (int)(R >> 32 & 1u));
  else if (Preds[K] == 2)
    std::printf(" pred_hi %d pred_lo %d", (int)(R >> 33 & 1u),
                (int)(R >> 32 & 1u));
}

int main() {
  unsigned long long *Counts = nullptr;
  Mismatch *First = nullptr;
  if (!ok(cudaMalloc(&Counts, IntrinsicCount * sizeof *Counts), "cudaMalloc") ||
      !ok(cudaMalloc(&First, IntrinsicCount * sizeof *First), "cudaMalloc") ||
      !ok(cudaMemset(Counts, 0, IntrinsicCount * sizeof *Counts), "cudaMemset") ||
      !ok(cudaMemset(First, 0, IntrinsicCount * sizeof *First), "cudaMemset"))
    return 2;
  compareAll<<<1024, 256>>>(Counts, First);
  if (!ok(cudaGetLastError(), "launch") ||
      !ok(cudaDeviceSynchronize(), "kernel"))
    return 2;
  unsigned long long HostCounts[IntrinsicCount];
  Mismatch HostFirst[IntrinsicCount];
  if (!ok(cudaMemcpy(HostCounts, Counts, sizeof HostCounts,
                     cudaMemcpyDeviceToHost),
          "cudaMemcpy") ||
      !ok(cudaMemcpy(HostFirst, First, sizeof HostFirst, cudaMemcpyDeviceToHost),
          "cudaMemcpy"))
    return 2;

  std::printf("| intrinsic | inputs | mismatches |\n|---|---:|---:|\n");
  unsigned long long Total = 0;
  for (int K = 0; K < IntrinsicCount; ++K) {
    std::printf("| `%s` | %u | %llu |\n", Names[K], inputCount(Shapes[K]),
                HostCounts[K]);
    Total += HostCounts[K];
  }
  if (Total != 0) {
    std::printf("\nFirst mismatch of each function that had one:\n\n");
    for (int K = 0; K < IntrinsicCount; ++K) {
      if (HostCounts[K] == 0)
        continue;
      const Mismatch &M = HostFirst[K];
      std::printf("- `%s` on ", Names[K]);
      switch (Shapes[K]) {
      case SWAP16:
        std::printf("0x%04x: ", M.A);
        break;
      case SWAP32:
        std::printf("0x%08x: ", M.A);
        break;
      case SWAP64:
        std::printf("0x%08x%08x: ", M.A, M.B);
        break;
      case W2:
      case H2:
        std::printf("(0x%08x, 0x%08x): ", M.A, M.B);
        break;
      default:
        std::printf("(0x%08x, 0x%08x, 0x%08x): ", M.A, M.B, M.C);
        break;
      }
      printResult("CUDA", K, M.Cuda);
      printResult(", helper", K, M.Helper);
      std::printf("\n");
    }
  }
  std::printf("\n%d intrinsics, %llu mismatches\n", (int)IntrinsicCount, Total);
  cudaFree(Counts);
  cudaFree(First);
  return Total == 0 ? 0 : 1;
}
