// HIP has none of CUDA's SIMD intrinsics: each call takes the name of the
// helper that stands in for it (hipify::__vsub4), the file includes the
// helper header after the runtime header, and the run writes the header
// beside the output, marked as hipify-cxx's. Each use is a hipify-helper
// note at its line, in the text report too. The same at every target.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/out/simd.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/out/simd.hip
// RUN: FileCheck --check-prefix=DIAG %s --input-file=%t/err
// RUN: FileCheck --check-prefix=HEADER %s --input-file=%t/out/hipify_simd.h
// RUN: %hipify --hip-version 5.2 %s -o %t/52/simd.hip
// RUN: %hipify --hip-version 7.1 %s -o %t/71/simd.hip
// RUN: diff %t/out/simd.hip %t/52/simd.hip
// RUN: diff %t/out/simd.hip %t/71/simd.hip
// RUN: cmp %t/out/hipify_simd.h %t/71/hipify_simd.h
// Only the families used: no other helper header.
// RUN: ls %t/out | FileCheck --check-prefix=FILES %s
// FILES: hipify_simd.h
// FILES-NEXT: simd.hip
// FILES-EMPTY:
// The text report lists each use.
// RUN: %hipify --hip-version 6.2 --print-stats %s -o %t/stats/simd.hip 2>&1 | FileCheck --check-prefix=STATS %s
// STATS: {{.*}}simd.cu:{{[0-9]+}}:{{[0-9]+}}: note: '__vsub4' is not in HIP 6.2; the helper 'hipify::__vsub4' of hipify_simd.h stands in for it exactly [hipify-helper]
// HEADER: // Written by hipify-cxx: a helper for what HIP lacks (docs/helpers.md). Do not edit; a later run rewrites it.
// HEADER: namespace hipify {

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_simd.h"

__global__ void k(unsigned *p) {
  unsigned a = p[0], b = p[1];
  p[2] = __vsub4(a, b);
  // CHECK: p[2] = hipify::__vsub4(a, b);
  // DIAG: simd.cu:[[@LINE-2]]:10: note: '__vsub4' is not in HIP 6.2; the helper 'hipify::__vsub4' of hipify_simd.h stands in for it exactly [hipify-helper]
  p[3] = __vcmpne4(a, b) | __vsubss2(a, b);
  // CHECK: p[3] = hipify::__vcmpne4(a, b) | hipify::__vsubss2(a, b);
  // DIAG: simd.cu:[[@LINE-2]]:10: note: '__vcmpne4' is not in HIP 6.2; {{.*}} [hipify-helper]
  // DIAG: simd.cu:[[@LINE-3]]:28: note: '__vsubss2' is not in HIP 6.2; {{.*}} [hipify-helper]
#define SAD(x, y) __vsadu4(x, y)
  // CHECK: #define SAD(x, y) hipify::__vsadu4(x, y)
  p[4] = SAD(a, b);
}
