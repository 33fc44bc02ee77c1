// A calling-convention macro HIP does without (CUSPARSEAPI, CUDART_CB) is
// removed from code, but where a directive tests or defines it the name
// stays: `#ifdef CUSPARSEAPI` must not become `#ifdef` (no macro name). On
// ROCm the macro is not defined, and a note says so.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s < %t.err

#include <cuda_runtime.h>

#ifdef CUSPARSEAPI
// CHECK: #ifdef CUSPARSEAPI
// DIAG: {{.*}}dropped-macro-tested.cu:10:8: note: 'CUSPARSEAPI' is a CUDA macro HIP does without; the test of it is left as it is (not defined on ROCm) [hipify-macro-test]
static const char *sparseName(int status) { return "sparse"; }
#endif
#ifndef CUDART_CB
// CHECK: #ifndef CUDART_CB
// DIAG-NEXT: {{.*}}dropped-macro-tested.cu:15:9: note: 'CUDART_CB' {{.*}} [hipify-macro-test]
#define CUDART_CB
// CHECK: #define CUDART_CB
#endif
#if defined(CUSPARSEAPI) && defined ( CUDART_CB )
// CHECK: #if defined(CUSPARSEAPI) && defined ( CUDART_CB )
#elif !defined CUSPARSEAPI
// CHECK: #elif !defined CUSPARSEAPI
#endif

void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data) {}
// CHECK: void done(hipStream_t stream, hipError_t status, void *data) {}
