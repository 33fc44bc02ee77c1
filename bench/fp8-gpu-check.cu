// fp8-gpu-check.cu - helpers/hipify_fp8.h against CUDA's own fp8.
//
// On an NVIDIA GPU, converts every float (all 2^32 bit patterns, in slices)
// with CUDA's __nv_cvt_float_to_fp8 and with the helper's bits
// (hipify::fp8_bits, the code behind hipify::__nv_cvt_*_to_fp8*), e4m3 and
// e5m2, each saturation mode, in one kernel; then every half and every
// bfloat16 the same way, and every code back to half and through the
// types' float and int operators. On sm_89 and later CUDA uses the
// cvt.rn.satfinite.e4m3x2 / e5m2x2 instructions for __NV_SATFINITE; its
// software path otherwise. Prints a Markdown table
// `| conversion | inputs | mismatches |` and the first mismatching input of
// each. Exit status: 0 when all agree, 1 on any mismatch, 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers -I bench
// bench/fp8-gpu-check.cu -o fp8-gpu-check
#define HIPIFY_FP8_BITS_ONLY
#include "hipify_fp8.h"

#include "gpu-check-tally.cuh"

#include <cuda_fp8.h>

namespace {

namespace bits = hipify::fp8_bits;

// Per interpretation (e4m3, e5m2) and mode (nosat, satfinite): from float,
// half, bfloat16; then each code back to half, float and int.
constexpr int Checks = 2 * 2 * 3 + 2 * 3;
const char *const Names[Checks] = {
    "float e4m3 nosat", "float e4m3 satfinite", "float e5m2 nosat",
    "float e5m2 satfinite", "half e4m3 nosat", "half e4m3 satfinite",
    "half e5m2 nosat", "half e5m2 satfinite", "bf16 e4m3 nosat",
    "bf16 e4m3 satfinite", "bf16 e5m2 nosat", "bf16 e5m2 satfinite",
    "e4m3 to half", "e4m3 to float", "e4m3 to int", "e5m2 to half",
    "e5m2 to float", "e5m2 to int"};
const char *const Inputs[Checks] = {
    "2^32", "2^32", "2^32", "2^32", "2^16", "2^16", "2^16", "2^16", "2^16",
    "2^16", "2^16", "2^16", "256",  "256",  "256",  "256",  "256",  "256"};

__device__ __nv_fp8_interpretation_t kind(int K) {
  return K == 0 ? __NV_E4M3 : __NV_E5M2;
}
__device__ __nv_saturation_t mode(int S) {
  return S == 0 ? __NV_NOSAT : __NV_SATFINITE;
}

__global__ void fromFloat(unsigned long long Base, unsigned long long Count,
                          Tally T) {
  for (unsigned long long I = blockIdx.x * blockDim.x + threadIdx.x; I < Count;
       I += gridDim.x * blockDim.x) {
    unsigned int Bits = static_cast<unsigned int>(Base + I);
    for (int C = 0; C < 4; ++C)
      if (__nv_cvt_float_to_fp8(__uint_as_float(Bits), mode(C % 2),
                                kind(C / 2)) !=
          bits::fromDouble(bits::fromFloatBits(Bits), C % 2, C / 2))
        mismatch(T, C, Bits);
  }
}

// Code of interpretation K back to half, float and int through CUDA's
// type Fp8: checks 12 + 3K to 14 + 3K.
template <class Fp8>
__device__ void back(Tally T, unsigned char Code, int K) {
  Fp8 V;
  V.__x = Code;
  if (__nv_cvt_fp8_to_halfraw(Code, kind(K)).x != bits::toHalfBits(Code, K))
    mismatch(T, 12 + 3 * K, Code);
  if (__float_as_uint(float(V)) != bits::toFloatBits(Code, K))
    mismatch(T, 13 + 3 * K, Code);
  if (int(V) != bits::toInteger<int>(Code, K, -2147483648.0, 2147483647.0))
    mismatch(T, 14 + 3 * K, Code);
}

__global__ void fromHalvesAndBack(Tally T) {
  unsigned int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I > 0xffff)
    return;
  __half_raw H;
  H.x = static_cast<unsigned short>(I);
  __nv_bfloat16_raw B;
  B.x = static_cast<unsigned short>(I);
  for (int C = 0; C < 4; ++C) {
    int K = C / 2, S = C % 2;
    if (__nv_cvt_halfraw_to_fp8(H, mode(S), kind(K)) !=
        bits::fromDouble(bits::fromFloatBits(bits::halfToFloatBits(H.x)), S, K))
      mismatch(T, 4 + C, I);
    if (__nv_cvt_bfloat16raw_to_fp8(B, mode(S), kind(K)) !=
        bits::fromDouble(bits::fromFloatBits(I << 16), S, K))
      mismatch(T, 8 + C, I);
  }
  if (I > 0xff)
    return;
  unsigned char Code = static_cast<unsigned char>(I);
  back<__nv_fp8_e4m3>(T, Code, 0);
  back<__nv_fp8_e5m2>(T, Code, 1);
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
