// CUDA 12.8's fp4 and fp6 conversions, which no HIP has, become the mx
// helper's (hipify_mx.h, written beside the translation), and so do their
// storage types and interpretations; <cuda_fp4.h> and <cuda_fp6.h> name the
// helper header. The class types (__nv_fp4_e2m1) are not supplied: reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/mx.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/mx.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// RUN: grep -q 'HIPIFY_MX_PAIR(fp4' %t/hipify_mx.h
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/mx.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/mx.hip %t/again.hip

#include <cuda_fp4.h>
#include <cuda_fp6.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_e8m0.h"
// CHECK-NEXT: #include "hipify_mx.h"
// DIAG: {{.*}}mx.cu:[[@LINE-5]]:10: note: HIP {{.*}} has no <cuda_fp4.h>; the helper header hipify_mx.h stands in for it exactly [hipify-helper]

__global__ void pack(const float2 *in, const float *scale, __nv_fp4x2_storage_t *fp4,
                     __nv_fp6_storage_t *fp6, __half_raw *back) {
  // CHECK: __global__ void pack(const float2 *in, const float *scale, hipify::__nv_fp4x2_storage_t *fp4,
  // CHECK-NEXT: hipify::__nv_fp6_storage_t *fp6, __half_raw *back) {
  int i = threadIdx.x;
  fp4[i] = __nv_cvt_float2_to_fp4x2(in[i], __NV_E2M1, cudaRoundNearest);
  // CHECK: fp4[i] = hipify::__nv_cvt_float2_to_fp4x2(in[i], hipify::__NV_E2M1, hipify::cudaRoundNearest);
  // DIAG: {{.*}}mx.cu:[[@LINE-2]]:12: note: '__nv_cvt_float2_to_fp4x2' is not in HIP {{.*}}; the helper 'hipify::__nv_cvt_float2_to_fp4x2' of hipify_mx.h stands in for it exactly [hipify-helper]
  fp6[i] = __nv_cvt_float_to_fp6(scale[i], __NV_E3M2, cudaRoundZero);
  // CHECK: fp6[i] = hipify::__nv_cvt_float_to_fp6(scale[i], hipify::__NV_E3M2, hipify::cudaRoundZero);
  back[i] = __nv_cvt_fp6_to_halfraw(fp6[i], __NV_E3M2);
  // CHECK: back[i] = hipify::__nv_cvt_fp6_to_halfraw(fp6[i], hipify::__NV_E3M2);
  __nv_fp4_e2m1 one(1.0f);
  // CHECK: __nv_fp4_e2m1 one(1.0f);
  // DIAG: {{.*}}mx.cu:[[@LINE-2]]:3: warning: '__nv_fp4_e2m1' has no HIP equivalent; left unchanged [hipify-unsupported]
}
