// cuBLAS's deprecated tensor-op algorithms are its default heuristics with
// reduced precision allowed (not required): hipBLAS has no such values, and
// its default algorithm, which computes at the precision asked, is one the
// mode allows.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
#include <cublas_v2.h>
cublasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP;
// CHECK: hipblasGemmAlgo_t a = HIPBLAS_GEMM_DEFAULT;
cublasGemmAlgo_t b = CUBLAS_GEMM_ALGO7_TENSOR_OP;
// CHECK: hipblasGemmAlgo_t b = HIPBLAS_GEMM_DEFAULT;
