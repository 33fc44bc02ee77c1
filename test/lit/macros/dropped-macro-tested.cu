// A calling-convention macro HIP does without (CUSPARSEAPI, CUDART_CB) is
// removed from code, but where a directive tests or defines it the name
// stays: `#ifdef CUSPARSEAPI` must not become `#ifdef` (no macro name). On
// ROCm the macro is not defined, and a note says so. One that code tests to
// know a library's header was included (helper_cuda.h's `#ifdef CUSPARSEAPI`)
// reads its record's hip-test instead: a macro the HIP header defines at
// every HIP version (hipSPARSE's guard changed in 6.0; its export macro did
// not).
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: not grep CUSPARSEAPI %t.err

#include <cuda_runtime.h>

#ifdef CUSPARSEAPI
// CHECK: #ifdef HIPSPARSE_EXPORT
static const char *sparseName(int status) { return "sparse"; }
#endif
#ifndef CUDART_CB
// CHECK: #ifndef CUDART_CB
// DIAG: {{.*}}dropped-macro-tested.cu:[[@LINE-2]]:9: note: 'CUDART_CB' is a CUDA macro HIP does without; the test of it is left as it is (not defined on ROCm) [hipify-macro-test]
#define CUDART_CB
// CHECK: #define CUDART_CB
#endif
#if defined(CUSPARSEAPI) && defined ( CUDART_CB )
// CHECK: #if defined(HIPSPARSE_EXPORT) && defined ( CUDART_CB )
#elif !defined CUSPARSEAPI
// CHECK: #elif !defined HIPSPARSE_EXPORT
#endif

void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data) {}
// CHECK: void done(hipStream_t stream, hipError_t status, void *data) {}
