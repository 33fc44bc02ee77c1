// The library's headers through a project header only.
#include "common.h"

__global__ void fill(int *x) { x[threadIdx.x] = threadIdx.x; }

int main() {
  int *d;
  cudaMalloc((void **)&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d);
  check(cudaDeviceSynchronize(), label(64).c_str());
  cudaFree(d);
}
