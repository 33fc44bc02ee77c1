// Inline PTX whose instructions the catalog knows becomes the C++ that
// computes the same: one instruction of %0 from %1, %2... an assignment of
// the helper's value (the operands' text in place), anything else a block
// that binds the operands as GCC's asm does. A statement with an instruction
// the catalog does not have is left whole and reported, naming it; host
// assembly and a compiler barrier are not PTX. The output compiles at HIP
// 5.2, 6.2 and 7.1 once the untranslated statements are taken out, and a second
// run changes nothing.
// RUN: rm -rf %t && mkdir -p %t/in
// RUN: cp %s %t/in/a.cu
// RUN: %hipify --hip-version 6.2 %t/in/a.cu -o %t/62/a.hip 2>%t/62.err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/a.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t/62.err
// RUN: test -f %t/62/hipify_ptx.h
// RUN: %hipify --hip-version 6.2 %t/62/a.hip -o %t/again/a.hip
// RUN: diff %t/62/a.hip %t/again/a.hip
// RUN: grep -v 'asm volatile("[ls][dh]\|asm("cvt' %t/62/a.hip > %t/62/b.hip
// RUN: %if hip-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip-root -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/b.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root --hip-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/b.hip %}
// RUN: %if hip71-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip71-root --hip-path=%hip71-root -isystem %hip71-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only -I%t/62 %t/62/b.hip %}

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_ptx.h"

__device__ unsigned bfe(unsigned val, unsigned pos, unsigned len) {
  unsigned ret;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(val), "r"(pos), "r"(len));
  // CHECK: (ret) = hipify::ptx_bfe_u32((val), (pos), (len));
  return ret;
}
__device__ long long bfe64(long long val, unsigned pos, unsigned len) {
  long long ret;
  asm("bfe.s64 %0, %1, %2, %3;" : "=l"(ret) : "l"(val), "r"(pos), "r"(len));
  // CHECK: (ret) = hipify::ptx_bfe_s64((val), (pos), (len));
  return ret;
}
__device__ unsigned bfi(unsigned toInsert, unsigned val, int pos, int len) {
  unsigned ret;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(ret) : "r"(toInsert), "r"(val), "r"(pos), "r"(len));
  // CHECK: (ret) = hipify::ptx_bfi_b32((toInsert), (val), (pos), (len));
  return ret;
}

// Special registers: HIP's own, or the helper's lane masks (as wide as the
// wavefront: one kept in 32 bits is reported) and nanosecond timer.
__device__ int laneId() {
  int lane;
  asm("mov.s32 %0, %%laneid;" : "=r"(lane));
  // CHECK: (lane) = (int)__lane_id();
  return lane;
}
__device__ unsigned lanemaskLt() {
  unsigned mask;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
  // CHECK: (mask) = (unsigned int)hipify::ptx_lanemask_lt();
  // DIAG: a.cu:[[@LINE-2]]:3: warning: '%lanemask_lt' is stored in 32 bits: a wavefront of 64 lanes loses lanes 32-63; make the operand 64-bit ("=l") [hipify-warp-mask]
  return mask;
}
__device__ unsigned long long lanemaskGe() {
  unsigned long long mask;
  asm("mov.b64 %0, %%lanemask_ge;" : "=l"(mask));
  // CHECK: (mask) = (unsigned long long)hipify::ptx_lanemask_ge();
  return mask;
}
__device__ unsigned long long globalTimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  // CHECK: (t) = (unsigned long long)hipify::ptx_globaltimer();
  // DIAG: a.cu:[[@LINE-2]]:3: warning: inline PTX 'mov.u64' reads HIP's wall clock (wall_clock64) in nanoseconds at 100 MHz, the rate of the AMD GPUs of ROCm 6 and 7; define HIPIFY_WALL_CLOCK_KHZ for a device whose hipDeviceAttributeWallClockRate differs [hipify-helper]
  return t;
}

// An operand read and written ("+r"): the block binds it by reference.
__device__ void permute(unsigned &v, unsigned s) {
  asm("prmt.b32 %0, %0, %1, 0x7531;" : "+r"(v) : "r"(s));
  // CHECK: do { auto &hipify_0 = (v); auto hipify_1 = (s); hipify_0 = hipify::ptx_prmt_b32(hipify_0, hipify_1, (0x7531)); } while (0);
}

