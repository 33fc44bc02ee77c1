// e8m0-gpu-check.cu - helpers/hipify_e8m0.h against CUDA's own conversions.
//
// On an NVIDIA GPU, converts every float (all 2^32 bit patterns, in slices)
// with CUDA's __nv_cvt_float_to_e8m0 and with the helper's bits
// (hipify::e8m0_bits, the code behind hipify::__nv_cvt_*_e8m0*), in each of
// the four combinations of cudaRoundZero / cudaRoundPosInf and
// __NV_NOSAT / __NV_SATFINITE, in one kernel; then every bfloat16 through
// __nv_cvt_bfloat16raw_to_e8m0 and every scale through
// __nv_cvt_e8m0_to_bf16raw. Counts the results that differ. On sm_100a and
// sm_120a CUDA uses the cvt.*.ue8m0x2 instructions; before them, its own
// software path. Prints a Markdown table `| conversion | inputs | mismatches |`
// and the first mismatching input of each. Exit status: 0 when all agree,
// 1 on any mismatch, 2 on a CUDA error.
//
// build: nvcc -std=c++17 -arch=sm_90 -I helpers bench/e8m0-gpu-check.cu -o e8m0-gpu-check
#define HIPIFY_E8M0_BITS_ONLY
#include "hipify_e8m0.h"

#include "gpu-check-tally.cuh"

#include <cuda_fp8.h>

namespace {

constexpr int Checks = 9; // 4 from float, 4 from bfloat16, 1 to bfloat16
const char *const Names[Checks] = {
    "__nv_cvt_float_to_e8m0 rz",        "__nv_cvt_float_to_e8m0 rz satfinite",
    "__nv_cvt_float_to_e8m0 rp",        "__nv_cvt_float_to_e8m0 rp satfinite",
    "__nv_cvt_bfloat16raw_to_e8m0 rz",  "__nv_cvt_bfloat16raw_to_e8m0 rz satfinite",
    "__nv_cvt_bfloat16raw_to_e8m0 rp",  "__nv_cvt_bfloat16raw_to_e8m0 rp satfinite",
    "__nv_cvt_e8m0_to_bf16raw"};
const char *const Inputs[Checks] = {"2^32", "2^32", "2^32", "2^32", "2^16",
                                    "2^16", "2^16", "2^16", "256"};

__global__ void fromFloat(unsigned long long Base, unsigned long long Count, Tally T) {
  for (unsigned long long I = blockIdx.x * blockDim.x + threadIdx.x; I < Count;
       I += gridDim.x * blockDim.x) {
    unsigned int Bits = static_cast<unsigned int>(Base + I);
    float F = __uint_as_float(Bits);
    for (int C = 0; C < 4; ++C) {
      bool Up = C >= 2, Sat = C % 2;
      unsigned char Cuda = __nv_cvt_float_to_e8m0(F, Sat ? __NV_SATFINITE : __NV_NOSAT,
                                                   Up ? cudaRoundPosInf : cudaRoundZero);
      if (Cuda != hipify::e8m0_bits::fromFloatBits(Bits, Up, Sat))
        mismatch(T, C, Bits);
    }
  }
}

__global__ void fromBf16AndBack(Tally T) {
  unsigned int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I > 0xffff)
    return;
  __nv_bfloat16_raw B;
  B.x = static_cast<unsigned short>(I);
  for (int C = 0; C < 4; ++C) {
    bool Up = C >= 2, Sat = C % 2;
    unsigned char Cuda = __nv_cvt_bfloat16raw_to_e8m0(B, Sat ? __NV_SATFINITE : __NV_NOSAT,
                                                      Up ? cudaRoundPosInf : cudaRoundZero);
    if (Cuda != hipify::e8m0_bits::fromFloatBits(I << 16, Up, Sat))
      mismatch(T, 4 + C, I);
  }
  if (I <= 0xff && __nv_cvt_e8m0_to_bf16raw(static_cast<__nv_fp8_storage_t>(I)).x !=
                       hipify::e8m0_bits::toBf16Bits(static_cast<unsigned char>(I)))
    mismatch(T, 8, I);
}

} // namespace

int main() {
  Tally T;
  if (!makeTally(T, Checks) || !sweepFloats(fromFloat, T))
    return 2;
  fromBf16AndBack<<<256, 256>>>(T);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 2;
  return printTally(T, Names, Inputs) ? 1 : 0;
}
