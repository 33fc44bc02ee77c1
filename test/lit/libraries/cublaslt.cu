// cuBLASLt (cublasLt.h) maps to hipBLASLt: handle, descriptors, layouts,
// compute and data type enumerators, matmul; a cuBLASLt call without a
// hipBLASLt equivalent is left unchanged and reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cublasLt.h>
// CHECK: #include <hipblaslt/hipblaslt.h>

void matmul(cublasLtHandle_t lt, cublasLtMatmulDesc_t op, const float *alpha,
            const float *a, cublasLtMatrixLayout_t layout, float *c, void *workspace,
            size_t size) {
  // CHECK: void matmul(hipblasLtHandle_t lt, hipblasLtMatmulDesc_t op, const float *alpha,
  // CHECK: const float *a, hipblasLtMatrixLayout_t layout, float *c, void *workspace,
  cublasLtMatmul(lt, op, alpha, a, layout, a, layout, alpha, c, layout, c, layout, nullptr,
                 workspace, size, 0);
  // CHECK: hipblasLtMatmul(lt, op, alpha, a, layout, a, layout, alpha, c, layout, c, layout, nullptr,
}

int run() {
  cublasLtHandle_t lt;
  // CHECK: hipblasLtHandle_t lt;
  cublasLtCreate(&lt);
  // CHECK: hipblasLtCreate(&lt);
  cublasLtMatmulDesc_t op;
  // CHECK: hipblasLtMatmulDesc_t op;
  cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  // CHECK: hipblasLtMatmulDescCreate(&op, HIPBLAS_COMPUTE_32F, HIP_R_32F);
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_RELU;
  // CHECK: hipblasLtEpilogue_t epilogue = HIPBLASLT_EPILOGUE_RELU;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue));
  cublasLtMatrixLayout_t layout;
  // CHECK: hipblasLtMatrixLayout_t layout;
  cublasLtMatrixLayoutCreate(&layout, CUDA_R_32F, 4, 4, 4);
  // CHECK: hipblasLtMatrixLayoutCreate(&layout, HIP_R_32F, 4, 4, 4);
  size_t version = cublasLtGetVersion();
  // CHECK: size_t version = cublasLtGetVersion();
  // DIAG: {{.*}}cublaslt.cu:[[@LINE-2]]:20: warning: 'cublasLtGetVersion' has no HIP equivalent; left unchanged [hipify-unsupported]
  cublasLtMatrixLayoutDestroy(layout);
  // CHECK: hipblasLtMatrixLayoutDestroy(layout);
  cublasLtMatmulDescDestroy(op);
  // CHECK: hipblasLtMatmulDescDestroy(op);
  return cublasLtDestroy(lt) == CUBLAS_STATUS_SUCCESS;
  // CHECK: return hipblasLtDestroy(lt) == HIPBLAS_STATUS_SUCCESS;
}
// DIAG-NOT: error
