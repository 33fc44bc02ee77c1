// A field of an anonymous union in a CUDA struct is the struct's own
// (cudaGraphNodeParams' kernel, conditional): one HIP's struct lacks is
// reported where it is written, as any missing field; one it has is left.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.sdk.err %}

#include <cuda_runtime.h>

void f(cudaGraphNodeParams *p, cudaGraphNodeParams q) {
  p->conditional.size = 1;
  // CHECK: p->conditional.size = 1;
  // DIAG: {{.*}}anonymous-union-member.cu:[[@LINE-2]]:6: warning: 'conditional' of 'cudaGraphNodeParams' has no counterpart in 'hipGraphNodeParams' of HIP 7.1; left unchanged [hipify-unsupported]
  q.kernel.func = 0;
  // CHECK: q.kernel.func = 0;
}
