// cublasHgemm takes CUDA's __half; hipBLAS's hipblasHgemm takes hipblasHalf,
// which is uint16_t unless the build defines HIPBLAS_USE_HIP_HALF (hipBLAS of
// ROCm 5.5 on), and then HIP's __half. The file defines the macro before its
// includes, so the call takes the same pointers as in CUDA, unchanged.
// RUN: %hipify -v --hip-version 6.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// A file with no half-precision call gets no macro.
// RUN: sed '/Hgemm/d' %s > %t.other.cu
// RUN: %hipify --hip-version 6.2 %t.other.cu -o - 2>/dev/null | FileCheck --check-prefix=NONE %s
// NONE-NOT: {{^}}#define HIPBLAS_USE_HIP_HALF

// CHECK: #ifndef HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: #define HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// DIAG: cublas-half.cu:{{[0-9]+}}:1: note: HIP 6.2 declares 'hipblasHgemm' as CUDA's only where HIPBLAS_USE_HIP_HALF is defined: the file defines it before its includes (a header needs it defined by the build) [hipify-opt-in]
#include <cublas_v2.h>
#include <cuda_fp16.h>

void gemm(cublasHandle_t h, const __half *a, const __half *b, __half *c,
          const __half *alpha, const __half *beta, int n) {
  cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, n, b, n, beta, c, n);
  // CHECK: hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, alpha, a, n, b, n, beta, c, n);
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, nullptr, nullptr, n,
              nullptr, n, nullptr, nullptr, n);
}
