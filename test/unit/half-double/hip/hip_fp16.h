// TEST DOUBLE, not HIP: the fake <hip/hip_fp16.h> under which
// test/unit/HalfHelperTest.cpp compiles helpers/hipify_half.h for the host.
// It declares what HIP's host code has of __half and __half2 (no operators:
// HIP declares those for device code only), with HIP's host conversions:
// a _Float16 value, exact to float, rounded to nearest even from float.
// Written for hipify-cxx; it has no code of ROCm's.
#pragma once

#define __host__
#define __device__

struct __half_raw {
  unsigned short x;
};
struct __half2_raw {
  unsigned short x, y;
};

struct __half {
  _Float16 data;
  __half() = default;
  __half(const __half_raw &R) : data(__builtin_bit_cast(_Float16, R.x)) {}
  operator __half_raw() const { return {__builtin_bit_cast(unsigned short, data)}; }
};
struct __half2 {
  __half x, y;
  __half2() = default;
  __half2(const __half2_raw &R) : x(__half_raw{R.x}), y(__half_raw{R.y}) {}
  __half2(__half X, __half Y) : x(X), y(Y) {}
};

inline float __half2float(__half H) { return static_cast<float>(H.data); }
inline __half __float2half(float F) {
  __half H;
  H.data = static_cast<_Float16>(F);
  return H;
}
inline __half2 __float2half2_rn(float F) { return {__float2half(F), __float2half(F)}; }
inline __half2 __halves2half2(__half X, __half Y) { return {X, Y}; }
inline __half __low2half(__half2 H) { return H.x; }
inline __half __high2half(__half2 H) { return H.y; }
