// TEST DOUBLE, not hipBLAS: the fake <hipblas/hipblas.h> under which
// test/unit/BlasHelperTest.cpp compiles helpers/hipify_blas.h for the host.
// It declares what the helper uses, with the values of hipBLAS 2.2's public
// header (ROCm 6.2) and HIP's hip/library_types.h, in the shape of hipBLAS
// 2.HIPIFY_TEST_HIPBLAS_MINOR (2.0 has no math mode), and records each GEMM
// call instead of making it. Written for hipify-cxx; it has no code of ROCm's.
#pragma once

#define hipblasVersionMajor 2
#define hipblasVersionMinor HIPIFY_TEST_HIPBLAS_MINOR

typedef struct hipblasContext *hipblasHandle_t;
enum hipblasStatus_t {
  HIPBLAS_STATUS_SUCCESS = 0,
  HIPBLAS_STATUS_NOT_INITIALIZED = 1,
  HIPBLAS_STATUS_NOT_SUPPORTED = 7
};
enum hipblasOperation_t { HIPBLAS_OP_N = 111, HIPBLAS_OP_T = 112 };
enum hipblasGemmAlgo_t { HIPBLAS_GEMM_DEFAULT = 160 };
enum hipDataType {
  HIP_R_32F = 0, HIP_R_64F = 1, HIP_R_16F = 2, HIP_R_8I = 3, HIP_C_32F = 4,
  HIP_C_64F = 5, HIP_C_16F = 6, HIP_C_8I = 7, HIP_R_8U = 8, HIP_C_8U = 9,
  HIP_R_32I = 10, HIP_C_32I = 11, HIP_R_32U = 12, HIP_C_32U = 13,
  HIP_R_16BF = 14, HIP_C_16BF = 15, HIP_R_4I = 16, HIP_C_4I = 17,
  HIP_R_4U = 18, HIP_C_4U = 19, HIP_R_16I = 20, HIP_C_16I = 21,
  HIP_R_16U = 22, HIP_C_16U = 23, HIP_R_64I = 24, HIP_C_64I = 25,
  HIP_R_64U = 26, HIP_C_64U = 27
};
enum hipblasComputeType_t {
  HIPBLAS_COMPUTE_16F = 0, HIPBLAS_COMPUTE_16F_PEDANTIC = 1,
  HIPBLAS_COMPUTE_32F = 2, HIPBLAS_COMPUTE_32F_PEDANTIC = 3,
  HIPBLAS_COMPUTE_32F_FAST_16F = 4, HIPBLAS_COMPUTE_32F_FAST_16BF = 5,
  HIPBLAS_COMPUTE_32F_FAST_TF32 = 6, HIPBLAS_COMPUTE_64F = 7,
  HIPBLAS_COMPUTE_64F_PEDANTIC = 8, HIPBLAS_COMPUTE_32I = 9,
  HIPBLAS_COMPUTE_32I_PEDANTIC = 10
};
enum hipblasMath_t {
  HIPBLAS_DEFAULT_MATH, HIPBLAS_XF32_XDL_MATH, HIPBLAS_PEDANTIC_MATH,
  HIPBLAS_TF32_TENSOR_OP_MATH,
  HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION, HIPBLAS_TENSOR_OP_MATH
};

/// What the double was asked: the handle's math mode (and the status
/// reading it gives), the GEMMs called and the compute type each got.
namespace blas_double {
inline int MathMode = HIPBLAS_DEFAULT_MATH;
inline hipblasStatus_t MathModeStatus = HIPBLAS_STATUS_SUCCESS;
inline int Calls = 0;
inline const char *Last = nullptr;
inline hipblasComputeType_t LastCompute = HIPBLAS_COMPUTE_16F;
inline hipblasStatus_t Result = HIPBLAS_STATUS_SUCCESS;
inline hipblasStatus_t record(const char *Name, hipblasComputeType_t C) {
  ++Calls;
  Last = Name;
  LastCompute = C;
  return Result;
}
} // namespace blas_double

#if HIPIFY_TEST_HIPBLAS_MINOR >= 1
inline hipblasStatus_t hipblasGetMathMode(hipblasHandle_t, hipblasMath_t *M) {
  *M = hipblasMath_t(blas_double::MathMode);
  return blas_double::MathModeStatus;
}
#endif
inline hipblasStatus_t
hipblasGemmEx_v2(hipblasHandle_t, hipblasOperation_t, hipblasOperation_t, int,
                 int, int, const void *, const void *, hipDataType, int,
                 const void *, hipDataType, int, const void *, void *,
                 hipDataType, int, hipblasComputeType_t C, hipblasGemmAlgo_t) {
  return blas_double::record("hipblasGemmEx_v2", C);
}
inline hipblasStatus_t hipblasGemmBatchedEx_v2(
    hipblasHandle_t, hipblasOperation_t, hipblasOperation_t, int, int, int,
    const void *, const void *[], hipDataType, int, const void *[],
    hipDataType, int, const void *, void *[], hipDataType, int, int,
    hipblasComputeType_t C, hipblasGemmAlgo_t) {
  return blas_double::record("hipblasGemmBatchedEx_v2", C);
}
typedef long long hipblasStride;
inline hipblasStatus_t hipblasGemmStridedBatchedEx_v2(
    hipblasHandle_t, hipblasOperation_t, hipblasOperation_t, int, int, int,
    const void *, const void *, hipDataType, int, hipblasStride, const void *,
    hipDataType, int, hipblasStride, const void *, void *, hipDataType, int,
    hipblasStride, int, hipblasComputeType_t C, hipblasGemmAlgo_t) {
  return blas_double::record("hipblasGemmStridedBatchedEx_v2", C);
}