// A carry chain: the flag lives in the block. The template's line breaks
// stay line breaks.
__device__ void add64(unsigned &lo, unsigned &hi, unsigned a0, unsigned a1, unsigned b0, unsigned b1) {
  asm("add.cc.u32 %0, %2, %4;\n\t"
      "addc.u32 %1, %3, %5;"
      : "=r"(lo), "=r"(hi)
      : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
  // CHECK: do {
  // CHECK-EMPTY:
  // CHECK-NEXT: auto &hipify_0 = (lo); auto &hipify_1 = (hi); 
  // CHECK-NEXT: auto hipify_2 = (a0); auto hipify_3 = (a1); auto hipify_4 = (b0); auto hipify_5 = (b1); unsigned int hipify_cc = 0; hipify_0 = hipify::ptx_add_cc_u32(hipify_2, hipify_4, hipify_cc); hipify_1 = hipify::ptx_addc_u32(hipify_3, hipify_5, hipify_cc); } while (0);
}

// A scope with a predicate register, as CUTLASS writes it.
__device__ unsigned nonzero(unsigned x) {
  unsigned r;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %1, 0;\n\tselp.u32 %0, 1, 0, p;\n}" : "=r"(r) : "r"(x));
  // CHECK: do { auto &hipify_0 = (r); auto hipify_1 = (x); { bool hipify_ptx_p; hipify_ptx_p = (unsigned int)hipify_1 != (unsigned int)(0); hipify_0 = (hipify_ptx_p) ? (unsigned int)(1) : (unsigned int)(0); } } while (0);
  return r;
}

// In a macro's body, and in the device branch of a host-and-device
// function, which the parse does not take.
#define LANE_ID(r) asm("mov.u32 %0, %%laneid;" : "=r"(r))
// CHECK: #define LANE_ID(r) (r) = (unsigned int)__lane_id()
__host__ __device__ unsigned ticks() {
  unsigned t = 0;
#ifdef __CUDA_ARCH__
  asm volatile("mov.u32 %0, %%clock;" : "=r"(t));
  // CHECK: (t) = (unsigned int)(unsigned int)clock64();
#endif
  return t;
}

// Loads and stores of global (or generic) memory with cache and eviction
// hints: the values a hint never changes, one access per element; .cv and
// .wt volatile, the streaming .cs non-temporal.
__device__ float4 load4(const float4 *p) {
  float4 v;
  asm volatile("ld.global.nc.L1::no_allocate.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
  // CHECK: do { auto &hipify_0 = (v.x); auto &hipify_1 = (v.y); auto &hipify_2 = (v.z); auto &hipify_3 = (v.w); auto hipify_4 = (p); hipify_0 = ((const float *)((const char *)(hipify_4)))[0], hipify_1 = ((const float *)((const char *)(hipify_4)))[1], hipify_2 = ((const float *)((const char *)(hipify_4)))[2], hipify_3 = ((const float *)((const char *)(hipify_4)))[3]; } while (0);
  return v;
}
__device__ void stream(int *p, int x) {
  asm volatile("st.global.cs.s32 [%0+8], %1;" :: "l"(p), "r"(x));
  // CHECK: do { auto hipify_0 = (p); auto hipify_1 = (x); __builtin_nontemporal_store((int)hipify_1, ((int *)((char *)(hipify_0) + 8)) + 0); } while (0);
}
__device__ unsigned char poll(const unsigned char *flag) {
  unsigned short r;
  asm volatile("ld.volatile.global.u8 %0, [%1];" : "=h"(r) : "l"(flag));
  // CHECK: do { auto &hipify_0 = (r); auto hipify_1 = (flag); hipify_0 = ((const volatile unsigned char *)((const char *)(hipify_1)))[0]; } while (0);
  return (unsigned char)r;
}

// Conversions: between integers and to floating point (.rn, or widening)
// C++'s own; to an integer, the helper of the rounding (clamped, NaN 0);
// other roundings are reported.
__device__ int convert(float x, unsigned u, long long y) {
  int r;
  unsigned short h;
  float g;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(r) : "f"(x));
  // CHECK: (r) = hipify::ptx_cvt_rni_s32_f32((x));
  asm("cvt.s8.u32 %0, %1;" : "=h"(h) : "r"(u));
  // CHECK: (h) = (signed char)(unsigned int)(u);
  asm("cvt.rn.f32.s64 %0, %1;" : "=f"(g) : "l"(y));
  // CHECK: (g) = (float)(long long)(y);
  unsigned p2;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(p2) : "f"(x), "f"(g));
  // CHECK: (p2) = hipify::ptx_cvt_rn_f16x2_f32((x), (g));
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(p2) : "f"(g), "f"(x));
  // CHECK: (p2) = hipify::ptx_cvt_rn_bf16x2_f32((g), (x));
  asm("cvt.rz.f32.s64 %0, %1;" : "=f"(g) : "l"(y));
  // CHECK: asm("cvt.rz.f32.s64 %0, %1;" : "=f"(g) : "l"(y));
  // DIAG: a.cu:[[@LINE-2]]:3: warning: inline PTX is not translated: 'cvt.rz.f32.s64': a rounding C++'s conversion does not make (.rz); AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  return r + h + (int)g + (int)p2;
}

