// cuBLAS v2 (cublas_v2.h): the handle, status, operation enumerators and
// calls map to hipBLAS, and with --roc to rocBLAS.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>
// ROC: #include <rocblas/rocblas.h>

cublasStatus_t gemm(cublasHandle_t handle, int m, int n, int k, const float *a,
                    const float *b, float *c) {
  // CHECK: hipblasStatus_t gemm(hipblasHandle_t handle, int m, int n, int k, const float *a,
  // ROC: rocblas_status gemm(rocblas_handle handle, int m, int n, int k, const float *a,
  const float alpha = 1.0f, beta = 0.0f;
  return cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, a, m, b, k, &beta, c, m);
  // CHECK: return hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &alpha, a, m, b, k, &beta, c, m);
  // ROC: return rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_transpose, m, n, k, &alpha, a, m, b, k, &beta, c, m);
}

int run() {
  cublasHandle_t handle;
  // CHECK: hipblasHandle_t handle;
  // ROC: rocblas_handle handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
  // CHECK: if (hipblasCreate(&handle) != HIPBLAS_STATUS_SUCCESS)
  // ROC: if (rocblas_create_handle(&handle) != rocblas_status_success)
    return 1;
  cublasDestroy(handle);
  // CHECK: hipblasDestroy(handle);
  // ROC: rocblas_destroy_handle(handle);
  return 0;
}
// DIAG-NOT: error

// The status as text: hipBLAS has one function for it, which gives the
// status's name (cublasGetStatusName's), and serves cublasGetStatusString
// too; rocBLAS has its own, the name too.
const char *statusText(cublasStatus_t s, bool name) {
  return name ? cublasGetStatusName(s) : cublasGetStatusString(s);
  // CHECK: return name ? hipblasStatusToString(s) : hipblasStatusToString(s);
  // ROC: return name ? rocblas_status_to_string(s) : rocblas_status_to_string(s);
}
