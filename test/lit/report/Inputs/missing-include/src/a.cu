#include "defs.cuh"

__global__ void clear(Grid g) { CELL(g, threadIdx.x, blockIdx.x) = 0; }

void run(Grid g) {
  clear<<<g.height, g.width>>>(g);
  cudaDeviceSynchronize();
}
