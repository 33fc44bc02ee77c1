inline __host__ __device__ void operator+=(float3 &a, float3 b) {
  a.x += b.x;
}
// A file whose first line is a vector operator left out of ROCm builds,
// with no #include of its own: the HIP runtime header the translation adds
// at that line goes before the operator's #if, not inside it, where a ROCm
// build would never include it.
// RUN: %hipify %s -o - 2>/dev/null | FileCheck --match-full-lines %s
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #if !defined(__HIP_PLATFORM_AMD__)
// CHECK-NEXT: inline __host__ __device__ void operator+=(float3 &a, float3 b) {
// CHECK: #endif
