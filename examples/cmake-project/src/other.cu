// A template kernel, launched with explicit template arguments. Includes no
// project header: editing common.cuh does not re-translate this file.
#include <cuda_runtime.h>

template <typename T, int BLOCK>
__global__ void scale(T *v, T factor, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) v[i] *= factor;
}

cudaError_t gpu_scale(double *d_v, double factor, int n) {
  const int block = 128;
  scale<double, block><<<(n + block - 1) / block, block>>>(d_v, factor, n);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) return err;
  return cudaDeviceSynchronize();
}
