// cuBLAS's Ex GEMMs keep a C++ overload whose compute type is a cudaDataType
// (CUDA_R_32F), which CUDA maps to a cublasComputeType_t; hipBLAS's _v2
// functions take only a hipblasComputeType_t. Such a call, by the type of
// its compute argument (an enumerator or a variable), becomes the blas
// helper's, which maps it as cuBLAS documents; a modern call stays
// hipBLAS's. The same with the SDK and without; before HIP 6.0 (no _v2 API)
// the call is reported. The translation compiles against 6.2 and 7.1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v --hip-version 6.2 %s -o %t/62/a.hip 2>%t/62.err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/a.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=hipify-helper < %t/62.err
// RUN: test -f %t/62/hipify_blas.h
// RUN: %hipify --hip-version 7.1 %s -o %t/71/a.hip
// RUN: diff %t/62/a.hip %t/71/a.hip
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 6.2 %s -o %t/sdk/a.hip && diff %t/62/a.hip %t/sdk/a.hip %}
// RUN: %hipify --hip-version 5.2 %s -o %t/52/a.hip 2>%t/52.err
// RUN: FileCheck --check-prefix=DIAG52 %s < %t/52.err
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root --hip-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/a.hip %}
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root --hip-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/71 %t/71/a.hip %}

#include <cublas_v2.h>
// CHECK: #include "hipify_blas.h"

cublasStatus_t gemms(cublasHandle_t h, const float *A, const float *B, float *C,
                     const void *const *As, void *const *Cs, int n, cudaDataType t) {
  float one = 1, zero = 0;
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, CUDA_R_32F, n, B, CUDA_R_32F, n, &zero, C, CUDA_R_32F, n, CUDA_R_32F, CUBLAS_GEMM_DEFAULT);
  // CHECK: hipify::cublasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIP_R_32F, n, B, HIP_R_32F, n, &zero, C, HIP_R_32F, n, HIP_R_32F, HIPBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}cublas-legacy-compute-type.cu:[[@LINE-2]]:3: note: 'cublasGemmEx' on 'cudaDataType_t': HIP 6.2 has no such overload; the helper 'hipify::cublasGemmEx' of hipify_blas.h stands in for it exactly [hipify-helper]
  cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, A, CUDA_R_32F, n, 0, B, CUDA_R_32F, n, 0, &zero, C, CUDA_R_32F, n, 0, 1, t, CUBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}cublas-legacy-compute-type.cu:[[@LINE-1]]:3: note: 'cublasGemmStridedBatchedEx' on 'cudaDataType': {{.*}}[hipify-helper]
  // CHECK: hipify::cublasGemmStridedBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &one, A, HIP_R_32F, n, 0, B, HIP_R_32F, n, 0, &zero, C, HIP_R_32F, n, 0, 1, t, HIPBLAS_GEMM_DEFAULT);
  cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, As, CUDA_R_16F, n, As, CUDA_R_16F, n, &zero, Cs, CUDA_R_16F, n, 1, CUDA_R_16F, CUBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}cublas-legacy-compute-type.cu:[[@LINE-1]]:3: note: 'cublasGemmBatchedEx' on 'cudaDataType_t': {{.*}}[hipify-helper]
  // CHECK: hipify::cublasGemmBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, As, HIP_R_16F, n, As, HIP_R_16F, n, &zero, Cs, HIP_R_16F, n, 1, HIP_R_16F, HIPBLAS_GEMM_DEFAULT);
  return cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, CUDA_R_32F, n, B, CUDA_R_32F, n, &zero, C, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  // CHECK: return hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, HIP_R_32F, n, B, HIP_R_32F, n, &zero, C, HIP_R_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
}
// DIAG52: {{.*}}cublas-legacy-compute-type.cu:27:3: warning: 'cublasGemmEx' on 'cudaDataType{{(_t)?}}': HIP 5.2 has no such overload; translate the call by hand; left unchanged [hipify-unsupported]
