// PTX in a device function, in a __host__ __device__ one's device branch.
#include <cuda_runtime.h>
__device__ unsigned lanemaskLt() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  return m;
}
__host__ __device__ unsigned ticks() {
  unsigned t = 0;
#ifdef __CUDA_ARCH__
  // asm("mov.u32 %0, %%clock;") in a comment is no code
  asm volatile("mov.u32 %0, %%clock;" : "=r"(t));
#else
  const char *s = "asm(\"mov.u32 %0, 1;\")"; // nor in a string
  __asm__ __volatile__ ( "ld.acquire.sys.global.u32 %0, [%1];" : "=r"(t) : "l"(s));
  asm volatile("rdtsc" : "=a"(t));
  asm("mov.u32 %0, 1;" : "=r"(t)); // NOLINT(hipify-cxx-inline-ptx)
#endif
  return t;
}
// CUTLASS's way: a block, escapes first; a barrier; a macro; ROCm's own.
__device__ unsigned pred(unsigned x) {
  unsigned r;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %1, 0;\n\tselp.u32 %0, 1, 0, p;\n}" : "=r"(r) : "r"(x));
  asm volatile("" ::: "memory");
#define LANE_ID(r) asm("mov.u32 %0, %%laneid;" : "=r"(r))
#ifdef __HIP_PLATFORM_AMD__
  r += __lane_id();
#else
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
#endif
  return r;
}
