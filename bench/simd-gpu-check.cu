// simd-gpu-check.cu - helpers/hipify_simd.h against CUDA's own SIMD intrinsics.
//
// On an NVIDIA GPU, runs every CUDA SIMD intrinsic (::__vadd2, ::__vcmpeq4,
// ...) and its re-implementation in helpers/hipify_simd.h (hipify::__vadd2,
// ...) on the same inputs, in one kernel, and counts the results that differ:
//   - byte-lane (`4`) binary functions: every byte pair in every lane position
//     (the other lanes from a hash of the index), plus 2^20 hashed words;
//   - byte-lane unary functions: every byte in every lane, plus 2^20 hashed;
//   - halfword-lane (`2`) binary functions: every combination of 13 edge
//     halfwords in both lanes of both operands, plus 2^20 hashed pairs;
//   - halfword-lane unary functions: every halfword in each lane, plus 2^20.
// Prints a Markdown table `| intrinsic | inputs | mismatches |`, then the first
// mismatching input of each function that had one. Exit status: 0 when all
// agree, 1 on any mismatch, 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/simd-gpu-check.cu -o simd-gpu-check
#include "hipify_simd.h"

#include <cstdio>

// X(name without the leading "__", lane width in bits)
#define SIMD_UNARY(X)                                                          \
  X(vabs2, 16) X(vabs4, 8) X(vabsss2, 16) X(vabsss4, 8) X(vneg2, 16)           \
  X(vneg4, 8) X(vnegss2, 16) X(vnegss4, 8)

#define SIMD_BINARY(X)                                                         \
  X(vadd2, 16) X(vadd4, 8) X(vaddss2, 16) X(vaddss4, 8) X(vaddus2, 16)         \
  X(vaddus4, 8) X(vsub2, 16) X(vsub4, 8) X(vsubss2, 16) X(vsubss4, 8)          \
  X(vsubus2, 16) X(vsubus4, 8) X(vavgs2, 16) X(vavgs4, 8) X(vavgu2, 16)        \
  X(vavgu4, 8) X(vhaddu2, 16) X(vhaddu4, 8) X(vabsdiffs2, 16)                  \
  X(vabsdiffs4, 8) X(vabsdiffu2, 16) X(vabsdiffu4, 8) X(vmaxs2, 16)            \
  X(vmaxs4, 8) X(vmaxu2, 16) X(vmaxu4, 8) X(vmins2, 16) X(vmins4, 8)           \
  X(vminu2, 16) X(vminu4, 8) X(vcmpeq2, 16) X(vcmpeq4, 8) X(vcmpne2, 16)       \
  X(vcmpne4, 8) X(vcmpges2, 16) X(vcmpges4, 8) X(vcmpgeu2, 16)                 \
  X(vcmpgeu4, 8) X(vcmpgts2, 16) X(vcmpgts4, 8) X(vcmpgtu2, 16)                \
  X(vcmpgtu4, 8) X(vcmples2, 16) X(vcmples4, 8) X(vcmpleu2, 16)                \
  X(vcmpleu4, 8) X(vcmplts2, 16) X(vcmplts4, 8) X(vcmpltu2, 16)                \
  X(vcmpltu4, 8) X(vseteq2, 16) X(vseteq4, 8) X(vsetne2, 16) X(vsetne4, 8)     \
  X(vsetges2, 16) X(vsetges4, 8) X(vsetgeu2, 16) X(vsetgeu4, 8)                \
  X(vsetgts2, 16) X(vsetgts4, 8) X(vsetgtu2, 16) X(vsetgtu4, 8)                \
  X(vsetles2, 16) X(vsetles4, 8) X(vsetleu2, 16) X(vsetleu4, 8)                \
  X(vsetlts2, 16) X(vsetlts4, 8) X(vsetltu2, 16) X(vsetltu4, 8) X(vsads2, 16)  \
  X(vsads4, 8) X(vsadu2, 16) X(vsadu4, 8)

enum Intrinsic {
#define ENUMERATE(Name, Bits) K_##Name,
  SIMD_UNARY(ENUMERATE) SIMD_BINARY(ENUMERATE)
#undef ENUMERATE
  IntrinsicCount
};

static const char *const Names[] = {
#define NAME(Name, Bits) "__" #Name,
    SIMD_UNARY(NAME) SIMD_BINARY(NAME)
#undef NAME
};

static const int Arity[] = {
#define ONE(Name, Bits) 1,
#define TWO(Name, Bits) 2,
    SIMD_UNARY(ONE) SIMD_BINARY(TWO)
#undef ONE
#undef TWO
};

static const int LaneBits[] = {
#define BITS(Name, Bits) Bits,
    SIMD_UNARY(BITS) SIMD_BINARY(BITS)
#undef BITS
};

constexpr unsigned RandomInputs = 1u << 20;
__host__ __device__ constexpr unsigned edgeCount() { return 13u * 13u * 13u * 13u; }

