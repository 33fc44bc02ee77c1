#include <cuda_runtime.h>
#if CUDA_VERSION >= 11000
#endif
#if CUDART_VERSION < 10000
#endif
#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
#endif
#if CUDA_VERSION >= 12000 || FOO
#endif
#if CUDA_VERSION >= 11000 // new API
#endif
#ifdef __CUDACC__
#endif
#ifndef __CUDACC__
#endif
#if __CUDA_ARCH__ >= 700
#endif
#if FOO
#elifdef __NVCC__
#endif
int untouched(void) { return CUDA_VERSION; }
