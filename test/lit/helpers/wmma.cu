// CUDA's warp matrix functions (<mma.h>, nvcuda::wmma) have no HIP twin; the
// wmma helper declares them on rocWMMA. The include names the helper, the
// code keeps its spelling (a bfloat16 fragment, an unqualified call through
// a using-directive, a fill from an int), and the note says how far the
// helper stands in. The same at every target (6.2, 7.1; bfloat16 from HIP
// 5.7), with the SDK or without.
// RUN: rm -rf %t && mkdir -p %t/in %t/62 %t/71 %t/out
// RUN: cp %s %t/in/wmma.cu
// RUN: %hipify -v --hip-version 7.1 %s -o %t/71/wmma.hip 2>%t/71/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/71/wmma.hip
// RUN: FileCheck --check-prefix=DIAG -DHIP=7.1 %s -implicit-check-not=warning: -implicit-check-not=error: < %t/71/err
// RUN: %hipify -v --hip-version 6.2 %s -o %t/62/wmma.hip 2>%t/62/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/wmma.hip
// RUN: FileCheck --check-prefix=DIAG -DHIP=6.2 %s -implicit-check-not=warning: -implicit-check-not=error: < %t/62/err
// RUN: grep -q 'namespace nvcuda' %t/71/hipify_wmma.h
// mma.h brings cuda_fp16.h's half, which the code uses: the file includes
// HIP's twin too (rule library-include), with the SDK (the parse sees where
// half is declared) or without (its record's cuda-header says).
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 %s -o %t/sdk.hip 2>/dev/null && cmp %t/71/wmma.hip %t/sdk.hip %}
// A second run over the translation changes nothing.
// RUN: %hipify --hip-version 7.1 %t/71/wmma.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/71/wmma.hip %t/again.hip
// What rocWMMA lacks is reported at its place: TF32, the sub-byte types and
// bmma_sync by name (the tables), and (rule wmma-shape) a fragment of a
// shape or element type rocWMMA has not, mma_sync's satf where written, and
// an mma_sync of a float result from a half accumulator.
// RUN: %hipify --hip-version 7.1 %S/Inputs/wmma-lacking.cu -o %t/lacking.hip 2>&1 | FileCheck --check-prefix=LACKING %s -implicit-check-not=warning:
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 %S/Inputs/wmma-lacking.cu -o %t/lacking-sdk.hip 2>&1 | FileCheck --check-prefix=LACKING %s -implicit-check-not=warning: %}
// LACKING: wmma-lacking.cu:6:3: warning: 'wmma::fragment': rocWMMA has no 16x16x8 fragments (of CUDA's shapes, 16x16x16 only); the wmma helper cannot stand in for it [hipify-unsupported]
// LACKING: wmma-lacking.cu:6:62: warning: 'nvcuda::tf32' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:8:19: warning: 'nvcuda::__float_to_tf32' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:9:3: warning: 'wmma::fragment': rocWMMA has no 8x8x128 fragments
// LACKING: wmma-lacking.cu:9:76: warning: 'nvcuda::b1' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:10:3: warning: 'wmma::fragment': rocWMMA has no 8x8x128 fragments
// LACKING: wmma-lacking.cu:10:76: warning: 'nvcuda::b1' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:11:3: warning: 'wmma::fragment': rocWMMA has no 8x8x128 fragments
// LACKING: wmma-lacking.cu:12:9: warning: 'nvcuda::bmma_sync' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:12:57: warning: 'nvcuda::bmmaBitOpXOR' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:12:91: warning: 'nvcuda::bmmaAccumulateOpPOPC' has no HIP equivalent; left unchanged [hipify-unsupported]
// LACKING: wmma-lacking.cu:20:3: warning: 'wmma::fragment': rocWMMA has no 32x8x16 fragments (of CUDA's shapes, 16x16x16 only); the wmma helper cannot stand in for it [hipify-unsupported]
// LACKING: wmma-lacking.cu:21:3: warning: 'wmma::fragment': rocWMMA has no fragments of 'unsigned char' (half, bfloat16 and signed char; float, half and int accumulators); the wmma helper cannot stand in for it [hipify-unsupported]
// LACKING: wmma-lacking.cu:22:3: warning: 'wmma::fragment': rocWMMA has no 8x8x4 fragments (of CUDA's shapes, 16x16x16 only); the wmma helper cannot stand in for it [hipify-unsupported]
// LACKING: wmma-lacking.cu:26:3: warning: 'wmma::mma_sync' with satf (saturating the accumulator): rocWMMA's mma_sync has no such argument [hipify-unsupported]
// LACKING: wmma-lacking.cu:34:3: warning: 'wmma::mma_sync' of a 'float' result from a '__half' accumulator: rocWMMA's mma_sync takes one type for both [hipify-unsupported]
// Where HIP's headers come with rocWMMA, the translation compiles with the
// helper beside it, and so does the source in compat mode.
// RUN: %if rocwmma %{ %hipify-bare --builtin-cuda --hip-version 6.2 %t/in/wmma.cu -o %t/out/wmma.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if rocwmma %{ %hipify-bare compat --builtin-cuda --hip-version 6.2 --rocm-path %hip-root --in-root %t/in --out %t/compat --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <mma.h>
#include <cuda_bf16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include "hipify_wmma.h"
// CHECK-NEXT: #include <hip/hip_bf16.h>
// DIAG: wmma.cu:[[@LINE-6]]:10: note: HIP [[HIP]] has no <mma.h>; the helper header hipify_wmma.h stands in for it with rocWMMA, for the shapes and element types rocWMMA has [hipify-helper]

using namespace nvcuda;

// CHECK: __global__ void half_gemm(const half *a, const half *b, float *c) {
// CHECK-NEXT:   wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
__global__ void half_gemm(const half *a, const half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(acc, c, 16, wmma::mem_col_major);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < acc.num_elements; i++)
    acc.x[i] *= 2.0f;
  nvcuda::wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}

// CHECK: __global__ void bf16_gemm(const __hip_bfloat16 *a, const __hip_bfloat16 *b, float *c) {
__global__ void bf16_gemm(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c) {
  using namespace nvcuda::wmma;
  fragment<matrix_a, 16, 16, 16, __nv_bfloat16, row_major> fa;
  fragment<matrix_b, 16, 16, 16, __nv_bfloat16, col_major> fb;
  fragment<accumulator, 16, 16, 16, float> acc;
  fill_fragment(acc, 0.0f);
  fill_fragment(fa, __float2bfloat16(1.0f));
  load_matrix_sync(fa, a, 16);
  load_matrix_sync(fb, b, 16);
  mma_sync(acc, fa, fb, acc);
  store_matrix_sync(c, acc, 16, mem_row_major);
}

// A template deduces a fragment's parameters, as from CUDA's.
template <int M, int N, int K>
__device__ void zero(wmma::fragment<wmma::accumulator, M, N, K, float> &f) {
  wmma::fill_fragment(f, 0.0f);
}

// CHECK: __global__ void int8_gemm(const signed char *a, const signed char *b, int *c) {
__global__ void int8_gemm(const signed char *a, const signed char *b, int *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> unused;
  zero(unused);
  wmma::fill_fragment(acc, 0);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_col_major);
}
