// --mappings FILE maps a project's own cudaX wrapper, declared in its own
// header, to its hipX wrapper at every call. That header declares a name
// the tables map: it is named as untranslated, and --local-headers
// translates it beside the output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --mappings %S/Inputs/wrappers.yaml -I %S/Inputs %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --mappings %S/Inputs/wrappers.yaml -I %S/Inputs %s -o %t/out.cu --local-headers 2>%t.err2
// RUN: FileCheck --check-prefix=LOCAL %s --input-file=%t/Inputs/wrappers.h
// RUN: not grep warning %t.err2

#include "wrappers.h"
#include <cuda_runtime.h>

void f() {
  cudaCheckX(cudaDeviceSynchronize());
  // CHECK: hipCheckX(hipDeviceSynchronize());
}
// DIAG: warning: 1 project header outside the translated files uses CUDA and was not translated: {{.*}}Inputs/wrappers.h (its first CUDA name: 'cudaCheckX'); translate it with --local-headers, or in a tree run with --extra-root {{.*}}Inputs (then build the output with -I OUT/Inputs in place of -I {{.*}}Inputs, OUT being the --out-root), else the code that includes it will not compile on ROCm
// DIAG-NOT: error
// LOCAL: int hipCheckX(int code);
