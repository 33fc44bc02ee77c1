// cuSOLVER dense (cusolverDn.h) maps to hipSOLVER: handle, status, LU
// factorisation and solve with their buffer-size queries, and the 64-bit
// API's parameters object. A cuSOLVER call without a hipSOLVER equivalent is
// left unchanged and reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

int solve(float *a, float *b, float *work, int *ipiv, int *info) {
  cusolverDnHandle_t handle;
  // CHECK: hipsolverHandle_t handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
  // CHECK: if (hipsolverDnCreate(&handle) != HIPSOLVER_STATUS_SUCCESS)
    return 1;
  int lwork = 0;
  cusolverDnSgetrf_bufferSize(handle, 4, 4, a, 4, &lwork);
  // CHECK: hipsolverDnSgetrf_bufferSize(handle, 4, 4, a, 4, &lwork);
  cusolverDnSgetrf(handle, 4, 4, a, 4, work, ipiv, info);
  // CHECK: hipsolverDnSgetrf(handle, 4, 4, a, 4, work, ipiv, info);
  cusolverDnSgetrs(handle, CUBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
  // CHECK: hipsolverDnSgetrs(handle, HIPBLAS_OP_N, 4, 1, a, 4, ipiv, b, 4, info);
  cusolverDnParams_t params;
  // CHECK: hipsolverDnParams_t params;
  cusolverDnCreateParams(&params);
  // CHECK: hipsolverDnCreateParams(&params);
  cusolverDnLoggerSetLevel(1);
  // CHECK: cusolverDnLoggerSetLevel(1);
  // DIAG: {{.*}}cusolver.cu:[[@LINE-2]]:3: warning: 'cusolverDnLoggerSetLevel' has no HIP equivalent; left unchanged [hipify-unsupported]
  cusolverDnDestroyParams(params);
  // CHECK: hipsolverDnDestroyParams(params);
  cusolverDnDestroy(handle);
  // CHECK: hipsolverDnDestroy(handle);
  return 0;
}
// DIAG-NOT: error
