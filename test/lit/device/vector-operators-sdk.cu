// REQUIRES: cuda-sdk
// The same against the CUDA SDK (device/vector-operators.cu).
// The project's own operators on CUDA vector types (as in cuda-samples'
// helper_math.h): those HIP's vector types declare as members too (++, --
// and += -= *= /= with a vector operand) make every use ambiguous on ROCm.
// Each such declaration and each use is reported; the other operators
// (binary +, a scalar operand) are not, since the project's wins over HIP's
// templates.
// RUN: %hipify-sdk %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

inline __host__ __device__ void operator+=(float3 &a, float3 b);
// DIAG: vector-operators-sdk.cu:[[@LINE-1]]:33: warning: 'operator+=' on 'float3' is also defined by HIP's vector types, so its uses are ambiguous on ROCm; guard this definition for CUDA only or remove it [hipify-vector-operator]
inline __host__ __device__ void operator+=(float3 &a, float3 b) {
  a.x += b.x; a.y += b.y; a.z += b.z;
}
// CHECK: inline __host__ __device__ void operator+=(float3 &a, float3 b) {
inline __host__ __device__ void operator*=(int4 &a, const int4 &b) {}
// DIAG: :[[@LINE-1]]:33: warning: 'operator*=' on 'int4' {{.*}} [hipify-vector-operator]
inline __host__ __device__ float4 &operator++(float4 &a) { return a; }
// DIAG: :[[@LINE-1]]:36: warning: 'operator++' on 'float4' {{.*}} [hipify-vector-operator]
inline __host__ __device__ float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
inline __host__ __device__ void operator*=(float3 &a, float s) {}
inline __host__ __device__ void operator+=(dim3 &a, dim3 b) {}

__global__ void k(float3 *p, int4 *q) {
  float3 v = p[0] + p[1];
  v *= 2.0f;
  v += p[2];
  // DIAG: :[[@LINE-1]]:5: warning: this 'operator+=' on 'float3' is the project's own; HIP's vector types define it too, so the use is ambiguous on ROCm [hipify-vector-operator]
  q[0] *= q[1];
  // DIAG: :[[@LINE-1]]:8: warning: this 'operator*=' on 'int4' {{.*}} [hipify-vector-operator]
  p[0] = v;
}
