// Code already written with hipLaunchKernelGGL is left alone and draws no
// warning, also where HIP's header defines hipLaunchKernelGGL as a macro
// expanding to <<<>>> (HIP on the CUDA platform; here a stand-in header, a
// system header as ROCm's are).
// RUN: %hipify %s -o - --extra-arg=-isystem%S/Inputs 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <hip/hip_runtime.h>

__global__ void k(int a) {}

void run() {
  hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, 1);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, 1);
}
// DIAG-NOT: error
