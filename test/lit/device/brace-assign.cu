// nvcc takes `x = {}` on __half2 and __nv_bfloat162 (zero); HIP's twins
// declare more assignments and find it ambiguous, as clang's parse of
// CUDA's headers does. The braces get the HIP type's name: zero there too.
// Other types' `= {}` (float2), and braces with values, are left as they
// are; a second run changes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 %s -o %t/b.hip
// RUN: FileCheck --match-full-lines %s --input-file=%t/b.hip
// RUN: %hipify --hip-version 6.2 %t/b.hip -o %t/b2.hip 2>&1 | FileCheck --check-prefix=AGAIN --allow-empty %s
// AGAIN-NOT: warning
// RUN: diff %t/b.hip %t/b2.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o %t/sdk.hip && diff %t/b.hip %t/sdk.hip %}
// RUN: %if hip62-headers %{ %hipify --hip-version 6.2 %s -o %t/v62/b.hip --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip71-headers %{ %hipify --hip-version 7.1 %s -o %t/v71/b.hip --rocm-path %hip71-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void k(__half2 *o, __nv_bfloat162 *r, float2 *f) {
  __half2 h;
  h = {};
  // CHECK: h = __half2{};
  o[0] = h;
  r[0]={ };
  // CHECK: r[0]=__hip_bfloat162{ };
  half2 t;
  t = {};
  // CHECK: t = __half2{};
  o[1] = t;
  f[0] = {};
  // CHECK: f[0] = {};
  o[2] = __floats2half2_rn(1.0f, 2.0f);
}
