// The project's own operators on CUDA vector types (as in cuda-samples'
// helper_math.h): those HIP's vector types declare as members too (++, --
// and += -= *= /= with a vector operand) would make every use ambiguous on
// ROCm. HIP's member does the same, lane by lane, so each declaration of one
// is left out of ROCm builds: an #if around the lines it takes. One that
// shares its line with other code, or that a macro writes, is reported
// instead, and so is each use of it. The other operators (binary +, a scalar
// operand) stay: the project's wins over HIP's templates.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t.err
// RUN: %hipify --rocm-macro USE_ROCM %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=MACRO %s
// RUN: %if cuda-sdk %{ %hipify-sdk -v %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t.sdk.err %}

#include <cuda_runtime.h>

inline __host__ __device__ void operator+=(float3 &a, float3 b);
inline __host__ __device__ void operator+=(float3 &a, float3 b) { // add
  a.x += b.x; a.y += b.y; a.z += b.z;
}
// CHECK: #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: inline __host__ __device__ void operator+=(float3 &a, float3 b);
// CHECK-NEXT: #endif
// CHECK-NEXT: #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: inline __host__ __device__ void operator+=(float3 &a, float3 b) { // add
// CHECK-NEXT:   a.x += b.x; a.y += b.y; a.z += b.z;
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// MACRO: #if !defined(USE_ROCM)
// DIAG: vector-operators.cu:[[@LINE-13]]:33: note: 'operator+=' on 'float3' is also defined by HIP's vector types: left out of ROCm builds, which use HIP's [hipify-vector-operator]
inline __host__ __device__ float4 &operator++(float4 &a) { return a; }
// CHECK: #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: inline __host__ __device__ float4 &operator++(float4 &a) { return a; }
// CHECK-NEXT: #endif
// DIAG: :[[@LINE-4]]:36: note: 'operator++' on 'float4' {{.*}} [hipify-vector-operator]
int before; inline __host__ __device__ void operator*=(int4 &a, const int4 &b) {}
// CHECK: int before; inline __host__ __device__ void operator*=(int4 &a, const int4 &b) {}
// DIAG: :[[@LINE-2]]:45: warning: 'operator*=' on 'int4' is also defined by HIP's vector types, so its uses are ambiguous on ROCm; guard this definition for CUDA only or remove it [hipify-vector-operator]
#define SUB_ASSIGN(T) inline __host__ __device__ void operator-=(T &a, T b) {}
SUB_ASSIGN(float2)
// CHECK: SUB_ASSIGN(float2)
// DIAG: :[[@LINE-3]]:55: warning: 'operator-=' on 'float2' {{.*}} [hipify-vector-operator]
inline __host__ __device__ float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
// CHECK: inline __host__ __device__ float3 operator+(float3 a, float3 b) {
inline __host__ __device__ void operator*=(float3 &a, float s) {}
// CHECK: inline __host__ __device__ void operator*=(float3 &a, float s) {}
inline __host__ __device__ void operator+=(dim3 &a, dim3 b) {}
// CHECK: inline __host__ __device__ void operator+=(dim3 &a, dim3 b) {}

__global__ void k(float3 *p, int4 *q, float2 *r) {
  float3 v = p[0] + p[1];
  v *= 2.0f;
  v += p[2];
  q[0] *= q[1];
  // DIAG: :[[@LINE-1]]:8: warning: this 'operator*=' on 'int4' is the project's own; HIP's vector types define it too, so the use is ambiguous on ROCm [hipify-vector-operator]
  r[0] -= r[1];
  // DIAG: :[[@LINE-1]]:8: warning: this 'operator-=' on 'float2' {{.*}} [hipify-vector-operator]
  p[0] = v;
}
