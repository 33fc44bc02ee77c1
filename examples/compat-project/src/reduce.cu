// A warp-shuffle sum: each warp adds its lanes with __shfl_down_sync over
// the full mask, then one atomic per warp.
#include "timing.cuh"

__inline__ __device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void sum_kernel(const float *x, float *out, int n) {
  float v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    v += x[i];
  v = warp_sum(v);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(out, v);
}

float gpu_sum(const float *x, int n) {
  float *d_x, *d_out, out = 0;
  CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, sizeof(float)));
  CHECK(cudaMemcpy(d_x, x, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_out, 0, sizeof(float)));
  cudaFuncAttributes attr;
  CHECK(cudaFuncGetAttributes(&attr, sum_kernel)); // a kernel, as const void*
  sum_kernel<<<64, 256>>>(d_x, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&out, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_x));
  CHECK(cudaFree(d_out));
  return out;
}
