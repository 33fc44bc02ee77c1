// mx-gpu-check.cu - helpers/hipify_mx.h against CUDA's own conversions.
//
// On an NVIDIA GPU, converts every float (all 2^32 bit patterns, in slices)
// with CUDA's __nv_cvt_float_to_fp4 and __nv_cvt_float_to_fp6 (e2m3, e3m2)
// and with the helper's bits (hipify::mx_bits, the code behind
// hipify::__nv_cvt_*_fp4* and _fp6*), rounding to nearest and toward zero,
// in one kernel; then every half and every bfloat16 the same way, and every
// code back to half. Counts the results that differ. On sm_100a and later
// CUDA uses the cvt.*.e2m1x2 / e2m3x2 / e3m2x2 instructions; before them,
// its own software path. Prints a Markdown table
// `| conversion | inputs | mismatches |` and the first mismatching input of
// each. Exit status: 0 when all agree, 1 on any mismatch, 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/mx-gpu-check.cu -o
// mx-gpu-check
#define HIPIFY_MX_BITS_ONLY
#include "hipify_mx.h"

#include "gpu-check-tally.cuh"

#include <cuda_fp4.h>
#include <cuda_fp6.h>

namespace {

namespace bits = hipify::mx_bits;

// Per format (e2m1, e2m3, e3m2) and mode (rn, rz): from float, half, bfloat16.
constexpr int Checks = 3 * 2 * 3 + 3;
const char *const Names[Checks] = {
    "float e2m1 rn", "float e2m1 rz", "float e2m3 rn", "float e2m3 rz",
    "float e3m2 rn", "float e3m2 rz", "half e2m1 rn",  "half e2m1 rz",
    "half e2m3 rn",  "half e2m3 rz",  "half e3m2 rn",  "half e3m2 rz",
    "bf16 e2m1 rn",  "bf16 e2m1 rz",  "bf16 e2m3 rn",  "bf16 e2m3 rz",
    "bf16 e3m2 rn",  "bf16 e3m2 rz",  "e2m1 to half",  "e2m3 to half",
    "e3m2 to half"};
const char *const Inputs[Checks] = {
    "2^32", "2^32", "2^32", "2^32", "2^32", "2^32", "2^16",
    "2^16", "2^16", "2^16", "2^16", "2^16", "2^16", "2^16",
    "2^16", "2^16", "2^16", "2^16", "16",   "64",   "64"};

__device__ bits::Format format(int K) {
  return K == 0 ? bits::e2m1() : K == 1 ? bits::e2m3() : bits::e3m2();
}

__device__ unsigned char cudaFromFloat(float F, int K, cudaRoundMode R) {
  return K == 0 ? __nv_cvt_float_to_fp4(F, __NV_E2M1, R)
                : __nv_cvt_float_to_fp6(F, K == 1 ? __NV_E2M3 : __NV_E3M2, R);
}

__global__ void fromFloat(unsigned long long Base, unsigned long long Count,
                          Tally T) {
  for (unsigned long long I = blockIdx.x * blockDim.x + threadIdx.x; I < Count;
       I += gridDim.x * blockDim.x) {
    unsigned int Bits = static_cast<unsigned int>(Base + I);
    float F = __uint_as_float(Bits);
    for (int C = 0; C < 6; ++C) {
      int K = C / 2, Mode = C % 2;
      if (cudaFromFloat(F, K, static_cast<cudaRoundMode>(Mode)) !=
          bits::fromDouble(F, format(K), Mode))
        mismatch(T, C, Bits);
    }
  }
}

__global__ void fromHalvesAndBack(Tally T) {
  unsigned int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I > 0xffff)
    return;
  __half_raw H;
  H.x = static_cast<unsigned short>(I);
  __nv_bfloat16_raw B;
  B.x = static_cast<unsigned short>(I);
  for (int C = 0; C < 6; ++C) {
    int K = C / 2, Mode = C % 2;
    cudaRoundMode R = static_cast<cudaRoundMode>(Mode);
    unsigned char FromHalf =
        K == 0 ? __nv_cvt_halfraw_to_fp4(H, __NV_E2M1, R)
               : __nv_cvt_halfraw_to_fp6(H, K == 1 ? __NV_E2M3 : __NV_E3M2, R);
    unsigned char FromBf16 =
        K == 0
            ? __nv_cvt_bfloat16raw_to_fp4(B, __NV_E2M1, R)
            : __nv_cvt_bfloat16raw_to_fp6(B, K == 1 ? __NV_E2M3 : __NV_E3M2, R);
    if (FromHalf != bits::fromDouble(bits::fromHalfBits(H.x), format(K), Mode))
      mismatch(T, 6 + C, I);
    if (FromBf16 != bits::fromDouble(bits::fromBf16Bits(B.x), format(K), Mode))
      mismatch(T, 12 + C, I);
  }
  for (int K = 0; K < 3; ++K)
    if (I < (K == 0 ? 16u : 64u)) {
      unsigned char Code = static_cast<unsigned char>(I);
      unsigned short Cuda =
          K == 0
              ? __nv_cvt_fp4_to_halfraw(Code, __NV_E2M1).x
              : __nv_cvt_fp6_to_halfraw(Code, K == 1 ? __NV_E2M3 : __NV_E3M2).x;
      if (Cuda != bits::halfBits(bits::toDouble(Code, format(K))))
        mismatch(T, 18 + K, I);
    }
}

} // namespace

int main() {
  Tally T;
  if (!makeTally(T, Checks) || !sweepFloats(fromFloat, T))
    return 2;
  fromHalvesAndBack<<<256, 256>>>(T);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 2;
  return printTally(T, Names, Inputs) ? 1 : 0;
}
