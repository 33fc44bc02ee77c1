#include <cuda_runtime.h>
#include <cstdio>

__global__ void fill(int *Out) { Out[threadIdx.x] = threadIdx.x; }

int main() {
  int *Dev = nullptr;
  if (cudaMalloc(&Dev, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  fill<<<1, 32>>>(Dev);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return cudaFree(Dev) == cudaSuccess ? 0 : 1;
}
