// A name whose HIP equivalent is experimental (hipGraphExecGetFlags, HIP 6.3.0)
// is left unchanged and reported unless --experimental is given; with it the
// name is renamed without a warning, but only where the target HIP has it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --check-prefix=DEFAULT --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --experimental %s -o - 2>%t.err | FileCheck --check-prefix=EXPERIMENTAL --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --experimental --hip-version 6.2 %s -o - 2>%t.err | FileCheck --check-prefix=HIP62 --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG62 %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void flags(cudaGraphExec_t exec, unsigned long long *out) {
  cudaGraphExecGetFlags(exec, out);
  // DEFAULT: cudaGraphExecGetFlags(exec, out);
  // EXPERIMENTAL: hipGraphExecGetFlags(exec, out);
  // HIP62: cudaGraphExecGetFlags(exec, out);
  // DIAG: {{.*}}experimental.cu:[[@LINE-4]]:3: warning: 'hipGraphExecGetFlags' is experimental in HIP 6.3.0; pass --experimental to translate it; left unchanged [hipify-unsupported]
  // DIAG62: {{.*}}experimental.cu:[[@LINE-5]]:3: warning: 'hipGraphExecGetFlags' requires HIP 6.3.0; target is 6.2; left unchanged [hipify-unsupported]
}
// DIAG-NOT: error
// NODIAG-NOT: error
// DIAG62-NOT: error
