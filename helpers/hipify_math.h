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
//   isfinite, isnan, isinf, signbit (float and double)
//           CUDA declares them in the global namespace for host code too,
//           where they are the C++ library's classification (std::isfinite
//           ...): finite, NaN, infinite, the sign bit set (-0 and a NaN with
//           the sign bit included). HIP's global ones are device code's
//           only, so a host call finds no match. They return bool, as the
//           C++ library's (CUDA's return type is int or bool by platform;
//           the truth is the same).
//
//   min, max (CUDA's whole set: int, unsigned int, long, unsigned long,
//           long long, unsigned long long, each with itself and, of one
//           width, signed with unsigned; float, double and the two mixed)
//           CUDA's crt/math_functions.hpp: a signed argument beside an
//           unsigned one of the same width is converted to unsigned, and the
//           unsigned minimum or maximum taken (min(-1, 0u) is 0u); the
//           floating-point ones are fmin and fmax (of double where one
//           argument is double). HIP lacks the mixed ones and, in host code,
//           all but int's: a call resolves here as CUDA's does, among the
//           same overloads.
//
// In device code each is HIP's own (::rsqrtf), which the plain translation
// calls there too.
#pragma once

#include <hip/hip_runtime.h>

#include <cmath>
#include <type_traits>

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

// An integer argument is classified as the double it converts to, as the C++
// library's; a long double as itself on the host (device code has none).
#if defined(__HIP_DEVICE_COMPILE__)
#define HIPIFY_MATH_CLASSIFIED(x, Name) ::Name(x)
#else
#define HIPIFY_MATH_CLASSIFIED(x, Name) std::Name(x)
#endif
#define HIPIFY_MATH_CLASSIFY(Name)                                             \
  __host__ __device__ inline bool Name(float x) {                              \
    return HIPIFY_MATH_CLASSIFIED(x, Name);                                    \
  }                                                                            \
  __host__ __device__ inline bool Name(double x) {                             \
    return HIPIFY_MATH_CLASSIFIED(x, Name);                                    \
  }                                                                            \
  inline bool Name(long double x) { return std::Name(x); }                     \
  template <typename T,                                                        \
            typename = std::enable_if_t<std::is_integral<T>::value>>           \
  __host__ __device__ inline bool Name(T x) {                                  \
    return Name(static_cast<double>(x));                                       \
  }
HIPIFY_MATH_CLASSIFY(isfinite)
HIPIFY_MATH_CLASSIFY(isnan)
HIPIFY_MATH_CLASSIFY(isinf)
HIPIFY_MATH_CLASSIFY(signbit)
#undef HIPIFY_MATH_CLASSIFY

#define HIPIFY_MATH_MIN_MAX(Result, A, B)                                      \
  __host__ __device__ inline Result min(A a, B b) {                            \
    return static_cast<Result>(a) < static_cast<Result>(b)                     \
               ? static_cast<Result>(a)                                        \
               : static_cast<Result>(b);                                       \
  }                                                                            \
  __host__ __device__ inline Result max(A a, B b) {                            \
    return static_cast<Result>(a) > static_cast<Result>(b)                     \
               ? static_cast<Result>(a)                                        \
               : static_cast<Result>(b);                                       \
  }
#define HIPIFY_MATH_MIN_MAX_WIDTH(Signed, Unsigned)                            \
  HIPIFY_MATH_MIN_MAX(Signed, Signed, Signed)                                  \
  HIPIFY_MATH_MIN_MAX(Unsigned, Unsigned, Unsigned)                            \
  HIPIFY_MATH_MIN_MAX(Unsigned, Signed, Unsigned)                              \
  HIPIFY_MATH_MIN_MAX(Unsigned, Unsigned, Signed)
HIPIFY_MATH_MIN_MAX_WIDTH(int, unsigned int)
HIPIFY_MATH_MIN_MAX_WIDTH(long, unsigned long)
HIPIFY_MATH_MIN_MAX_WIDTH(long long, unsigned long long)
#undef HIPIFY_MATH_MIN_MAX_WIDTH
#undef HIPIFY_MATH_MIN_MAX

__host__ __device__ inline float min(float a, float b) { return fminf(a, b); }
__host__ __device__ inline float max(float a, float b) { return fmaxf(a, b); }
__host__ __device__ inline double min(double a, double b) { return fmin(a, b); }
__host__ __device__ inline double max(double a, double b) { return fmax(a, b); }
__host__ __device__ inline double min(float a, double b) { return fmin(a, b); }
__host__ __device__ inline double max(float a, double b) { return fmax(a, b); }
__host__ __device__ inline double min(double a, float b) { return fmin(a, b); }
__host__ __device__ inline double max(double a, float b) { return fmax(a, b); }
#undef HIPIFY_MATH_CLASSIFIED

} // namespace hipify
