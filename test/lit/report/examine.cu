// --examine reports (the statistics) and writes no output file.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/input.cu
// RUN: %hipify --examine %t/input.cu | FileCheck %s
// RUN: ls %t | FileCheck --check-prefix=FILES %s
// RUN: diff %s %t/input.cu

#include <cuda_runtime.h>

void f(float *x) { cudaFree(x); }
// CHECK: Total number of unsupported CUDA function calls: 0
// FILES: input.cu
// FILES-NOT: input.cu.hip
