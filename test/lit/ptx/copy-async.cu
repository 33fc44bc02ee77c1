// cp.async copies at once (the ptx helper's copy, the rest of cp-size zero
// past src-size), to the pointer the device helper makes of the shared
// address, so its commit and wait groups have nothing left to do; the
// barrier the code has after them makes the copy visible, as in CUDA. Other
// copies (bulk, a cache policy operand) are reported.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 %s -o %t/62/a.hip 2>%t/62.err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/a.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t/62.err
// RUN: grep -v 'asm volatile("cp' %t/62/a.hip > %t/62/b.hip
// RUN: %if hip-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip-root -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/b.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root --hip-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/b.hip %}

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_device.h"
// CHECK-NEXT: #include "hipify_ptx.h"

__global__ void stage(const float4 *g, int bytes) {
  __shared__ float4 tile[64];
  unsigned dst = static_cast<unsigned>(__cvta_generic_to_shared(&tile[threadIdx.x]));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(g + threadIdx.x));
  // CHECK: do { auto hipify_0 = (dst); auto hipify_1 = (g + threadIdx.x); hipify::ptx_cp_async(hipify::__cvta_shared_to_generic((size_t)(hipify_0)), (const char *)(hipify_1), (16)); } while (0);
  asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1+16], 16, %2;\n" :: "r"(dst), "l"(g), "r"(bytes));
  // CHECK: do { auto hipify_0 = (dst); auto hipify_1 = (g); auto hipify_2 = (bytes); hipify::ptx_cp_async(hipify::__cvta_shared_to_generic((size_t)(hipify_0)), (const char *)(hipify_1) + 16, (16), hipify_2); } while (0);
  asm volatile("cp.async.commit_group;\n" ::);
  // CHECK: do { } while (0);
  asm volatile("cp.async.wait_group %0;\n" :: "n"(0));
  // CHECK: do { auto hipify_0 = (0); } while (0);
  asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;\n" :: "r"(dst), "l"(g), "l"(0ull));
  // CHECK: asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;\n" :: "r"(dst), "l"(g), "l"(0ull));
  // DIAG: {{.*}}copy-async.cu:[[@LINE-2]]:3: warning: inline PTX is not translated: 'cp.async.cg.shared.global.L2::cache_hint': the qualifier .L2::cache_hint (a copy the catalog does not make); AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  __syncthreads();
}
