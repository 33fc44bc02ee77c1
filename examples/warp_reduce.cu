// Reductions with warp shuffles: a sum with __shfl_down_sync (tree to lane 0)
// and a maximum with __shfl_xor_sync (butterfly: every lane gets the result).
// Exercises: warpSize, lane/warp indices, one __shared__ slot per warp, a
// second shuffle pass by the first warp, atomicAdd/atomicMax of the block
// results, and the usual CUDART_VERSION guard that keeps pre-CUDA 9 code
// (no *_sync shuffles) building.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#if defined(CUDART_VERSION) && CUDART_VERSION >= 9000
#define FULL_MASK 0xffffffff
#define SHFL_DOWN(v, offset) __shfl_down_sync(FULL_MASK, v, offset)
#define SHFL_XOR(v, mask) __shfl_xor_sync(FULL_MASK, v, mask)
#else
#define SHFL_DOWN(v, offset) __shfl_down(v, offset)
#define SHFL_XOR(v, mask) __shfl_xor(v, mask)
#endif

__inline__ __device__ int warpReduceSum(int v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += SHFL_DOWN(v, offset);
  return v;  // complete in lane 0
}

__inline__ __device__ int warpAllMax(int v) {
  for (int mask = warpSize / 2; mask > 0; mask /= 2)
    v = max(v, SHFL_XOR(v, mask));
  return v;  // complete in every lane
}

__global__ void sumKernel(const int *in, int *total, int n) {
  __shared__ int warpSums[32];  // blockDim.x <= 1024, warpSize >= 32
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;

  int v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    v += in[i];

  v = warpReduceSum(v);
  if (lane == 0) warpSums[warp] = v;
  __syncthreads();

  int numWarps = (blockDim.x + warpSize - 1) / warpSize;
  if (warp == 0) {
    v = (lane < numWarps) ? warpSums[lane] : 0;
    v = warpReduceSum(v);
    if (lane == 0) atomicAdd(total, v);
  }
}

__global__ void maxKernel(const int *in, int *result, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : INT_MIN;
  v = warpAllMax(v);
  // Every lane holds the warp maximum; the last lane publishes it.
  if (threadIdx.x % warpSize == warpSize - 1) atomicMax(result, v);
}

int main() {
  const int n = (1 << 20) + 12345;
  std::vector<int> h(n);
  unsigned int seed = 12345u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (int)(seed >> 16) % 2001 - 1000;
  }
  h[n / 3] = 5000;  // a unique maximum away from the start

  long long expectedSum = 0;
  int expectedMax = INT_MIN;
  for (int i = 0; i < n; ++i) {
    expectedSum += h[i];
    if (h[i] > expectedMax) expectedMax = h[i];
  }

  int *dIn, *dSum, *dMax;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dSum, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dMax, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  int bad = 0;
  const int blockSizes[] = {64, 256, 1024};
  for (int b = 0; b < 3; ++b) {
    int threads = blockSizes[b];
    int zero = 0, lowest = INT_MIN;
    CUDA_CHECK(cudaMemcpy(dSum, &zero, sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dMax, &lowest, sizeof(int), cudaMemcpyHostToDevice));

    sumKernel<<<120, threads>>>(dIn, dSum, n);
    CUDA_CHECK(cudaGetLastError());
    maxKernel<<<(n + threads - 1) / threads, threads>>>(dIn, dMax, n);
    CUDA_CHECK(cudaGetLastError());

    int gotSum = 0, gotMax = 0;
    CUDA_CHECK(cudaMemcpy(&gotSum, dSum, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&gotMax, dMax, sizeof(int), cudaMemcpyDeviceToHost));
    printf("block %4d: sum %d (expected %lld), max %d (expected %d)\n",
           threads, gotSum, expectedSum, gotMax, expectedMax);
    if (gotSum != expectedSum || gotMax != expectedMax) ++bad;
  }

  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dSum));
  CUDA_CHECK(cudaFree(dMax));
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
