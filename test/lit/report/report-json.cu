// --report-json writes the run's report: per-file counts, status and
// diagnostics, and totals that agree with them.
// RUN: rm -f %t.json
// RUN: %hipify --report-json %t.json %s -o %t.hip 2>/dev/null
// RUN: %python %S/Inputs/check_report.py %t.json

#include <cuda_runtime.h>

__global__ void k(float *x) {}

void f(float *x, cudaStream_t s) {
  cudaMalloc((void **)&x, 4);
  k<<<1, 1>>>(x);
  k<<<1, 1, 0, s>>>(x);
  cudaCtxResetPersistingL2Cache();
}
