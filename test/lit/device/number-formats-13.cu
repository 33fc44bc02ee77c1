// Every name CUDA 13's number-format headers declare is known to the tables
// (tools/import-facts/scan_cuda_headers.py): what HIP has is translated, the
// rest (the fp4 and fp6 class types, htanh) is reported at its line,
// never passed on silently (cudaRoundMode and e8m0's conversions are the
// e8m0 helper's: helpers/e8m0.cu; the fp4 and fp6
// conversions the mx helper's: helpers/mx.cu). The other names of the half
// type are CUDA's typedefs of __half, and HIP's too.
// RUN: %hipify --hip-version 7.1 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 7.1 --examine %s 2>&1 | FileCheck --check-prefix=STATS %s
#include <cuda_fp16.h>
#include <cuda_fp8.h>
// CHECK: #include <hip/hip_fp8.h>
#include <cuda_fp4.h>
// CHECK: #include "hipify_mx.h"

__global__ void k(half *h, nv_half2 *h2, __nv_half_raw *r, unsigned char *e,
                  __nv_bfloat16_raw *b, const float *in) {
  // CHECK: __global__ void k(half *h, __half2 *h2, __half_raw *r, unsigned char *e,
  __nv_half x = h[0];
  // CHECK: __half x = h[0];
  h[1] = htanh(x);
  // DIAG: number-formats-13.cu:[[@LINE-1]]:10: warning: 'htanh' has no HIP equivalent; left unchanged [hipify-unsupported]
  __nv_fp4_storage_t s = __nv_cvt_float_to_fp4(in[0], __NV_E2M1, cudaRoundNearest);
  // CHECK: hipify::__nv_fp4_storage_t s = hipify::__nv_cvt_float_to_fp4(in[0], hipify::__NV_E2M1, hipify::cudaRoundNearest);
  __nv_fp4_e2m1 c(in[2]);
  // CHECK: __nv_fp4_e2m1 c(in[2]);
  // DIAG: number-formats-13.cu:[[@LINE-2]]:3: warning: '__nv_fp4_e2m1' has no HIP equivalent; left unchanged [hipify-unsupported]
  e[0] = __nv_cvt_double_to_e8m0(in[1], __NV_SATFINITE, cudaRoundPosInf) + s;
  // CHECK: e[0] = hipify::__nv_cvt_double_to_e8m0(in[1], __HIP_SATFINITE, hipify::cudaRoundPosInf) + s;
  r[0] = __nv_half_raw(x);
  // CHECK: r[0] = __half_raw(x);
}
// STATS: {{.*}} 2 unsupported, {{.*}} 0 parse errors,
