// bf16-gpu-check.cu - helpers/hipify_bf16.h against CUDA's own conversions.
//
// On an NVIDIA GPU (sm_80 on: cvt.{rn,rz,rm,rp}.bf16.f32), converts every
// float (all 2^32 bit patterns, in slices) with CUDA's __float2bfloat16_rn,
// _rz, _rd and _ru and with the helper's rounding (hipify::bf16_bits, the
// code behind hipify::__float2bfloat16_*), in one kernel, and counts the
// results that differ. Prints a Markdown table `| conversion | inputs |
// mismatches |` and the first mismatching input of each. Exit status: 0 when
// all agree, 1 on any mismatch, 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/bf16-gpu-check.cu -o bf16-gpu-check
#define HIPIFY_BF16_BITS_ONLY
#include "hipify_bf16.h"

#include "gpu-check-tally.cuh"

#include <cuda_bf16.h>

namespace {

constexpr int Modes = 4;
const char *const Names[Modes] = {"__float2bfloat16_rn", "__float2bfloat16_rz",
                                  "__float2bfloat16_rd", "__float2bfloat16_ru"};
const char *const Inputs[Modes] = {"2^32", "2^32", "2^32", "2^32"};

__global__ void check(unsigned long long Base, unsigned long long Count, Tally T) {
  using hipify::bf16_bits::Round;
  const Round Rounds[Modes] = {Round::Nearest, Round::Zero, Round::Down,
                               Round::Up};
  for (unsigned long long I = blockIdx.x * blockDim.x + threadIdx.x; I < Count;
       I += gridDim.x * blockDim.x) {
    unsigned int Bits = static_cast<unsigned int>(Base + I);
    float F = __uint_as_float(Bits);
    unsigned short Cuda[Modes] = {
        __bfloat16_as_ushort(__float2bfloat16_rn(F)),
        __bfloat16_as_ushort(__float2bfloat16_rz(F)),
        __bfloat16_as_ushort(__float2bfloat16_rd(F)),
        __bfloat16_as_ushort(__float2bfloat16_ru(F))};
    for (int M = 0; M < Modes; ++M)
      if (Cuda[M] != hipify::bf16_bits::fromFloat(F, Rounds[M]))
        mismatch(T, M, Bits);
  }
}

} // namespace

int main() {
  Tally T;
  if (!makeTally(T, Modes) || !sweepFloats(check, T))
    return 2;
  return printTally(T, Names, Inputs) ? 1 : 0;
}
