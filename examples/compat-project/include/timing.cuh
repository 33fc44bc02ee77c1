// Timing and error checks shared by the sources: CUDA calls only, no ROCm in
// sight. For ROCm, hipify_cxx_compat() supplies what they need.
#pragma once

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                           \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                      \
              cudaGetErrorString(err_));                                      \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

// An event pair around some work, in milliseconds. cudaEventCreate with
// flags is a C++ overload of CUDA's; HIP names it hipEventCreateWithFlags.
struct Timer {
  cudaEvent_t start, stop;
  Timer() {
    CHECK(cudaEventCreate(&start, cudaEventDefault));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start));
  }
  float elapsed() {
    float ms = 0;
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    return ms;
  }
};

// src/reduce.cu
float gpu_sum(const float *x, int n);
