// CUDA declares isfinite, isnan, isinf and signbit in the global namespace
// for host code too; HIP's global ones are device code's only, so a host
// call finds no match (clang's CUDA headers the same: the call does not
// resolve in the parse either). A host or host-and-device caller gets the
// math helper's, the C++ library's classification on the host and HIP's own
// on the device. Device code and std:: calls keep theirs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/c.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/c.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/c.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/c.hip %t/again.hip
// The translation compiles against HIP 5.2 with the helper beside it.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/c.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/c.cu -o %t/out/c.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
#include <cmath>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_math.h"
// CHECK-NEXT: #include <cmath>

bool bad(float x, double y) { return !isfinite(x) || isnan(y); }
// CHECK: bool bad(float x, double y) { return !hipify::isfinite(x) || hipify::isnan(y); }
// DIAG: {{.*}}host-classify.cu:[[@LINE-2]]:39: note: 'isfinite' in host code: CUDA computes it on the host too, HIP declares it for device code only; the helper 'hipify::isfinite' of hipify_math.h computes CUDA's host form [hipify-helper]
// DIAG: {{.*}}host-classify.cu:[[@LINE-3]]:54: note: 'isnan' in host code: {{.*}} [hipify-helper]

__host__ __device__ int sign(double v) { return signbit(v) ? -1 : isinf(v) ? 2 : 1; }
// CHECK: __host__ __device__ int sign(double v) { return hipify::signbit(v) ? -1 : hipify::isinf(v) ? 2 : 1; }
// DIAG: {{.*}}host-classify.cu:[[@LINE-2]]:49: note: 'signbit' in host code: {{.*}} [hipify-helper]
// DIAG: {{.*}}host-classify.cu:[[@LINE-3]]:67: note: 'isinf' in host code: {{.*}} [hipify-helper]

__global__ void k(float *p) { p[0] = isfinite(p[1]) ? p[1] : 0.0f; }
// CHECK: __global__ void k(float *p) { p[0] = isfinite(p[1]) ? p[1] : 0.0f; }

bool library(float x) { return std::isfinite(x); }
// CHECK: bool library(float x) { return std::isfinite(x); }
