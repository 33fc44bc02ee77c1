// A program with one error of each kind --verify tells apart.
// No runtime include: the translation adds one, and every later line moves.
#include "helper.cuh"
#include "project.h"

__global__ void fill(float *p) { p[threadIdx.x] = twice(1.0f); }

int main() {
  float *p;
  cudaMalloc(&p, 16 * sizeof(float));
  fill<<<1, 16>>>(p);
  cudaCtxResetPersistingL2Cache();
  not_declared_anywhere(p);
  cudaProjectCheck(0);
  cudaFree(p);
  return 0;
}
