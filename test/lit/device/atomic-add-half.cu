// CUDA's atomicAdd has overloads for __half, __half2, __nv_bfloat16 and
// __nv_bfloat162; no HIP has them, so such a call would not compile. It is
// reported at its line and left as it is; atomicAdd on other types is HIP's.
// RUN: %hipify --hip-version 6.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void k(__half *h, __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2,
                  float *f, int *i) {
  atomicAdd(h, __float2half(1.0f));
  // CHECK: atomicAdd(h, __float2half(1.0f));
  // DIAG: atomic-add-half.cu:[[@LINE-2]]:3: warning: 'atomicAdd' on '__half': HIP 6.2 has no such overload; translate the call by hand; left unchanged [hipify-unsupported]
  atomicAdd(h2, __float2half2_rn(1.0f));
  // DIAG: atomic-add-half.cu:[[@LINE-1]]:3: warning: 'atomicAdd' on '__half2'
  atomicAdd(b, __float2bfloat16(1.0f));
  // CHECK: atomicAdd(b, __float2bfloat16(1.0f));
  // DIAG: atomic-add-half.cu:[[@LINE-2]]:3: warning: 'atomicAdd' on '__nv_bfloat16'
  atomicAdd(b2, __float2bfloat162_rn(1.0f));
  // DIAG: atomic-add-half.cu:[[@LINE-1]]:3: warning: 'atomicAdd' on '__nv_bfloat162'
  atomicAdd(f, 1.0f);
  atomicAdd(i, 1);
  // CHECK: atomicAdd(i, 1);
}
