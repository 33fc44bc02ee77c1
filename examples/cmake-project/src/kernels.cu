// SAXPY and a shared-memory sum reduction, with their host wrappers.
#include "common.cuh"

__global__ void saxpy_kernel(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = axpy(a, x[i], y[i]);
}

__global__ void sum_kernel(const float *x, float *partial, int n) {
  __shared__ float buf[kBlockSize];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = buf[0];
}

void gpu_saxpy(float a, const float *d_x, float *d_y, int n,
               cudaStream_t stream) {
  saxpy_kernel<<<blocks_for(n), kBlockSize, 0, stream>>>(a, d_x, d_y, n);
  CUDA_CHECK(cudaGetLastError());
}

float gpu_sum(const float *d_x, int n) {
  int blocks = blocks_for(n);
  float *d_partial;
  CUDA_CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
  sum_kernel<<<blocks, kBlockSize>>>(d_x, d_partial, n);
  CUDA_CHECK(cudaGetLastError());
  float *partial = (float *)malloc(blocks * sizeof(float));
  CUDA_CHECK(cudaMemcpy(partial, d_partial, blocks * sizeof(float),
                        cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_partial));
  double s = 0;
  for (int b = 0; b < blocks; b++) s += partial[b];
  free(partial);
  return (float)s;
}
