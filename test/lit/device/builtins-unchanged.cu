// Device code written with names HIP shares (threadIdx, __syncthreads,
// atomicAdd, __ldg, __shared__) is left exactly as written, without warnings.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void sum(float *out, const float *in, int n) {
  __shared__ float tile[256];
  // CHECK: __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = __ldg(&in[i]);
  // CHECK: tile[threadIdx.x] = __ldg(&in[i]);
  __syncthreads();
  // CHECK: __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(out, tile[0] + gridDim.x * warpSize);
    // CHECK: atomicAdd(out, tile[0] + gridDim.x * warpSize);
}
// DIAG-NOT: error
