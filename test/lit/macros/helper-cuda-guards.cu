// cuda-samples' helper_cuda.h tests CUDA's include guards as feature flags;
// after translation they test HIP's, and calling-convention macros HIP lacks
// (CUDART_CB, CUDA_CB) are removed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
#include <cuda.h>

#ifdef __DRIVER_TYPES_H__
// CHECK: #ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
#endif
#ifdef __CUDA_RUNTIME_H__
// CHECK: #ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#endif

void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data) {}
// CHECK: void done(hipStream_t stream, hipError_t status, void *data) {}
void CUDA_CB host_fn(void *data) {}
// CHECK: void host_fn(void *data) {}
// DIAG-NOT: error
