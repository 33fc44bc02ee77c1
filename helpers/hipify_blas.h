// hipify-cxx helper header: cuBLAS's legacy compute type of its Ex GEMMs.
//
// hipify_blas.h - cublasGemmEx, cublasGemmBatchedEx and
// cublasGemmStridedBatchedEx as CUDA's C++ users may call them, with a
// cudaDataType as the compute type (CUDA 11 made it a cublasComputeType_t
// and kept the old form as an overload). hipBLAS's _v2 API takes only a
// hipblasComputeType_t, so such a call does not compile once translated:
// hipify-cxx rewrites it as hipify::cublasGemmEx(...) and writes this header
// beside the translation.
//
// Written for hipify-cxx from NVIDIA's cuBLAS documentation (cublasGemmEx:
// "the legacy cudaDataType_t compute type ... is mapped": CUDA_R_16F ->
// CUBLAS_COMPUTE_16F, CUDA_R_32I -> _32I, CUDA_R_32F and CUDA_C_32F -> _32F,
// CUDA_R_64F and CUDA_C_64F -> _64F, each the _PEDANTIC one where the
// handle's math mode is CUBLAS_PEDANTIC_MATH; any other type is
// CUBLAS_STATUS_NOT_SUPPORTED). Where the documentation left a point open,
// CUDA's cublas_api.h was read to settle it, and only for that: the math
// mode is read from the handle first, and an error reading it is the call's
// result. Each function does that, then calls hipBLAS's _v2 function with
// the compute type, so it returns what the call returns.
//
// hipBLAS 2 (ROCm 6.0) has the _v2 API; 2.1 (ROCm 6.1) hipblasGetMathMode:
// before it no code can set a pedantic mode (cublasSetMathMode has no HIP
// twin there), so the default mode is exact. Before hipBLAS 2 the header
// declares nothing (the translation reports such calls).
#pragma once

#include <hipblas/hipblas.h>

#if hipblasVersionMajor >= 2
namespace hipify {
namespace blas_detail {
inline hipblasStatus_t computeType(hipblasHandle_t handle, hipDataType type,
                                   hipblasComputeType_t *out) {
  bool Pedantic = false;
#if hipblasVersionMajor > 2 || hipblasVersionMinor >= 1
  hipblasMath_t Mode = HIPBLAS_DEFAULT_MATH;
  hipblasStatus_t Status = hipblasGetMathMode(handle, &Mode);
  if (Status != HIPBLAS_STATUS_SUCCESS)
    return Status;
  Pedantic = (int(Mode) & 0xf) == int(HIPBLAS_PEDANTIC_MATH);
#endif
  switch (type) {
  case HIP_R_32F:
  case HIP_C_32F:
    *out = Pedantic ? HIPBLAS_COMPUTE_32F_PEDANTIC : HIPBLAS_COMPUTE_32F;
    return HIPBLAS_STATUS_SUCCESS;
  case HIP_R_64F:
  case HIP_C_64F:
    *out = Pedantic ? HIPBLAS_COMPUTE_64F_PEDANTIC : HIPBLAS_COMPUTE_64F;
    return HIPBLAS_STATUS_SUCCESS;
  case HIP_R_16F:
    *out = Pedantic ? HIPBLAS_COMPUTE_16F_PEDANTIC : HIPBLAS_COMPUTE_16F;
    return HIPBLAS_STATUS_SUCCESS;
  case HIP_R_32I:
    *out = Pedantic ? HIPBLAS_COMPUTE_32I_PEDANTIC : HIPBLAS_COMPUTE_32I;
    return HIPBLAS_STATUS_SUCCESS;
  default:
    return HIPBLAS_STATUS_NOT_SUPPORTED;
  }
}
/// \p Call of the compute type \p type migrates to, or the status that
/// stops it (cuBLAS's overloads: migrate, then call).
template <class Call>
inline hipblasStatus_t migrated(hipblasHandle_t handle, hipDataType type,
                                Call call) {
  hipblasComputeType_t Compute;
  hipblasStatus_t Status = computeType(handle, type, &Compute);
  return Status != HIPBLAS_STATUS_SUCCESS ? Status : call(Compute);
}
} // namespace blas_detail

inline hipblasStatus_t
cublasGemmEx(hipblasHandle_t handle, hipblasOperation_t transa,
             hipblasOperation_t transb, int m, int n, int k, const void *alpha,
             const void *A, hipDataType Atype, int lda, const void *B,
             hipDataType Btype, int ldb, const void *beta, void *C,
             hipDataType Ctype, int ldc, hipDataType computeType,
             hipblasGemmAlgo_t algo) {
  return blas_detail::migrated(handle, computeType, [&](auto Compute) {
    return hipblasGemmEx_v2(handle, transa, transb, m, n, k, alpha, A, Atype,
                            lda, B, Btype, ldb, beta, C, Ctype, ldc, Compute,
                            algo);
  });
}

inline hipblasStatus_t cublasGemmBatchedEx(
    hipblasHandle_t handle, hipblasOperation_t transa,
    hipblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *const Aarray[], hipDataType Atype, int lda,
    const void *const Barray[], hipDataType Btype, int ldb, const void *beta,
    void *const Carray[], hipDataType Ctype, int ldc, int batchCount,
    hipDataType computeType, hipblasGemmAlgo_t algo) {
  // hipBLAS's arrays are not const; it reads them as CUDA's does.
  return blas_detail::migrated(handle, computeType, [&](auto Compute) {
    return hipblasGemmBatchedEx_v2(
        handle, transa, transb, m, n, k, alpha,
        const_cast<const void **>(Aarray), Atype, lda,
        const_cast<const void **>(Barray), Btype, ldb, beta,
        const_cast<void **>(Carray), Ctype, ldc, batchCount, Compute, algo);
  });
}

inline hipblasStatus_t cublasGemmStridedBatchedEx(
    hipblasHandle_t handle, hipblasOperation_t transa,
    hipblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *A, hipDataType Atype, int lda, long long int strideA,
    const void *B, hipDataType Btype, int ldb, long long int strideB,
    const void *beta, void *C, hipDataType Ctype, int ldc,
    long long int strideC, int batchCount, hipDataType computeType,
    hipblasGemmAlgo_t algo) {
  return blas_detail::migrated(handle, computeType, [&](auto Compute) {
    return hipblasGemmStridedBatchedEx_v2(
        handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B,
        Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount,
        Compute, algo);
  });
}
} // namespace hipify
#endif
