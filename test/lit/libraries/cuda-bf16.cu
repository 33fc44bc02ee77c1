// cuda_bf16.h: the tables map no header for it (it is left as written) and
// map __nv_bfloat16 to hip_bfloat16; its conversion intrinsics and
// __nv_bfloat162 have no HIP equivalent in the tables and are left unchanged
// and reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_bf16.h>
// CHECK: #include <cuda_bf16.h>

__global__ void scale(__nv_bfloat16 *b, float s) {
  // CHECK: __global__ void scale(hip_bfloat16 *b, float s) {
  float f = __bfloat162float(b[threadIdx.x]);
  // CHECK: float f = __bfloat162float(b[threadIdx.x]);
  // DIAG: {{.*}}cuda-bf16.cu:[[@LINE-2]]:13: warning: '__bfloat162float' has no HIP equivalent; left unchanged [hipify-unsupported]
  b[threadIdx.x] = __float2bfloat16(f * s);
  // CHECK: b[threadIdx.x] = __float2bfloat16(f * s);
  // DIAG: {{.*}}cuda-bf16.cu:[[@LINE-2]]:20: warning: '__float2bfloat16' has no HIP equivalent; left unchanged [hipify-unsupported]
  __nv_bfloat162 pair;
  // CHECK: __nv_bfloat162 pair;
  // DIAG: {{.*}}cuda-bf16.cu:[[@LINE-2]]:3: warning: '__nv_bfloat162' has no HIP equivalent; left unchanged [hipify-unsupported]
}
// DIAG-NOT: error
