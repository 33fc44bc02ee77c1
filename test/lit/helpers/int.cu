// HIP has none of CUDA's dot products (__dp4a, __dp2a_lo, __dp2a_hi), DPX
// functions or byte swaps: each call takes the name of the int helper's
// function, the file includes hipify_int.h after the runtime header, and the
// run writes it beside the output. Each use is a hipify-helper note at its
// line. The same at every target: 5.2, 6.2 and 7.1 declare none of them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/out/int.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/out/int.hip
// RUN: FileCheck --check-prefix=DIAG %s --input-file=%t/err
// RUN: FileCheck --check-prefix=HEADER %s --input-file=%t/out/hipify_int.h
// RUN: %hipify --hip-version 5.2 %s -o %t/52/int.hip
// RUN: %hipify --hip-version 7.1 %s -o %t/71/int.hip
// RUN: diff %t/out/int.hip %t/52/int.hip
// RUN: diff %t/out/int.hip %t/71/int.hip
// RUN: cmp %t/out/hipify_int.h %t/71/hipify_int.h
// RUN: ls %t/out | FileCheck --check-prefix=FILES %s
// FILES: hipify_int.h
// FILES-NEXT: int.hip
// FILES-EMPTY:
// No name of these is unknown any more: nothing is reported unsupported.
// RUN: not grep hipify-unsupported %t/err
// HEADER: // Written by hipify-cxx: a helper for what HIP lacks (docs/helpers.md). Do not edit; a later run rewrites it.
// HEADER: namespace hipify {

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_int.h"

__global__ void k(int *o, unsigned *u, char4 a, uchar4 b) {
  o[0] = __dp4a(o[1], o[2], o[3]);
  // CHECK: o[0] = hipify::__dp4a(o[1], o[2], o[3]);
  // DIAG: int.cu:[[@LINE-2]]:10: note: '__dp4a' is not in HIP 6.2; the helper 'hipify::__dp4a' of hipify_int.h stands in for it exactly [hipify-helper]
  o[4] = __dp4a(a, a, o[5]) + __dp2a_lo(o[1], o[2], o[3]);
  // CHECK: o[4] = hipify::__dp4a(a, a, o[5]) + hipify::__dp2a_lo(o[1], o[2], o[3]);
  u[0] = __dp4a(b, b, u[1]) + __dp2a_hi(u[1], u[2], u[3]);
  // CHECK: u[0] = hipify::__dp4a(b, b, u[1]) + hipify::__dp2a_hi(u[1], u[2], u[3]);
  o[6] = __vimax3_s32(o[1], o[2], o[3]) + __viaddmax_s16x2_relu(o[1], o[2], o[3]);
  // CHECK: o[6] = hipify::__vimax3_s32(o[1], o[2], o[3]) + hipify::__viaddmax_s16x2_relu(o[1], o[2], o[3]);
  // DIAG: int.cu:[[@LINE-2]]:43: note: '__viaddmax_s16x2_relu' is not in HIP 6.2; {{.*}} [hipify-helper]
  bool pred;
  u[4] = __vibmax_u32(u[1], u[2], &pred) + __nv_bswap32(u[5]);
  // CHECK: u[4] = hipify::__vibmax_u32(u[1], u[2], &pred) + hipify::__nv_bswap32(u[5]);
}
