// CUDA's fp8 (the OCP formats e4m3 and e5m2) before HIP 7.0, whose fp8 is
// the FNUZ formats only: the conversions, the interpretations, and the
// types __nv_fp8_e4m3, __nv_fp8x2_e4m3,
// __nv_fp8x4_e4m3 and their e5m2 twins become the fp8 helper's
// (hipify_fp8.h, written beside the translation). At 7.0 and later they are
// HIP's own. The saturation modes are HIP's from 6.2 (the same values),
// which the helper's conversions take. The translations compile against
// 6.2 and 7.1; the e8m0 helper's calls beside them too.
// RUN: rm -rf %t && mkdir -p %t/62 %t/71
// RUN: %hipify -v --hip-version 6.2 %s -o %t/62/fp8.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/fp8.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// RUN: test -f %t/62/hipify_fp8.h
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// RUN: %hipify --hip-version 7.1 %s -o %t/71/fp8.hip 2>/dev/null
// RUN: FileCheck --check-prefix=HIP7 %s --input-file=%t/71/fp8.hip
// A second run over the translation changes nothing.
// RUN: %hipify --hip-version 6.2 %t/62/fp8.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/62/fp8.hip %t/again.hip
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root --hip-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/fp8.hip %}
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root --hip-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/fp8.hip %}
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root --hip-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only %t/71/fp8.hip %}

#include <cuda_fp8.h>
#include <cuda_bf16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_fp8.h"

__global__ void quantize(const float4 *in, __nv_fp8x4_e4m3 *q, __nv_fp8_storage_t *s,
                         const __half2 *h, __nv_fp8x2_e5m2 *p) {
  // CHECK: __global__ void quantize(const float4 *in, hipify::__nv_fp8x4_e4m3 *q, __hip_fp8_storage_t *s,
  // CHECK-NEXT: const __half2 *h, hipify::__nv_fp8x2_e5m2 *p) {
  int i = threadIdx.x;
  q[i] = __nv_fp8x4_e4m3(in[i]);
  // CHECK: q[i] = hipify::__nv_fp8x4_e4m3(in[i]);
  // DIAG: {{.*}}fp8.cu:[[@LINE-2]]:10: note: '__nv_fp8x4_e4m3' is not in HIP 6.2{{.*}}; the helper 'hipify::__nv_fp8x4_e4m3' of hipify_fp8.h stands in for it exactly [hipify-helper]
  float4 back = float4(q[i]);
  s[i] = __nv_cvt_float_to_fp8(back.x, __NV_SATFINITE, __NV_E4M3);
  // CHECK: s[i] = hipify::__nv_cvt_float_to_fp8({{.*}}back.x{{.*}}, __HIP_SATFINITE, hipify::__NV_E4M3);
  // HIP7: s[i] = __hip_cvt_float_to_fp8({{.*}}back.x{{.*}}, __HIP_SATFINITE, __HIP_E4M3);
  __nv_fp8x2_storage_t two = __nv_cvt_halfraw2_to_fp8x2(__half2_raw(h[i]), __NV_NOSAT, __NV_E5M2);
  __half2_raw wide = __nv_cvt_fp8x2_to_halfraw2(two, __NV_E5M2);
  p[i] = __nv_fp8x2_e5m2(__half2(wide));
  __nv_fp8_e5m2 one(back.y);
  __nv_fp8_e4m3 other(3);
  __nv_bfloat16 b = __nv_bfloat16(other);
  float sum = float(one) + float(other) + __bfloat162float(b) + int(one) + (bool(other) ? 1 : 0);
  __half_raw r = __nv_cvt_fp8_to_halfraw(__nv_cvt_double_to_fp8(sum, __NV_SATFINITE, __NV_E4M3), __NV_E4M3);
  __nv_fp8_interpretation_t kind = __NV_E5M2;
  __nv_saturation_t mode = __NV_NOSAT;
  s[i] ^= __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(b), mode, kind) ^ (unsigned char)r.x;
  s[i] ^= __nv_cvt_float_to_e8m0(sum, mode, cudaRoundZero);
  // CHECK: hipify::__nv_fp8_interpretation_t kind = hipify::__NV_E5M2;
  // CHECK-NEXT: __hip_saturation_t mode = __HIP_NOSAT;
  // HIP7: __hip_fp8_interpretation_t kind = __HIP_E5M2;
}
