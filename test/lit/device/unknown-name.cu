// A name no mapping table knows passes no translation in silence. An
// undeclared name spelled as CUDA's API names are (a newer CUDA's, or one a
// header not found declares) is reported at its line, with the CUDA SDK or
// without, and a call counts as an unsupported call; a __name only in device
// code. Known names are translated, and the project's own names and the
// compiler's say nothing.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o %t.hip --print-stats 2>&1 | FileCheck --check-prefix=STATS %s
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.sdk.err %}
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void cudaMine(int *p);

__global__ void k(int *o) {
  o[0] = __future_intrinsic(o[1]) + __dp4a(o[1], o[2], o[3]);
  // CHECK: o[0] = __future_intrinsic(o[1]) + hipify::__dp4a(o[1], o[2], o[3]);
  // DIAG: unknown-name.cu:[[@LINE-2]]:10: warning: '__future_intrinsic' is undeclared and spelled as CUDA's API names are; no mapping table knows it (a newer CUDA's name, or one a header not found declares); left unchanged [hipify-unsupported]
  if (__builtin_expect(o[0], 1))
    o[1] = 0;
  // A project's own name of a header not found: CUDA's are lower-case.
  __TOptionValue v = __ProjectReduce(o);
}

void host(int *p) {
  cudaFutureCall(p);
  // CHECK: cudaFutureCall(p);
  // DIAG: unknown-name.cu:[[@LINE-2]]:3: warning: 'cudaFutureCall' is undeclared {{.*}} [hipify-unsupported]
  CUfutureType t;
  // DIAG: unknown-name.cu:[[@LINE-1]]:3: warning: 'CUfutureType' is undeclared {{.*}} [hipify-unsupported]
  __host_helper(p);
  cudaMine(p);
  cuda_mine(p);
}

// STATS: 3 unsupported
// STATS: Total number of unsupported CUDA function calls: 2
