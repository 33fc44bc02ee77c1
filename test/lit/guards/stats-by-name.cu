// A rewritten guard counts in the statistics under its rule ("guard") and,
// by name, under the CUDA macro it tests first: not under an empty name.
// RUN: %hipify --print-stats %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: by name: CUDART_VERSION 1; CUDA_VERSION 2; __CUDACC__ 1; cuda_runtime.h 1;{{ ?$}}

#include <cuda_runtime.h>

#if CUDA_VERSION >= 11000
int modern;
#endif
#if defined(CUDART_VERSION) && CUDART_VERSION < 9000
int old;
#endif
#if CUDA_VERSION < 10000 && defined(OTHER)
int other;
#endif
#ifndef __CUDACC__
int host;
#endif
