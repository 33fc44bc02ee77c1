// -roc (single dash, as hipify-clang spells it) is accepted like --roc:
// cuBLAS goes to rocBLAS instead of hipBLAS.
// RUN: %hipify -roc %s -o - 2>%t.err | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: %hipify --roc %s -o - | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: %hipify %s -o - | FileCheck --check-prefix=HIP --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>
// ROC: #include <rocblas/rocblas.h>
// HIP: #include <hipblas/hipblas.h>

void f(cublasHandle_t h) { cublasCreate(&h); }
// ROC: void f(rocblas_handle h) { rocblas_create_handle(&h); }
// HIP: void f(hipblasHandle_t h) { hipblasCreate(&h); }
// DIAG-NOT: error
