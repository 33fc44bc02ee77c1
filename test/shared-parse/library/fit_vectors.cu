// Reaches every header of the library prelude before using any of them.
#include <cstdio>
#include <string>
#include <vector>
#include "common.h"

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  std::vector<float> h(256, 1.0f);
  float *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(float));
  cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, 256>>>(d, 2.0f);
  check(cudaGetLastError(), "scale");
  cudaFree(d);
  std::printf("%s\n", label(h.size()).c_str());
  return 0;
}
