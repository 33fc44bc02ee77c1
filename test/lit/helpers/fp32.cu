// HIP lacks CUDA 12.8's float2 arithmetic and __fmaf_ieee_rn: the
// round-to-nearest forms take the fp32 helper's names at every target; the
// directed-rounding ones, which the helper does not supply, are reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/62/f.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/f.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %hipify --hip-version 5.2 %s -o %t/52/f.hip 2>/dev/null
// RUN: %hipify --hip-version 7.1 %s -o %t/71/f.hip 2>/dev/null
// RUN: diff %t/62/f.hip %t/52/f.hip
// RUN: diff %t/62/f.hip %t/71/f.hip
// The helper compiles against HIP 5.2 (the translation but for the
// reported call).
// RUN: %if hip-headers %{ printf '#include <hip/hip_runtime.h>\n#include "hipify_fp32.h"\n__global__ void k(float2 *p, float *f) { p[0] = hipify::__ffma2_rn(p[1], hipify::__fadd2_rn(p[2], p[3]), hipify::__fmul2_rn(p[4], p[5])); f[0] = hipify::__fmaf_ieee_rn(f[1], f[2], f[3]); }\n' > %t/62/c.hip %}
// RUN: %if hip-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip-root -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/c.hip %}

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_fp32.h"

__global__ void k(float2 *p, float *f) {
  p[0] = __ffma2_rn(p[1], __fadd2_rn(p[2], p[3]), __fmul2_rn(p[4], p[5]));
  // CHECK: p[0] = hipify::__ffma2_rn(p[1], hipify::__fadd2_rn(p[2], p[3]), hipify::__fmul2_rn(p[4], p[5]));
  // DIAG: {{.*}}fp32.cu:[[@LINE-2]]:10: note: '__ffma2_rn' is not in HIP 6.2; the helper 'hipify::__ffma2_rn' of hipify_fp32.h stands in for it exactly [hipify-helper]
  // DIAG: {{.*}}fp32.cu:[[@LINE-3]]:27: note: '__fadd2_rn' {{.*}} [hipify-helper]
  // DIAG: {{.*}}fp32.cu:[[@LINE-4]]:51: note: '__fmul2_rn' {{.*}} [hipify-helper]
  f[0] = __fmaf_ieee_rn(f[1], f[2], f[3]);
  // CHECK: f[0] = hipify::__fmaf_ieee_rn(f[1], f[2], f[3]);
  // DIAG: {{.*}}fp32.cu:[[@LINE-2]]:10: note: '__fmaf_ieee_rn' {{.*}} [hipify-helper]
  p[6] = __fadd2_rz(p[1], p[2]);
  // CHECK: p[6] = __fadd2_rz(p[1], p[2]);
  // DIAG: {{.*}}fp32.cu:[[@LINE-2]]:10: warning: '__fadd2_rz' has no HIP equivalent; left unchanged [hipify-unsupported]
}
