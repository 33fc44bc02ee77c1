// hipify_math.h: CUDA math functions that host code calls, which HIP
// declares for device code only.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API and the host
// definitions CUDA's math_functions.hpp documents for all platforms; a
// translation calls them as hipify::rsqrtf(x) where the caller is host or
// host-and-device code (rule host-math).
//
//   rsqrt   CUDA: "calculate the reciprocal of the square root of the input
//           argument", 1/sqrt(x). Its host form is the double division
//           1.0 / sqrt(x): both operations are IEEE-754's, correctly
//           rounded, so every host computes the same bits.
//   rsqrtf  CUDA's host form is rsqrt of the float widened to double,
//           rounded to float.
//
// In device code each is HIP's own (::rsqrtf), which the plain translation
// calls there too.
#pragma once

#include <hip/hip_runtime.h>

#include <cmath>

namespace hipify {

__host__ __device__ inline double rsqrt(double x) {
#if defined(__HIP_DEVICE_COMPILE__)
  return ::rsqrt(x);
#else
  return 1.0 / std::sqrt(x);
#endif
}

__host__ __device__ inline float rsqrtf(float x) {
#if defined(__HIP_DEVICE_COMPILE__)
  return ::rsqrtf(x);
#else
  return static_cast<float>(1.0 / std::sqrt(static_cast<double>(x)));
#endif
}

} // namespace hipify
