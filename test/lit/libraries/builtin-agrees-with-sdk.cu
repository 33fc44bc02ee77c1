// The SDK's cusparse.h and cusolverDn.h parse these calls without errors (the
// reference for the built-in declarations, see builtin-cusparse-library-types.cu
// and builtin-cusolver-cublas-types.cu), and both modes translate them alike.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk -v %s -o %t.sdk 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.sdk
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: -implicit-check-not=error: < %t.err
// RUN: %hipify %s -o %t.builtin
// RUN: diff %t.sdk %t.builtin

#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

void vector(cusparseDnVecDescr_t *vec, float *x) {
  cusparseCreateDnVec(vec, 4, x, CUDA_R_32F);
  // CHECK: hipsparseCreateDnVec(vec, 4, x, HIP_R_32F);
}

void solve(cusolverDnHandle_t h, float *a, int *ipiv, float *b, int *info) {
  cusolverDnSgetrs(h, CUBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
  // CHECK: hipsolverDnSgetrs(h, HIPBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
}
// DIAG-NOT: error
