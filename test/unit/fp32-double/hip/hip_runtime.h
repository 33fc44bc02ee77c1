// TEST DOUBLE, not HIP: the fake <hip/hip_runtime.h> under which
// test/unit/Fp32HelperTest.cpp compiles helpers/hipify_fp32.h for the host.
// It declares float2 and HIP's scalar round-to-nearest operations as the
// host's IEEE arithmetic (the C++ library's fmaf for the fused one), so the
// test checks how the helper composes them, lane by lane. Written for
// hipify-cxx; it has no code of ROCm's.
#pragma once

#include <cmath>

#define __host__
#define __device__

struct float2 {
  float x, y;
};
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float __fadd_rn(float x, float y) { return x + y; }
inline float __fmul_rn(float x, float y) { return x * y; }
inline float __fmaf_rn(float x, float y, float z) { return std::fmaf(x, y, z); }
