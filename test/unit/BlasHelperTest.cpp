//===- BlasHelperTest.cpp - helpers/hipify_blas.h against cuBLAS's rule --===//
//
// Checks that the legacy overloads of helpers/hipify_blas.h call hipBLAS's
// _v2 GEMMs with the compute type cuBLAS documents for a cudaDataType one,
// for every type hip/library_types.h has (the others are
// CUBLAS_STATUS_NOT_SUPPORTED, nothing called), in the default and the
// pedantic math mode, and return the call's status; an error reading the
// math mode is the result, nothing called. Under a test double of hipBLAS
// (unit/blas-double) in the shape of 2.2 and of 2.0 (no math mode: the
// default one).
//
// The reference is the table of cuBLAS's documentation of cublasGemmEx
// ("cudaDataType_t compute types ... mapped"), written here as its rows.
//
//===----------------------------------------------------------------------===//

#include "hipify_blas.h"

#include <gtest/gtest.h>

#include <optional>

namespace {

/// cuBLAS's rows: the compute type of a legacy cudaDataType, default math;
/// none where the call is not supported.
std::optional<hipblasComputeType_t> documented(hipDataType T, bool Pedantic) {
  switch (T) {
  case HIP_R_16F:
    return Pedantic ? HIPBLAS_COMPUTE_16F_PEDANTIC : HIPBLAS_COMPUTE_16F;
  case HIP_R_32I:
    return Pedantic ? HIPBLAS_COMPUTE_32I_PEDANTIC : HIPBLAS_COMPUTE_32I;
  case HIP_R_32F:
  case HIP_C_32F:
    return Pedantic ? HIPBLAS_COMPUTE_32F_PEDANTIC : HIPBLAS_COMPUTE_32F;
  case HIP_R_64F:
  case HIP_C_64F:
    return Pedantic ? HIPBLAS_COMPUTE_64F_PEDANTIC : HIPBLAS_COMPUTE_64F;
  default:
    return std::nullopt;
  }
}

hipblasStatus_t callEach(int Which, hipDataType Compute) {
  hipblasHandle_t H = nullptr;
  float Alpha = 1, Beta = 0, Buf[4] = {};
  const void *A[1] = {Buf};
  void *C[1] = {Buf};
  switch (Which) {
  case 0:
    return hipify::cublasGemmEx(H, HIPBLAS_OP_N, HIPBLAS_OP_N, 1, 1, 1, &Alpha,
                                Buf, HIP_R_32F, 1, Buf, HIP_R_32F, 1, &Beta,
                                Buf, HIP_R_32F, 1, Compute,
                                HIPBLAS_GEMM_DEFAULT);
  case 1:
    return hipify::cublasGemmBatchedEx(
        H, HIPBLAS_OP_N, HIPBLAS_OP_T, 1, 1, 1, &Alpha, A, HIP_R_32F, 1, A,
        HIP_R_32F, 1, &Beta, C, HIP_R_32F, 1, 1, Compute,
        HIPBLAS_GEMM_DEFAULT);
  default:
    return hipify::cublasGemmStridedBatchedEx(
        H, HIPBLAS_OP_T, HIPBLAS_OP_N, 1, 1, 1, &Alpha, Buf, HIP_R_32F, 1, 1,
        Buf, HIP_R_32F, 1, 1, &Beta, Buf, HIP_R_32F, 1, 1, 1, Compute,
        HIPBLAS_GEMM_DEFAULT);
  }
}
const char *const Names[] = {"hipblasGemmEx_v2", "hipblasGemmBatchedEx_v2",
                             "hipblasGemmStridedBatchedEx_v2"};

TEST(BlasHelper, EveryLegacyComputeTypeIsTheDocumentedOneInEachMathMode) {
  const bool HasMathMode = HIPIFY_TEST_HIPBLAS_MINOR >= 1;
  for (int Which = 0; Which < 3; ++Which)
    for (int Mode : {int(HIPBLAS_DEFAULT_MATH), int(HIPBLAS_PEDANTIC_MATH),
                     int(HIPBLAS_TF32_TENSOR_OP_MATH)})
      for (int T = HIP_R_32F; T <= HIP_C_64U; ++T) {
        blas_double::MathMode = Mode;
        blas_double::Calls = 0;
        blas_double::Result = hipblasStatus_t(T % 2 ? 1 : 0); // passed on
        hipblasStatus_t S = callEach(Which, hipDataType(T));
        auto Want = documented(hipDataType(T), HasMathMode &&
                                                  Mode == HIPBLAS_PEDANTIC_MATH);
        if (!Want) {
          EXPECT_EQ(S, HIPBLAS_STATUS_NOT_SUPPORTED) << T;
          EXPECT_EQ(blas_double::Calls, 0) << T;
          continue;
        }
        ASSERT_EQ(blas_double::Calls, 1) << Which << " " << T;
        EXPECT_STREQ(blas_double::Last, Names[Which]);
        EXPECT_EQ(blas_double::LastCompute, *Want) << T << " mode " << Mode;
        EXPECT_EQ(S, blas_double::Result);
      }
}

#if HIPIFY_TEST_HIPBLAS_MINOR >= 1 // hipBLAS 2.0 has no math mode to read
TEST(BlasHelper, AnErrorReadingTheMathModeIsTheResult) {
  blas_double::MathModeStatus = HIPBLAS_STATUS_NOT_INITIALIZED;
  blas_double::Calls = 0;
  for (int Which = 0; Which < 3; ++Which)
    EXPECT_EQ(callEach(Which, HIP_R_32F), HIPBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(blas_double::Calls, 0);
  blas_double::MathModeStatus = HIPBLAS_STATUS_SUCCESS;
}
#endif

} // namespace
