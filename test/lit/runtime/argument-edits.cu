// Calls whose HIP counterpart takes other arguments: hipHostMalloc takes
// flags (hipHostMallocDefault is appended, as hipify-clang writes it, but
// only to the two-argument call), and HIP's occupancy calls take no
// block-size-to-shared-memory callback (it is dropped with its comma).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>
#include <cuda_runtime.h>

void host(float **p, size_t n) {
  cudaMallocHost((void **)p, n);
  // CHECK: hipHostMalloc((void **)p, n, hipHostMallocDefault);
  cudaMallocHost(p, n * /* twice */ 2);
  // CHECK: hipHostMalloc(p, n * /* twice */ 2, hipHostMallocDefault);
}

void occupancy(int *grid, int *block, CUfunction f, CUoccupancyB2DSize cb) {
  cuOccupancyMaxPotentialBlockSize(grid, block, f, cb, 0, 256);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSize(grid, block, f, 0, 256);
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, cb, 0, 256, 0);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, 0, 256, 0);
}
// DIAG-NOT: error
