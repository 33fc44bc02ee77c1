// With --roc, the roc name is gated by --hip-version like a HIP name: the
// roc-added versions of the tables are ROCm releases, the same numbering as
// HIP's (rocblas_sgemm_strided_batched_64 came with ROCm 6.3.0), so a 5.2
// target leaves the call unchanged and reports it.
// RUN: %hipify --roc --hip-version 5.2 %s -o - 2>%t.err | FileCheck --check-prefix=HIP52 --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG52 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=NEWEST --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>

void gemm(cublasHandle_t h, const float *a, const float *b, float *c, float alpha, float beta) {
  cublasSgemmStridedBatched_64(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &alpha, a, 4, 16, b, 4, 16, &beta, c, 4, 16, 2);
  // HIP52: cublasSgemmStridedBatched_64(h, rocblas_operation_none, rocblas_operation_none, 4, 4, 4, &alpha, a, 4, 16, b, 4, 16, &beta, c, 4, 16, 2);
  // NEWEST: rocblas_sgemm_strided_batched_64(h, rocblas_operation_none, rocblas_operation_none, 4, 4, 4, &alpha, a, 4, 16, b, 4, 16, &beta, c, 4, 16, 2);
  // DIAG52: {{.*}}roc-added-later.cu:[[@LINE-3]]:3: warning: 'rocblas_sgemm_strided_batched_64' requires {{.+}} 6.3.0; target is 5.2; left unchanged [hipify-unsupported]
}
// DIAG52-NOT: error
// NODIAG-NOT: error
