// Which operators a project may not define on a CUDA vector type depends on
// the HIP version: since 5.6 HIP's vector types also declare binary * and /
// of two vectors as non-template functions (hidden friends), so from then on
// cuda-samples' helper_math.h `float2 operator/(float2, float2)` is as good a
// match and its uses are ambiguous: left out of ROCm builds, as the compound
// operators always are. Before 5.6 HIP's were templates: the project's stays.
// RUN: %hipify --hip-version 6.2 -v %s -o - 2>%t.62.err | FileCheck --match-full-lines --check-prefix=NEW %s
// RUN: FileCheck --check-prefix=DIAG %s < %t.62.err
// RUN: %hipify --hip-version 5.5 %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=OLD %s

#include <cuda_runtime.h>

inline __host__ __device__ float2 operator/(float2 a, float2 b) {
  return make_float2(a.x / b.x, a.y / b.y);
}
// NEW: #if !defined(__HIP_PLATFORM_AMD__)
// NEW-NEXT: inline __host__ __device__ float2 operator/(float2 a, float2 b) {
// NEW: }
// NEW-NEXT: #endif
// OLD-NOT: #if
// OLD: inline __host__ __device__ float2 operator/(float2 a, float2 b) {
// DIAG: vector-operators-by-version.cu:[[@LINE-9]]:35: note: 'operator/' on 'float2' is also defined by HIP's vector types: left out of ROCm builds, which use HIP's [hipify-vector-operator]
inline __host__ __device__ float3 operator*(float3 a, float b) {
  return make_float3(a.x * b, a.y * b, a.z * b);
}
// NEW: inline __host__ __device__ float3 operator*(float3 a, float b) {
// DIAG-NOT: 'operator*' on 'float3'

__global__ void k(float2 *p, float3 *q) { p[0] = p[0] / p[1]; q[0] = q[0] * 2.0f; }
