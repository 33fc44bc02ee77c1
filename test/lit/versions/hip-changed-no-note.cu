// A hip-changed record without a note is reported too when the target is from
// before the change (hipblasStrmm changed in HIP 6.0.0), and not from the
// change on.
// RUN: %hipify --hip-version 5.7 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG57 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.0 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>

void trmm(cublasHandle_t h, const float *a, float *b, float *c) {
  const float alpha = 1.0f;
  cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, 4, &alpha, a, 4, b, 4, c, 4);
  // CHECK: hipblasStrmm(h, HIPBLAS_SIDE_LEFT, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, HIPBLAS_DIAG_NON_UNIT, 4, 4, &alpha, a, 4, b, 4, c, 4);
  // DIAG57: {{.*}}hip-changed-no-note.cu:[[@LINE-2]]:3: warning: 'hipblasStrmm' changed in HIP 6.0.0{{.*}}; target is 5.7; check the call [hipify-hip-changed]
}
// DIAG57-NOT: error
// NODIAG-NOT: error
