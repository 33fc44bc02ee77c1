// Under <cublas_v2.h>, cublasSgemm is the v2 function (a macro for
// cublasSgemm_v2 in the SDK) and is renamed to hipblasSgemm without a warning;
// the explicit _v2 spelling maps to the same name.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>

void gemm(cublasHandle_t h, int m, int n, int k, const float *alpha, const float *a,
          const float *b, const float *beta, float *c) {
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, a, m, b, k, beta, c, m);
  // CHECK: hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, alpha, a, m, b, k, beta, c, m);
  cublasSgemm_v2(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, a, m, b, k, beta, c, m);
  // CHECK: hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, alpha, a, m, b, k, beta, c, m);
}
// DIAG-NOT: error
