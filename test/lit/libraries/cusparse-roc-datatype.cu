// With --roc, CUDA_R_32F passed to a rocSPARSE function becomes rocSPARSE's
// own data type enumerator, rocsparse_datatype_f32_r (rocSPARSE takes a
// rocsparse_datatype, not rocBLAS's rocblas_datatype).
// XFAIL: *
// BUG: CUDA_R_32F has one roc name (rocBLAS's rocblas_datatype_f32_r), used in rocSPARSE calls too
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cusparse.h>

void vector(cusparseDnVecDescr_t *vec, float *x) {
  cusparseCreateDnVec(vec, 4, x, CUDA_R_32F);
  // CHECK: rocsparse_create_dnvec_descr(vec, 4, x, rocsparse_datatype_f32_r);
}
// DIAG-NOT: error
