// The built-in cusparse.h declares what the SDK's cusparse.h makes visible,
// library_types.h included: CUDA_R_32F parses without an SDK (no clang-error
// with -v).
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: -implicit-check-not=error: < %t.err

#include <cusparse.h>

void vector(cusparseDnVecDescr_t *vec, float *x) {
  cusparseCreateDnVec(vec, 4, x, CUDA_R_32F);
  // CHECK: hipsparseCreateDnVec(vec, 4, x, HIP_R_32F);
}
// DIAG-NOT: error
