// A CUDA name without a HIP equivalent is left unchanged and reported at its
// file:line:col, once per use, tagged [hipify-unsupported].
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f(cudaArray_t array) {
  cudaCtxResetPersistingL2Cache();
  // CHECK: cudaCtxResetPersistingL2Cache();
  // DIAG: {{.*}}unsupported.cu:[[@LINE-2]]:3: warning: 'cudaCtxResetPersistingL2Cache' has no HIP equivalent; left unchanged [hipify-unsupported]
  cudaArray_t plane;
  // CHECK: hipArray_t plane;
  cudaArrayGetPlane(&plane, array, 0);
  // CHECK: cudaArrayGetPlane(&plane, array, 0);
  // DIAG: {{.*}}unsupported.cu:[[@LINE-2]]:3: warning: 'cudaArrayGetPlane' has no HIP equivalent; left unchanged [hipify-unsupported]
  cudaGraphConditionalHandle value;
  // CHECK: cudaGraphConditionalHandle value;
  // DIAG: {{.*}}unsupported.cu:[[@LINE-2]]:3: warning: 'cudaGraphConditionalHandle' has no HIP equivalent; left unchanged [hipify-unsupported]
}
// DIAG-NOT: error