// Floating point rounded to nearest: HIP's own functions of the operation.
__device__ float fused(float a, float b, float c, double d) {
  float r;
  double e;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(a), "f"(b), "f"(c));
  // CHECK: (r) = __fmaf_rn((a), (b), (c));
  asm("sqrt.rn.f64 %0, %1;" : "=d"(e) : "d"(d));
  // CHECK: (e) = __dsqrt_rn((d));
  return r + (float)e;
}

// Atomics: HIP's scoped atomics, with PTX's order and scope (.relaxed and
// .gpu where none is written); cas leaves the old value in its expected
// one; a "memory" clobber stays a compiler barrier.
__device__ unsigned atomics(unsigned *p, float *f, unsigned long long *q) {
  unsigned old;
  unsigned long long o;
  asm volatile("atom.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(p), "r"(1u));
  // CHECK: do { auto &hipify_0 = (old); auto hipify_1 = (p); auto hipify_2 = (1u); hipify_0 = __hip_atomic_fetch_add(((unsigned int *)((char *)(hipify_1))), (unsigned int)hipify_2, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); } while (0);
  asm volatile("red.release.cta.global.add.f32 [%0], %1;" :: "l"(f), "f"(1.0f));
  // CHECK: do { auto hipify_0 = (f); auto hipify_1 = (1.0f); (void)__hip_atomic_fetch_add(((float *)((char *)(hipify_0))), (float)hipify_1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_WORKGROUP); } while (0);
  asm volatile("atom.acq_rel.sys.cas.b64 %0, [%1], %2, %3;" : "=l"(o) : "l"(q), "l"(0ull), "l"(1ull) : "memory");
  // CHECK: do { auto &hipify_0 = (o); auto hipify_1 = (q); auto hipify_2 = (0ull); auto hipify_3 = (1ull); asm volatile("" ::: "memory"); { unsigned long long hipify_expected = (unsigned long long)hipify_2; __hip_atomic_compare_exchange_strong(((unsigned long long *)((char *)(hipify_1))), &hipify_expected, (unsigned long long)hipify_3, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_SYSTEM); hipify_0 = hipify_expected; } asm volatile("" ::: "memory"); } while (0);
  return old + (unsigned)o;
}

// Not in the catalog: reported, left whole.
__device__ unsigned acquire(const unsigned *p) {
  unsigned v;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p));
  // CHECK: asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p));
  // DIAG: a.cu:[[@LINE-2]]:3: warning: inline PTX is not translated: 'ld.acquire.gpu.global.u32': the qualifier .acquire (an address space or memory order HIP code has to say itself); AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  return v;
}
__device__ unsigned fragment(unsigned a) {
  unsigned r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(a));
  // CHECK: asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(a));
  // DIAG: a.cu:[[@LINE-2]]:3: warning: inline PTX is not translated: 'ldmatrix.sync.aligned.m8n8.x1.shared.b16': an instruction the catalog does not have; AMD GPUs do not run PTX: write it with HIP's functions [hipify-inline-ptx]
  return r;
}

__global__ void kernel(unsigned *out) {
  unsigned l;
  LANE_ID(l);
  asm volatile("" ::: "memory");
  // CHECK: asm volatile("" ::: "memory");
  out[0] = bfe(out[1], 2, 3) + laneId() + lanemaskLt() + l + ticks() + poll((unsigned char *)out);
  stream((int *)out, 1);
  out[2] = atomics(out, (float *)out, (unsigned long long *)out);
  out[3] = convert(1.5f, out[4], 7) + (int)fused(1.0f, 2.0f, 3.0f, 4.0);
}

unsigned long long hostTicks() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  // CHECK: asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
