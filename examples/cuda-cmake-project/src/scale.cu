#include "scale.cuh"

__global__ void scale(float *Data, int N, float Factor) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Data[I] *= Factor;
}

void scaleOnDevice(float *Data, int N, float Factor) {
  scale<<<(N + 255) / 256, 256>>>(Data, N, Factor);
  cudaDeviceSynchronize();
}
