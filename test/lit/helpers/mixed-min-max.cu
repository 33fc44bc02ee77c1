// CUDA's min and max take two integer types of one width, signed beside
// unsigned (min(int, unsigned) is unsigned); HIP lacks those overloads and
// resolves such a call to a floating-point one ("array subscript is not an
// integer"), and in host code has int's only. Such a call becomes the math
// helper's, CUDA's whole set of overloads; a call of int, and one of a
// single type in device code, keeps HIP's. A pair of two widths CUDA itself
// does not resolve (max(int, long long)) is left as it is. The same with the
// SDK and without.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/m.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/m.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t/err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/m.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/m.hip %t/again.hip
// The translation compiles against HIP 5.2 with the helper beside it.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/m.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/m.cu -o %t/out/m.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_math.h"

__global__ void k(float *x, int n, unsigned u, long long l,
                  unsigned long long ul, short s) {
  int i = threadIdx.x;
  x[min(n - 1, i + 2 * blockDim.x)] = 0;
  // CHECK: x[hipify::min(n - 1, i + 2 * blockDim.x)] = 0;
  // DIAG: {{.*}}mixed-min-max.cu:[[@LINE-2]]:5: note: 'min' of int and unsigned int: CUDA's overload for them HIP lacks, which resolves it to another; the helper 'hipify::min' of hipify_math.h has CUDA's overloads [hipify-helper]
  x[max(u, n) + min(l, ul)] = 1;
  // CHECK: x[hipify::max(u, n) + hipify::min(l, ul)] = 1;
  // DIAG: {{.*}}mixed-min-max.cu:[[@LINE-2]]:5: note: 'max' of unsigned int and int: {{.*}} [hipify-helper]
  // DIAG: {{.*}}mixed-min-max.cu:[[@LINE-3]]:17: note: 'min' of long long and unsigned long long: {{.*}} [hipify-helper]
  x[min(s, n)] = 2;
  // CHECK: x[hipify::min(s, n)] = 2;
  // DIAG: {{.*}}mixed-min-max.cu:[[@LINE-2]]:5: note: 'min' of short and int: {{.*}} [hipify-helper]
  x[min(n, i) + max(u, u)] = 3;
  // CHECK: x[min(n, i) + max(u, u)] = 3;
  x[0] = min(x[1], x[2]);
  // CHECK: x[0] = min(x[1], x[2]);
}

__host__ __device__ unsigned hd(unsigned a, unsigned b) { return max(a, b); }
// CHECK: __host__ __device__ unsigned hd(unsigned a, unsigned b) { return hipify::max(a, b); }
// DIAG: {{.*}}mixed-min-max.cu:[[@LINE-2]]:66: note: 'max' of unsigned int and unsigned int: CUDA's overload for them is host and device, HIP's device code's only; the helper 'hipify::max' of hipify_math.h has CUDA's overloads [hipify-helper]

int h(int a, int b) { return max(a, b); }
// CHECK: int h(int a, int b) { return max(a, b); }
