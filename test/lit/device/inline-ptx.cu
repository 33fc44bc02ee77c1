// Inline assembly in device code is PTX, which AMD GPUs do not run: each
// asm statement of PTX (a dotted mnemonic) in a __global__ or __device__
// function is reported (the translation leaves it as it is); a compiler
// barrier's empty string and host code's assembly are not.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__device__ unsigned lanemaskLt() {
  unsigned mask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
  // CHECK: asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
  // DIAG: {{.*}}inline-ptx.cu:[[@LINE-2]]:3: warning: inline PTX assembly in device code; AMD GPUs do not run PTX: use a HIP builtin or AMDGPU assembly instead [hipify-inline-ptx]
  return mask;
}

__global__ void kernel(unsigned *out, unsigned word) {
  unsigned r;
  asm volatile("bfind.u32 %0, %1;" : "=r"(r) : "r"(word));
  // DIAG: {{.*}}inline-ptx.cu:[[@LINE-1]]:3: warning: inline PTX assembly in device code; AMD GPUs do not run PTX: use a HIP builtin or AMDGPU assembly instead [hipify-inline-ptx]
  asm volatile("" ::: "memory");
  out[0] = r + lanemaskLt();
}

unsigned long long hostTicks() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
