// Cooperative groups: block and tile reductions, and a grid-wide barrier.
// Exercises: namespace cg = cooperative_groups, cg::this_thread_block(),
// block.sync() / thread_rank(), cg::tiled_partition<32> with tile.shfl_down,
// cg::this_grid() with grid.sync() in a kernel launched by
// cudaLaunchCooperativeKernel (void *args[]), and the occupancy and
// cudaDevAttrCooperativeLaunch queries that size such a launch.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

const int kThreads = 256;

// Sum within a tile of 32 threads; the result is complete in rank 0.
__device__ float tileSum(cg::thread_block_tile<32> tile, float v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}

// Block sum: tiles reduce with shuffles, tile leaders meet in shared memory.
__device__ float blockSum(cg::thread_block block, float v, float *scratch) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  v = tileSum(tile, v);
  if (tile.thread_rank() == 0) scratch[block.thread_rank() / 32] = v;
  block.sync();
  float total = 0.0f;
  if (block.thread_rank() == 0)
    for (unsigned t = 0; t < block.size() / 32; ++t) total += scratch[t];
  block.sync();
  return total;  // valid in thread 0 of the block
}

// Normalizes data so that it sums to 1: needs the grid-wide sum before any
// block may scale its elements.
__global__ void normalize(float *data, float *partial, float *total, int n) {
  __shared__ float scratch[kThreads / 32];
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();

  float v = 0.0f;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) v += data[i];
  v = blockSum(block, v, scratch);
  if (block.thread_rank() == 0) partial[blockIdx.x] = v;

  grid.sync();  // every block's partial sum is written

  if (grid.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b) s += partial[b];
    *total = s;
  }

  grid.sync();  // the total is visible to all blocks

  float inv = 1.0f / *total;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] *= inv;
}

// Per-block sums with tiles only (an ordinary launch).
__global__ void blockSums(const float *data, float *sums, int n) {
  __shared__ float scratch[kThreads / 32];
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + block.thread_rank();
  float v = blockSum(block, i < n ? data[i] : 0.0f, scratch);
  if (block.thread_rank() == 0) sums[blockIdx.x] = v;
}

int main() {
  int dev = 0;
  CUDA_CHECK(cudaSetDevice(dev));
  int supportsCoop = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&supportsCoop,
                                    cudaDevAttrCooperativeLaunch, dev));
  if (!supportsCoop) {
    printf("device does not support cooperative launches\nFAIL\n");
    return 1;
  }

  const int n = 1 << 20;
  std::vector<float> h(n);
  double sum = 0.0;
  for (int i = 0; i < n; ++i) {
    h[i] = 1.0f + (float)(i % 100) / 100.0f;
    sum += h[i];
  }

  float *dData, *dPartial, *dTotal;
  CUDA_CHECK(cudaMalloc(&dData, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dData, h.data(), n * sizeof(float),
                        cudaMemcpyHostToDevice));

  // Tile/block reduction with an ordinary launch.
  int blocks = (n + kThreads - 1) / kThreads;
  CUDA_CHECK(cudaMalloc(&dPartial, blocks * sizeof(float)));
  blockSums<<<blocks, kThreads>>>(dData, dPartial, n);
  CUDA_CHECK(cudaGetLastError());
  std::vector<float> hSums(blocks);
  CUDA_CHECK(cudaMemcpy(hSums.data(), dPartial, blocks * sizeof(float),
                        cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    double want = 0.0;
    for (int i = b * kThreads; i < (b + 1) * kThreads && i < n; ++i)
      want += h[i];
    if (fabs(hSums[b] - want) > 1e-3 * want) {
      if (bad < 5)
        fprintf(stderr, "block %d: %f, expected %f\n", b, hSums[b], want);
      ++bad;
    }
  }
  CUDA_CHECK(cudaFree(dPartial));

  // Grid-wide barrier: all blocks must be resident at once.
  int perSM = 0, numSMs = 0;
  CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, normalize,
                                                           kThreads, 0));
  CUDA_CHECK(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount,
                                    dev));
  int coopBlocks = perSM * numSMs;
  if (coopBlocks > 1024) coopBlocks = 1024;
  CUDA_CHECK(cudaMalloc(&dPartial, coopBlocks * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dTotal, sizeof(float)));

  int nArg = n;
  void *args[] = {&dData, &dPartial, &dTotal, &nArg};
  CUDA_CHECK(cudaLaunchCooperativeKernel((void *)normalize, dim3(coopBlocks),
                                         dim3(kThreads), args, 0, 0));
  CUDA_CHECK(cudaDeviceSynchronize());

  float total = 0.0f;
  CUDA_CHECK(cudaMemcpy(&total, dTotal, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(h.data(), dData, n * sizeof(float),
                        cudaMemcpyDeviceToHost));
  if (fabs(total - sum) > 1e-4 * sum) {
    fprintf(stderr, "grid total %f, expected %f\n", total, sum);
    ++bad;
  }
  double check = 0.0;
  for (int i = 0; i < n; ++i) check += h[i];
  if (fabs(check - 1.0) > 1e-3) {
    fprintf(stderr, "normalized data sums to %f\n", check);
    ++bad;
  }

  CUDA_CHECK(cudaFree(dData));
  CUDA_CHECK(cudaFree(dPartial));
  CUDA_CHECK(cudaFree(dTotal));
  printf("%d cooperative blocks, normalized sum %.6f\n", coopBlocks, check);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
