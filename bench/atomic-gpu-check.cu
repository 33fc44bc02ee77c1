// atomic-gpu-check.cu - helpers/hipify_atomic.h against CUDA's own atomicAdd.
//
// On an NVIDIA GPU, for every pair of 16-bit codes (a, b) (all 2^32, in
// slices), adds b to a with CUDA's atomicAdd on __half and on
// __nv_bfloat16, in a word of its own per thread, and compares the sum and
// the value returned with the helper's bits (hipify::atomic_bits::addHalf,
// addBf16, the sum behind hipify::atomicAdd); the pair forms (__half2,
// __nv_bfloat162) add (b, a) to (a, b). Counts the pairs that differ (NaN
// sums compared bit for bit too). Prints a Markdown table
// `| conversion | inputs | mismatches |` (a row per type) and the first mismatching pair
// (a << 16 | b) of each. Exit status: 0 when all agree, 1 on any mismatch,
// 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/atomic-gpu-check.cu -o
// atomic-gpu-check
#define HIPIFY_ATOMIC_BITS_ONLY
#include "hipify_atomic.h"

#include "gpu-check-tally.cuh"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace {

namespace bits = hipify::atomic_bits;

constexpr int Checks = 4;
const char *const Names[Checks] = {"__half", "__nv_bfloat16", "__half2", "__nv_bfloat162"};
const char *const Inputs[Checks] = {"2^32", "2^32", "2^32", "2^32"};

constexpr unsigned int Blocks = 4096, Threads = 256; // sweepFloats' grid
__device__ unsigned int Scratch[Blocks * Threads];      // a word per thread

__global__ void check(unsigned long long Base, unsigned long long Count, Tally T) {
  unsigned int Slot = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int *Word = &Scratch[Slot];
  for (unsigned long long I = Slot; I < Count; I += gridDim.x * blockDim.x) {
    unsigned long long Input = Base + I;
    auto A = static_cast<unsigned short>(Input >> 16), B = static_cast<unsigned short>(Input);
    unsigned int Pair = static_cast<unsigned int>(Input), Swapped = (Pair << 16) | (Pair >> 16);
    // One 16-bit value in the low half of the word.
    *Word = A;
    unsigned short Old = __half_as_ushort(atomicAdd(reinterpret_cast<__half *>(Word), __ushort_as_half(B)));
    if (Old != A || static_cast<unsigned short>(*Word) != bits::addHalf(A, B))
      mismatch(T, 0, Input);
    *Word = A;
    Old = __bfloat16_as_ushort(atomicAdd(reinterpret_cast<__nv_bfloat16 *>(Word), __ushort_as_bfloat16(B)));
    if (Old != A || static_cast<unsigned short>(*Word) != bits::addBf16(A, B))
      mismatch(T, 1, Input);
    // Pairs: (low b, high a) plus (low a, high b).
    for (int Format = 0; Format < 2; ++Format) {
      *Word = Pair;
      unsigned int Was;
      if (Format == 0) {
        __half2 V = atomicAdd(reinterpret_cast<__half2 *>(Word), *reinterpret_cast<const __half2 *>(&Swapped));
        Was = *reinterpret_cast<unsigned int *>(&V);
      } else {
        __nv_bfloat162 V = atomicAdd(reinterpret_cast<__nv_bfloat162 *>(Word),
                                     *reinterpret_cast<const __nv_bfloat162 *>(&Swapped));
        Was = *reinterpret_cast<unsigned int *>(&V);
      }
      auto Add = Format == 0 ? bits::addHalf : bits::addBf16;
      unsigned int Want = Add(B, A) | (static_cast<unsigned int>(Add(A, B)) << 16);
      if (Was != Pair || *Word != Want)
        mismatch(T, 2 + Format, Input);
    }
  }
}

} // namespace

int main() {
  Tally T;
  if (!makeTally(T, Checks) || !sweepFloats(check, T))
    return 2;
  return printTally(T, Names, Inputs) ? 1 : 0;
}
