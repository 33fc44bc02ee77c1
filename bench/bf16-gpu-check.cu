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

#include <cuda_bf16.h>

#include <cstdio>

namespace {

constexpr int Modes = 4;
const char *const Names[Modes] = {"__float2bfloat16_rn", "__float2bfloat16_rz",
                                  "__float2bfloat16_rd", "__float2bfloat16_ru"};

__global__ void check(unsigned long long Base, unsigned long long Count,
                      unsigned long long *Mismatches,
                      unsigned long long *First) {
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
      if (Cuda[M] != hipify::bf16_bits::fromFloat(F, Rounds[M])) {
        atomicAdd(&Mismatches[M], 1ull);
        atomicMin(&First[M], static_cast<unsigned long long>(Bits));
      }
  }
}

} // namespace

int main() {
  unsigned long long *Mismatches, *First;
  if (cudaMallocManaged(&Mismatches, Modes * sizeof *Mismatches) ||
      cudaMallocManaged(&First, Modes * sizeof *First))
    return 2;
  for (int M = 0; M < Modes; ++M) {
    Mismatches[M] = 0;
    First[M] = ~0ull;
  }
  const unsigned long long Slice = 1ull << 28;
  for (unsigned long long Base = 0; Base < (1ull << 32); Base += Slice) {
    check<<<4096, 256>>>(Base, Slice, Mismatches, First);
    if (cudaDeviceSynchronize() != cudaSuccess)
      return 2;
  }
  std::printf("| conversion | inputs | mismatches |\n|---|---|---|\n");
  bool Any = false;
  for (int M = 0; M < Modes; ++M) {
    std::printf("| `%s` | 2^32 | %llu |\n", Names[M], Mismatches[M]);
    Any |= Mismatches[M] != 0;
  }
  for (int M = 0; M < Modes; ++M)
    if (Mismatches[M])
      std::printf("%s: first mismatch at float bits 0x%08llx\n", Names[M],
                  First[M]);
  return Any ? 1 : 0;
}
