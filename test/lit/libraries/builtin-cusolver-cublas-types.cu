// The built-in cusolverDn.h declares what the SDK's cusolverDn.h makes
// visible, cublas_api.h included: CUBLAS_OP_N parses without an SDK (no
// clang-error with -v).
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: -implicit-check-not=error: < %t.err

#include <cusolverDn.h>

void solve(cusolverDnHandle_t h, float *a, int *ipiv, float *b, int *info) {
  cusolverDnSgetrs(h, CUBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
  // CHECK: hipsolverDnSgetrs(h, HIPBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
}
// DIAG-NOT: error
