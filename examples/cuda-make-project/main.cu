#include "scale.cuh"
#include <cstdio>
#include <curand.h>

int main() {
  const int N = 1024;
  float *Data;
  cudaMalloc(&Data, N * sizeof(float));
  curandGenerator_t Gen;
  curandCreateGenerator(&Gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(Gen, Data, N);
  scaleOnDevice(Data, N, 2.0f);
  float First;
  cudaMemcpy(&First, Data, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("first: %f\n", First);
  curandDestroyGenerator(Gen);
  cudaFree(Data);
  return 0;
}