// The first, exhaustive or edge, part of a category's inputs; hashed words
// follow it.
__host__ __device__ constexpr unsigned fixedInputs(int Bits, int Arity) {
  return Bits == 8 ? (Arity == 2 ? 4u * 256u * 256u : 4u * 256u)
                   : (Arity == 2 ? edgeCount() : 2u * 65536u);
}
__host__ __device__ constexpr unsigned inputCount(int Bits, int Arity) {
  return fixedInputs(Bits, Arity) + RandomInputs;
}
constexpr unsigned larger(unsigned X, unsigned Y) { return X > Y ? X : Y; }
constexpr unsigned MaxInputs =
    larger(larger(inputCount(8, 1), inputCount(8, 2)),
           larger(inputCount(16, 1), inputCount(16, 2)));

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

__device__ const unsigned EdgeHalfwords[13] = {
    0, 1, 2, 0x7ffe, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff, 0x00ff, 0x0100,
    0x4000, 0xc000};

// Input number I of the category (lane width, arity).
__device__ void makeInputs(int Bits, int Arity, unsigned I, unsigned &A,
                           unsigned &B) {
  A = hash(2u * I + 0x9e3779b9u * (unsigned)(Bits + Arity));
  B = hash(2u * I + 1u + 0x9e3779b9u * (unsigned)(Bits + Arity));
  unsigned Fixed = fixedInputs(Bits, Arity);
  if (I >= Fixed)
    return; // hashed words
  if (Bits == 8 && Arity == 2) {
    // I = lane * 65536 + x * 256 + y
    A = withLane(A, 8, I >> 16, (I >> 8) & 0xffu);
    B = withLane(B, 8, I >> 16, I & 0xffu);
  } else if (Bits == 8) {
    A = withLane(A, 8, I >> 8, I & 0xffu);
  } else if (Arity == 2) {
    // I in base 13: four edge halfwords for a.lo, a.hi, b.lo, b.hi.
    unsigned D0 = I % 13u, D1 = I / 13u % 13u, D2 = I / 169u % 13u,
             D3 = I / 2197u;
    A = EdgeHalfwords[D1] << 16 | EdgeHalfwords[D0];
    B = EdgeHalfwords[D3] << 16 | EdgeHalfwords[D2];
  } else {
    A = withLane(A, 16, I >> 16, I & 0xffffu);
  }
}

struct Mismatch {
  unsigned A, B, Cuda, Helper;
};

__device__ void record(int K, unsigned A, unsigned B, unsigned Cuda,
                       unsigned Helper, unsigned long long *Counts,
                       Mismatch *First) {
  if (atomicAdd(&Counts[K], 1ull) == 0ull)
    First[K] = Mismatch{A, B, Cuda, Helper};
}

__global__ void compareAll(unsigned long long *Counts, Mismatch *First) {
  for (unsigned I = blockIdx.x * blockDim.x + threadIdx.x; I < MaxInputs;
       I += gridDim.x * blockDim.x) {
#define CHECK_UNARY(Name, Bits)                                                \
  if (I < inputCount(Bits, 1)) {                                               \
    unsigned A, B;                                                             \
    makeInputs(Bits, 1, I, A, B);                                              \
    unsigned Cuda = ::__##Name(A);                                             \
    unsigned Helper = hipify::__##Name(A);                                     \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, 0u, Cuda, Helper, Counts, First);                    \
  }
#define CHECK_BINARY(Name, Bits)                                               \
  if (I < inputCount(Bits, 2)) {                                               \
    unsigned A, B;                                                             \
    makeInputs(Bits, 2, I, A, B);                                              \
    unsigned Cuda = ::__##Name(A, B);                                          \
    unsigned Helper = hipify::__##Name(A, B);                                  \
    if (Cuda != Helper)                                                        \
      record(K_##Name, A, B, Cuda, Helper, Counts, First);                     \
  }
    SIMD_UNARY(CHECK_UNARY)
    SIMD_BINARY(CHECK_BINARY)
#undef CHECK_UNARY
#undef CHECK_BINARY
  }
}

static bool ok(cudaError_t E, const char *What) {
  if (E == cudaSuccess)
    return true;
  std::fprintf(stderr, "simd-gpu-check: %s: %s\n", What, cudaGetErrorString(E));
  return false;
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
    std::printf("| `%s` | %u | %llu |\n", Names[K],
                inputCount(LaneBits[K], Arity[K]), HostCounts[K]);
    Total += HostCounts[K];
  }
  if (Total != 0) {
    std::printf("\nFirst mismatch of each function that had one:\n\n");
    for (int K = 0; K < IntrinsicCount; ++K) {
      if (HostCounts[K] == 0)
        continue;
      const Mismatch &M = HostFirst[K];
      if (Arity[K] == 1)
        std::printf("- `%s(0x%08x)`: CUDA 0x%08x, helper 0x%08x\n", Names[K],
                    M.A, M.Cuda, M.Helper);
      else
        std::printf("- `%s(0x%08x, 0x%08x)`: CUDA 0x%08x, helper 0x%08x\n",
                    Names[K], M.A, M.B, M.Cuda, M.Helper);
    }
  }
  std::printf("\n%d intrinsics, %llu mismatches\n", (int)IntrinsicCount, Total);
  cudaFree(Counts);
  cudaFree(First);
  return Total == 0 ? 0 : 1;
}
