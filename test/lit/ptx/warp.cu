// Warp instructions are the CUDA intrinsics they are (vote.sync.ballot.b32 is
// __ballot_sync), with the name the target HIP has for each: the _sync form
// with a 64-bit mask from HIP 7.0; with the full warp's mask, the unsynced
// form where the target lacks the _sync one or has it only with a macro
// defined (6.2; any other mask there takes the macro); __syncwarp the
// device helper's before 7.0. shfl's clamp is read back into CUDA's width.
// A lane mask kept in 32 bits and a member mask that is not the full warp's
// are reported; what the target cannot do is left whole and reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 7.1 %s -o %t/71/a.hip 2>%t/71.err
// RUN: FileCheck --check-prefixes=CHECK,V71 --match-full-lines %s --input-file=%t/71/a.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t/71.err
// RUN: %hipify --hip-version 6.2 %s -o %t/62/a.hip 2>%t/62.err
// RUN: FileCheck --check-prefixes=CHECK,V62 --match-full-lines %s --input-file=%t/62/a.hip
// RUN: %hipify --hip-version 5.2 %s -o %t/52/a.hip 2>%t/52.err
// RUN: FileCheck --check-prefixes=CHECK,V52 --match-full-lines %s --input-file=%t/52/a.hip
// RUN: FileCheck --check-prefix=DIAG52 %s < %t/52.err
// RUN: grep -v 'asm volatile' %t/52/a.hip > %t/52/b.hip
// RUN: %if hip-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip-root -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/52 %t/52/b.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root --hip-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/a.hip %}
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root --hip-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/71 %t/71/a.hip %}

// V62: #define HIP_ENABLE_WARP_SYNC_BUILTINS
#include <cuda_runtime.h>

__device__ unsigned long long ballot(int p) {
  unsigned long long b;
  asm volatile("vote.sync.ballot.b32 %0, %1, 0xffffffff;" : "=l"(b) : "r"(p));
  // V71: do { auto &hipify_0 = (b); auto hipify_1 = (p); hipify_0 = __ballot_sync(0xffffffffffffffffull, (unsigned int)(hipify_1)); } while (0);
  // V62: do { auto &hipify_0 = (b); auto hipify_1 = (p); hipify_0 = __ballot((unsigned int)(hipify_1)); } while (0);
  // V52: do { auto &hipify_0 = (b); auto hipify_1 = (p); hipify_0 = __ballot((unsigned int)(hipify_1)); } while (0);
  return b;
}
__device__ unsigned butterfly(unsigned v) {
  unsigned r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x101f, -1;" : "=r"(r) : "r"(v), "r"(1));
  // V71: do { auto &hipify_0 = (r); auto hipify_1 = (v); auto hipify_2 = (1); hipify_0 = __shfl_xor_sync(0xffffffffffffffffull, (unsigned int)(hipify_1), (unsigned int)(hipify_2), 16); } while (0);
  // V62: do { auto &hipify_0 = (r); auto hipify_1 = (v); auto hipify_2 = (1); hipify_0 = __shfl_xor((unsigned int)(hipify_1), (unsigned int)(hipify_2), 16); } while (0);
  // V52: do { auto &hipify_0 = (r); auto hipify_1 = (v); auto hipify_2 = (1); hipify_0 = __shfl_xor((unsigned int)(hipify_1), (unsigned int)(hipify_2), 16); } while (0);
  return r;
}
__device__ unsigned active() {
  unsigned a;
  asm volatile("activemask.b32 %0;" : "=r"(a));
  // V71: do { auto &hipify_0 = (a); hipify_0 = __activemask(); } while (0);
  // DIAG: {{.*}}warp.cu:[[@LINE-2]]:3: warning: '__activemask' is stored in 32 bits: a wavefront of 64 lanes loses lanes 32-63; make the operand 64-bit ("=l") [hipify-warp-mask]
  // V52: asm volatile("activemask.b32 %0;" : "=r"(a));
  // DIAG52: {{.*}}warp.cu:[[@LINE-4]]:3: warning: inline PTX is not translated: 'activemask.b32': CUDA's '__activemask', which HIP 5.2 lacks; AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  return a;
}
__device__ void sync(unsigned m) {
  asm volatile("bar.warp.sync %0;" :: "r"(m));
  // V71: do { auto hipify_0 = (m); __syncwarp((unsigned long long)(hipify_0)); } while (0);
  // V62: do { auto hipify_0 = (m); hipify::__syncwarp((unsigned long long)(hipify_0)); } while (0);
  // DIAG: {{.*}}warp.cu:[[@LINE-3]]:3: warning: member mask of 'bar.warp.sync' is 32-bit; HIP's masks are 64-bit (lanes 32-63 of a wavefront) [hipify-warp-mask]
}
__device__ unsigned width24(unsigned v) {
  unsigned r;
  asm volatile("shfl.sync.up.b32 %0, %1, 1, 0x0800, -1;" : "=r"(r) : "r"(v));
  // CHECK: asm volatile("shfl.sync.up.b32 %0, %1, 1, 0x0800, -1;" : "=r"(r) : "r"(v));
  // DIAG: {{.*}}warp.cu:[[@LINE-2]]:3: warning: inline PTX is not translated: 'shfl.sync.up.b32': a clamp CUDA's shuffle intrinsics do not make of a width; AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  return r;
}

__global__ void kernel(unsigned *out) {
  out[0] = ballot(out[1]) + butterfly(out[2]) + active() + width24(out[3]);
  sync(out[4]);
}
