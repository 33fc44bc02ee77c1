// nvcc code reads a half2's x and y as half; HIP declares them as unsigned
// short, the half's bits, so a plain read converts the bits, not the value.
// Each access, base and all, is read through reinterpret_cast<half&>: reads,
// writes, through a pointer (const: const half&) and in a template; one already read that way is
// left alone, and float2's x is not a half2's. The same with the built-in
// declarations and against the CUDA SDK.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG --allow-empty %s < %t.sdk.err %}

#include <cuda_fp16.h>

__device__ float sum(half2 h, const __half2 *p) {
  float a = (float)h.x + __half2float(p->y);
  // CHECK: float a = (float)reinterpret_cast<half&>(h.x) + __half2float(reinterpret_cast<const half&>(p->y));
  float b = (float)reinterpret_cast<half&>(h.y);
  // CHECK: float b = (float)reinterpret_cast<half&>(h.y);
  h.x = __float2half(b);
  // CHECK: reinterpret_cast<half&>(h.x) = __float2half(b);
  float2 f = make_float2(a, b);
  // CHECK: float2 f = make_float2(a, b);
  return f.x + (float)h.y;
  // CHECK: return f.x + (float)reinterpret_cast<half&>(h.y);
}

template <typename T> __device__ float low(T v) { return (float)v.x; }
__device__ float use(half2 h) { return low(h) + (float)h.x; }
// CHECK: __device__ float use(half2 h) { return low(h) + (float)reinterpret_cast<half&>(h.x); }
// DIAG-NOT: warning
// DIAG-NOT: error
