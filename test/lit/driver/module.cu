// Module loading and cuLaunchKernel are renamed; cuLaunchKernel becomes
// hipModuleLaunchKernel with the same arguments.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>

void launch(void **args) {
  CUmodule mod;
  // CHECK: hipModule_t mod;
  CUfunction fn;
  // CHECK: hipFunction_t fn;
  cuModuleLoad(&mod, "kernels.cubin");
  // CHECK: hipModuleLoad(&mod, "kernels.cubin");
  cuModuleGetFunction(&fn, mod, "saxpy");
  // CHECK: hipModuleGetFunction(&fn, mod, "saxpy");
  cuLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, 0, args, 0);
  // CHECK: hipModuleLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, 0, args, 0);
  cuModuleUnload(mod);
  // CHECK: hipModuleUnload(mod);
}
// DIAG-NOT: error
