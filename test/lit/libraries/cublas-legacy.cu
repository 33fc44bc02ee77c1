// A legacy (handle-less) cuBLAS call in a file that includes <cublas.h> is not
// the v2 function HIP provides: it is left unchanged and reported
// [hipify-manual]. The same name under <cublas_v2.h> is renamed (cublas.cu).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cublas.h>

void gemm(int m, int n, int k, const float *a, const float *b, float *c) {
  cublasSgemm('N', 'N', m, n, k, 1.0f, a, m, b, k, 0.0f, c, m);
  // CHECK: cublasSgemm('N', 'N', m, n, k, 1.0f, a, m, b, k, 0.0f, c, m);
  // DIAG: {{.*}}cublas-legacy.cu:[[@LINE-2]]:3: warning: 'cublasSgemm' is the legacy API here (the file includes <cublas.h>) and HIP has only its v2 form; translate the call by hand; left unchanged [hipify-manual]
}
// DIAG-NOT: error
