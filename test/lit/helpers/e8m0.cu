// CUDA 12.8's e8m0 scale conversions and cudaRoundMode are in no HIP: the
// e8m0 helper stands in for them, and the translation writes hipify_e8m0.h
// beside itself. The fp8 types and saturation names around them are HIP's.
// The e8m0 class types are reported, not supplied.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v --hip-version 6.2 %s -o %t/e8m0.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/e8m0.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// RUN: head -1 %t/hipify_e8m0.h | FileCheck --check-prefix=MARK %s
// MARK: // Written by hipify-cxx: a helper for what HIP lacks (docs/helpers.md). Do not edit; a later run rewrites it.
// RUN: %hipify -v --hip-version 6.2 %t/e8m0.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/e8m0.hip %t/again.hip
// In compat mode the source compiles as written: `enum cudaRoundMode` keeps
// its keyword (the helper's is an enum too), so no change of it remains.
// RUN: mkdir -p %t/in && cp %s %t/in/e8m0.cu
// RUN: %hipify-bare compat --builtin-cuda --hip-version 6.2 --in-root %t/in --out %t/compat 2>&1 | FileCheck --check-prefix=COMPAT %s
// COMPAT: compat directory: {{.*}}; 0 changes of the source remain, {{.*}}, 0 parse errors
// RUN: grep -x '#define cudaRoundMode hipify::cudaRoundMode' %t/compat/hipify_compat.h

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_e8m0.h"
// CHECK-NEXT: #include <hip/hip_fp8.h>
#include <cuda_fp8.h>

__global__ void k(__nv_fp8_storage_t *e, __nv_fp8x2_storage_t *e2, const float *in,
                  const float2 *in2, __nv_bfloat16_raw *b, __nv_bfloat162_raw *b2,
                  const double *d) {
  int i = threadIdx.x;
  enum cudaRoundMode r = cudaRoundPosInf;
  // CHECK: enum hipify::cudaRoundMode r = hipify::cudaRoundPosInf;
  // DIAG: e8m0.cu:[[@LINE-2]]:8: note: 'cudaRoundMode' is not in HIP 6.2; the helper 'hipify::cudaRoundMode' of hipify_e8m0.h stands in for it exactly [hipify-helper]
  e[i] = __nv_cvt_float_to_e8m0(in[i], __NV_SATFINITE, r);
  // CHECK: e[i] = hipify::__nv_cvt_float_to_e8m0(in[i], __HIP_SATFINITE, r);
  // DIAG: e8m0.cu:[[@LINE-2]]:10: note: '__nv_cvt_float_to_e8m0' is not in HIP 6.2; the helper 'hipify::__nv_cvt_float_to_e8m0' of hipify_e8m0.h stands in for it exactly [hipify-helper]
  e[i + 1] = __nv_cvt_bfloat16raw_to_e8m0(b[i], __NV_NOSAT, cudaRoundZero);
  // CHECK: e[i + 1] = hipify::__nv_cvt_bfloat16raw_to_e8m0(b[i], __HIP_NOSAT, hipify::cudaRoundZero);
  e2[i] = __nv_cvt_float2_to_e8m0x2(in2[i], __NV_SATFINITE, cudaRoundZero);
  // CHECK: e2[i] = hipify::__nv_cvt_float2_to_e8m0x2(in2[i], __HIP_SATFINITE, hipify::cudaRoundZero);
  e2[i + 1] = __nv_cvt_bfloat162raw_to_e8m0x2(b2[i], __NV_SATFINITE, cudaRoundPosInf);
  // CHECK: e2[i + 1] = hipify::__nv_cvt_bfloat162raw_to_e8m0x2(b2[i], __HIP_SATFINITE, hipify::cudaRoundPosInf);
  b[i + 1] = __nv_cvt_e8m0_to_bf16raw(e[i]);
  // CHECK: b[i + 1] = hipify::__nv_cvt_e8m0_to_bf16raw(e[i]);
  b2[i + 1] = __nv_cvt_e8m0x2_to_bf162raw(e2[i]);
  // CHECK: b2[i + 1] = hipify::__nv_cvt_e8m0x2_to_bf162raw(e2[i]);
  e[i + 2] = __nv_cvt_double_to_e8m0(d[i], __NV_SATFINITE, cudaRoundZero);
  // CHECK: e[i + 2] = hipify::__nv_cvt_double_to_e8m0(d[i], __HIP_SATFINITE, hipify::cudaRoundZero);
  // DIAG: e8m0.cu:[[@LINE-2]]:14: note: '__nv_cvt_double_to_e8m0' is not in HIP 6.2; the helper 'hipify::__nv_cvt_double_to_e8m0' of hipify_e8m0.h stands in for it exactly [hipify-helper]
  e2[i + 2] = __nv_cvt_double2_to_e8m0x2(make_double2(d[i], d[i + 1]), __NV_NOSAT, cudaRoundPosInf);
  // CHECK: e2[i + 2] = hipify::__nv_cvt_double2_to_e8m0x2(make_double2(d[i], d[i + 1]), __HIP_NOSAT, hipify::cudaRoundPosInf);
}
