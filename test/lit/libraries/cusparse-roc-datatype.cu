// With --roc, CUDA_R_32F passed to a rocSPARSE function should become
// rocSPARSE's own data type enumerator, rocsparse_datatype_f32_r (rocSPARSE
// takes a rocsparse_datatype, not rocBLAS's rocblas_datatype).
// KNOWN WRONG: CUDA_R_32F has one roc name in the tables (rocBLAS's
// rocblas_datatype_f32_r), used in rocSPARSE calls too; this test asserts
// today's output so that a fix (or a crash) shows. Right:
//   rocsparse_create_dnvec_descr(vec, 4, x, rocsparse_datatype_f32_r);
// Without --roc (the default, hipSPARSE) the HIP name is right.
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - 2>/dev/null | FileCheck --check-prefix=HIP --match-full-lines %s

#include <cusparse.h>

void vector(cusparseDnVecDescr_t *vec, float *x) {
  cusparseCreateDnVec(vec, 4, x, CUDA_R_32F);
  // CHECK: rocsparse_create_dnvec_descr(vec, 4, x, rocblas_datatype_f32_r);
  // HIP: hipsparseCreateDnVec(vec, 4, x, HIP_R_32F);
}
// DIAG-NOT: error
