// Shared by src/main.cu and src/kernels.cu: error checking, a device helper,
// the launch configuration and the GPU entry points.
#ifndef EXAMPLE_COMMON_CUH
#define EXAMPLE_COMMON_CUH

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CUDA_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,    \
              cudaGetErrorString(err_));                                      \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

const int kBlockSize = 256;

inline int blocks_for(int n) { return (n + kBlockSize - 1) / kBlockSize; }

__host__ __device__ inline float axpy(float a, float x, float y) {
  return a * x + y;
}

// src/kernels.cu
void gpu_saxpy(float a, const float *d_x, float *d_y, int n,
               cudaStream_t stream);
float gpu_sum(const float *d_x, int n);

// src/other.cu
cudaError_t gpu_scale(double *d_v, double factor, int n);

#endif
