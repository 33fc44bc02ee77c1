// CUDA's float-to-bfloat16 conversions with a rounding mode are in no HIP
// (HIP has __float2bfloat16 only): the bf16 helper stands in for them, and
// the translation writes hipify_bf16.h beside itself. The conversions HIP
// has stay HIP's, with no helper.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v --hip-version 6.2 %s -o %t/bf16.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/bf16.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// RUN: head -1 %t/hipify_bf16.h | FileCheck --check-prefix=MARK %s
// MARK: // Written by hipify-cxx: a helper for what HIP lacks (docs/helpers.md). Do not edit; a later run rewrites it.
// A second run over the translation changes nothing: a name qualified as a
// helper's (hipify::__float2bfloat16_rn) is left as it is, even where the
// helper header does not parse (no HIP headers here).
// RUN: %hipify --hip-version 6.2 %t/bf16.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/bf16.hip %t/again.hip
// RUN: sed '/_r[nzdu](/d' %s > %t/plain.cu
// RUN: %hipify --hip-version 6.2 %t/plain.cu -o %t/plain/plain.hip
// RUN: ls %t/plain | FileCheck --check-prefix=PLAIN %s
// PLAIN-NOT: hipify_bf16.h

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_bf16.h"
// CHECK-NEXT: #include <hip/hip_bf16.h>
#include <cuda_bf16.h>

__global__ void k(const float *in, __nv_bfloat16 *out, __nv_bfloat162 *pairs) {
  int i = threadIdx.x;
  out[i] = __float2bfloat16(in[i]);
  // CHECK: out[i] = __float2bfloat16(in[i]);
  out[i] = __float2bfloat16_rn(in[i]) + __float2bfloat16_rz(in[i]);
  // CHECK: out[i] = hipify::__float2bfloat16_rn(in[i]) + hipify::__float2bfloat16_rz(in[i]);
  // DIAG: bf16.cu:[[@LINE-2]]:12: note: '__float2bfloat16_rn' is not in HIP 6.2; the helper 'hipify::__float2bfloat16_rn' of hipify_bf16.h stands in for it exactly [hipify-helper]
  out[i] = __float2bfloat16_rd(in[i]) + __float2bfloat16_ru(in[i]);
  // CHECK: out[i] = hipify::__float2bfloat16_rd(in[i]) + hipify::__float2bfloat16_ru(in[i]);
  pairs[i] = __floats2bfloat162_rn(in[i], in[i + 1]) + __float2bfloat162_rn(in[i]);
  // CHECK: pairs[i] = hipify::__floats2bfloat162_rn(in[i], in[i + 1]) + hipify::__float2bfloat162_rn(in[i]);
}
