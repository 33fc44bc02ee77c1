// cuda_bf16.h and its API: HIP's twin is hip/hip_bf16.h since 5.7, with
// __hip_bfloat16 and __hip_bfloat162 and the conversion intrinsics under
// CUDA's names. Before 5.7 the header and the names are reported and left.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.52.err | FileCheck --match-full-lines --check-prefix=V52 %s
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.err

#include <cuda_bf16.h>
// CHECK: #include <hip/hip_bf16.h>
// V52: #include <cuda_bf16.h>
// DIAG52: {{.*}}cuda-bf16.cu:[[@LINE-3]]:10: warning: 'cuda_bf16.h' requires HIP 5.7 (<hip/hip_bf16.h>); target is 5.2; left unchanged [hipify-unsupported]

__global__ void scale(__nv_bfloat16 *b, float s) {
  // CHECK: __global__ void scale(__hip_bfloat16 *b, float s) {
  // V52: __global__ void scale(__nv_bfloat16 *b, float s) {
  // DIAG52: {{.*}}cuda-bf16.cu:[[@LINE-3]]:23: warning: '__hip_bfloat16' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
  float f = __bfloat162float(b[threadIdx.x]);
  // CHECK: float f = __bfloat162float(b[threadIdx.x]);
  b[threadIdx.x] = __float2bfloat16(f * s);
  // CHECK: b[threadIdx.x] = __float2bfloat16(f * s);
  __nv_bfloat162 pair;
  // CHECK: __hip_bfloat162 pair;
}
// DIAG-NOT: error
