// Host code's __half and __half2 operators: the file includes the half
// helper, which declares CUDA's for host code beside HIP's device ones; the
// code keeps its spelling, and compiles (host and device) against HIP 6.2
// and 7.1. A file whose operators are all in device code needs nothing.
// __hmax2, __hmin2 and their _nan forms, which HIP lacks, are the helper's
// at every target, translated and in compat mode.
// RUN: rm -rf %t && mkdir -p %t/in %t/device
// RUN: cp %s %t/in/h.cu
// RUN: %hipify --hip-version 6.2 %t/in/h.cu -o %t/62/h.hip
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/h.hip
// RUN: test -f %t/62/hipify_half.h
// RUN: %hipify --hip-version 7.1 %t/in/h.cu -o %t/71/h.hip
// RUN: diff %t/62/h.hip %t/71/h.hip
// RUN: %if hip62-headers %{ %hipify --hip-version 6.2 %t/in/h.cu -o %t/v62/h.hip --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip71-headers %{ %hipify --hip-version 7.1 %t/in/h.cu -o %t/v71/h.hip --rocm-path %hip71-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip62-headers %{ %hipify-bare compat --builtin-cuda --hip-version 6.2 --in-root %t/in --out %t/compat --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors
// RUN: printf '#include <cuda_fp16.h>\n__global__ void k(__half *a, __half2 *b) { a[0] = a[1] * a[2]; a[0] += a[1]; b[0] += b[1]; if (b[0] == b[1]) ++a[0]; }\n' > %t/device/d.cu
// RUN: %hipify --hip-version 6.2 %t/device/d.cu -o %t/device/d.hip
// RUN: not grep hipify_half %t/device/d.hip
// RUN: test ! -e %t/device/hipify_half.h

#include <cuda_fp16.h>
#include <vector>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_half.h"
// CHECK-NEXT: #include <hip/hip_fp16.h>

bool before(__half a, __half b) { return a < b && a != b; }
// CHECK: bool before(__half a, __half b) { return a < b && a != b; }
void scale(__half *a, int n) {
  for (int i = 0; i < n; ++i)
    a[i] *= __half(2);
}
template <class T> T sum(T a, T b) { return a + b; }
__host__ __device__ __half2 step(__half2 x, __half2 y) {
  x += y;
  ++x;
  return x;
}
__global__ void k(__half *a, __half2 *p) { a[0] = a[1] + a[2]; p[0] = step(p[1], p[2]); }
__global__ void extremes(__half2 *p) {
  p[0] = __hmax2(p[1], p[2]);
  // CHECK: p[0] = hipify::__hmax2(p[1], p[2]);
  p[3] = __hmin2_nan(p[4], __hmin2(p[5], __hmax2_nan(p[6], p[7])));
  // CHECK: p[3] = hipify::__hmin2_nan(p[4], hipify::__hmin2(p[5], hipify::__hmax2_nan(p[6], p[7])));
}

int main() {
  std::vector<__half> v(4, __float2half(1.5f));
  scale(v.data(), 4);
  __half2 x = __float2half2_rn(1.0f), y = step(x, x);
  return before(v[0], sum(v[1], v[2])) + (x == y) + (x < y);
}
