// A legacy cuBLAS call is recognised as legacy also when <cublas.h> comes
// through a project header: it is left unchanged and reported
// [hipify-manual], not renamed to the v2 hipblasSgemm with legacy arguments.
// The project header is named as a header left untranslated.
// RUN: %hipify -I %S/Inputs %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include "legacy_blas.h"
// DIAG: warning: 1 project header outside the translated files uses CUDA and was not translated: {{.*}}Inputs/legacy_blas.h (its first CUDA name: 'cublas.h'){{.*}}

void gemm(int m, const float *a, float *c) {
  cublasSgemm('N', 'N', m, m, m, 1.0f, a, m, a, m, 0.0f, c, m);
  // CHECK: cublasSgemm('N', 'N', m, m, m, 1.0f, a, m, a, m, 0.0f, c, m);
  // DIAG: {{.*}}cublas-legacy-indirect.cu:[[@LINE-2]]:3: warning: {{.*}}legacy{{.*}} [hipify-manual]
}
// DIAG-NOT: error
