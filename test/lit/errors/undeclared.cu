// Calls to undeclared functions and uses of undeclared variables do not stop
// the translation of the CUDA calls around them.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f() {
  cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy(dst, src, n, hipMemcpyDeviceToHost);
  // DIAG: undeclared.cu:[[@LINE-2]]:14: error: use of undeclared identifier 'dst' [clang-error]
  project_check(cudaGetLastError());
  // CHECK: project_check(hipGetLastError());
  // DIAG: undeclared.cu:[[@LINE-2]]:3: error: use of undeclared identifier 'project_check' [clang-error]
}
