// Tiled matrix transpose through shared memory.
// Exercises: dim3 grid/block, 2D thread indexing, a padded
// __shared__ float tile[TILE][TILE + 1] to avoid bank conflicts.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(x)                                                      \
  do {                                                                     \
    cudaError_t err = (x);                                                 \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(err));     \
      exit(EXIT_FAILURE);                                                  \
    }                                                                      \
  } while (0)

const int TILE = 32;
const int BLOCK_ROWS = 8;

// out is cols x rows, in is rows x cols (row-major).
__global__ void transposeTiled(float *out, const float *in, int rows,
                               int cols) {
  __shared__ float tile[TILE][TILE + 1];

  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;

  for (int j = 0; j < TILE; j += BLOCK_ROWS) {
    if (x < cols && (y + j) < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  }
  __syncthreads();

  x = blockIdx.y * TILE + threadIdx.x;  // swapped block indices
  y = blockIdx.x * TILE + threadIdx.y;

  for (int j = 0; j < TILE; j += BLOCK_ROWS) {
    if (x < rows && (y + j) < cols)
      out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
  }
}

int main(void) {
  const int rows = 1000;
  const int cols = 777;
  const size_t count = (size_t)rows * cols;
  const size_t bytes = count * sizeof(float);

  std::vector<float> h_in(count), h_out(count, -1.0f);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      h_in[(size_t)r * cols + c] = (float)(r * 1000 + c);

  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, bytes));
  CUDA_CHECK(cudaMalloc(&d_out, bytes));
  CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_out, 0, bytes));

  dim3 block(TILE, BLOCK_ROWS);
  dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  transposeTiled<<<grid, block>>>(d_out, d_in, rows, cols);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, bytes, cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int r = 0; r < rows && bad < 10; ++r) {
    for (int c = 0; c < cols; ++c) {
      float got = h_out[(size_t)c * rows + r];
      float want = h_in[(size_t)r * cols + c];
      if (got != want) {
        if (bad < 5)
          fprintf(stderr, "out[%d][%d] = %f, want %f\n", c, r, got, want);
        ++bad;
      }
    }
  }

  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));

  if (bad) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
