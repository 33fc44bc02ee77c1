// CUDA computes rsqrtf, rsqrt, erfinvf, normcdff... on the host too; HIP
// declares them for device code only. A host or host-and-device caller of
// rsqrtf or rsqrt gets the math helper, which computes CUDA's host form on
// the host and is HIP's own on the device; a host call the helper does not
// have is reported. Device code, and a lambda in it, keep HIP's function.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/m.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/m.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: grep -q 'namespace hipify' %t/hipify_math.h
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/m.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/m.hip %t/again.hip
// The translation compiles against HIP 5.2 with the helper beside it, but
// for the two calls the report flags.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/m.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/m.cu -o %t/out/m.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 0 of 1 compilation units compile; 2 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_math.h"

#define INVERSE_ROOT(x) rsqrtf(x)

__host__ __device__ float unit(float x) { return x * rsqrtf(x * x); }
// CHECK: __host__ __device__ float unit(float x) { return x * hipify::rsqrtf(x * x); }
// DIAG: {{.*}}host-math.cu:[[@LINE-2]]:54: note: 'rsqrtf' in host code: CUDA computes it on the host too, HIP declares it for device code only; the helper 'hipify::rsqrtf' of hipify_math.h computes CUDA's host form [hipify-helper]

double scale(double v) { return rsqrt(v); }
// CHECK: double scale(double v) { return hipify::rsqrt(v); }
// DIAG: {{.*}}host-math.cu:[[@LINE-2]]:33: note: 'rsqrt' in host code: {{.*}} [hipify-helper]

float quantile(float p) { return erfinvf(p); }
// CHECK: float quantile(float p) { return erfinvf(p); }
// DIAG: {{.*}}host-math.cu:[[@LINE-2]]:34: warning: 'erfinvf' in host code: CUDA computes it on the host too, HIP declares it for device code only; compute it otherwise on the host [hipify-unsupported]

float spelled(float x) { return INVERSE_ROOT(x); }
// CHECK: float spelled(float x) { return INVERSE_ROOT(x); }
// DIAG: {{.*}}host-math.cu:[[@LINE-2]]:33: warning: 'rsqrtf' in host code: {{.*}}; call hipify::rsqrtf of hipify_math.h here (a macro spells this call) [hipify-unsupported]

__device__ float onDevice(float x) { return rsqrtf(x) + erfinvf(x); }
// CHECK: __device__ float onDevice(float x) { return rsqrtf(x) + erfinvf(x); }

__global__ void kernel(float *p) {
  auto inverse = [](float v) { return rsqrtf(v); };
  // CHECK: auto inverse = [](float v) { return rsqrtf(v); };
  p[0] = inverse(p[0]);
}

int main() {
  auto inverse = [](float v) { return rsqrtf(v); };
  // CHECK: auto inverse = [](float v) { return hipify::rsqrtf(v); };
  // DIAG: {{.*}}host-math.cu:[[@LINE-2]]:39: note: 'rsqrtf' in host code: {{.*}} [hipify-helper]
  return inverse(4.0f) == 0.5f && unit(2.0f) == 1.0f ? 0 : 1;
}
