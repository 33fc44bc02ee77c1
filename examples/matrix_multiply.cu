// Tiled matrix multiply C = A * B through shared memory.
// Exercises: two __shared__ tiles per block, a TILE x TILE dim3 block, 2D grid
// sized with ceil-division, loop over K in tiles with __syncthreads() between
// loads and use, bounds checks for sizes that are not multiples of the tile,
// a naive kernel for comparison, cudaMemset.
#include <cmath>
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

#define TILE 16

// A is M x K, B is K x N, C is M x N, all row-major.
__global__ void matmulTiled(const float *A, const float *B, float *C, int M,
                            int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];

  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int aCol = t * TILE + threadIdx.x;
    int bRow = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] =
        (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] =
        (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();

#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }

  if (row < M && col < N)
    C[row * N + col] = acc;
}

__global__ void matmulNaive(const float *A, const float *B, float *C, int M,
                            int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N)
    return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k)
    acc += A[row * K + k] * B[k * N + col];
  C[row * N + col] = acc;
}

static int compare(const std::vector<float> &got, const std::vector<double> &ref,
                   const char *what) {
  int bad = 0;
  for (size_t i = 0; i < ref.size(); ++i) {
    double tol = 1e-3 * (1.0 + fabs(ref[i]));
    if (fabs(got[i] - ref[i]) > tol) {
      if (bad < 5)
        fprintf(stderr, "%s: C[%zu] = %f, expected %f\n", what, i, got[i],
                ref[i]);
      ++bad;
    }
  }
  return bad;
}

int main() {
  const int M = 300, K = 200, N = 250;  // not multiples of TILE
  std::vector<float> hA(M * K), hB(K * N), hC(M * N);
  for (int i = 0; i < M * K; ++i) hA[i] = (float)((i * 7) % 13 - 6) / 8.0f;
  for (int i = 0; i < K * N; ++i) hB[i] = (float)((i * 5) % 11 - 5) / 4.0f;

  std::vector<double> ref(M * N, 0.0);
  for (int r = 0; r < M; ++r)
    for (int k = 0; k < K; ++k) {
      double a = hA[r * K + k];
      for (int c = 0; c < N; ++c) ref[r * N + c] += a * hB[k * N + c];
    }

  float *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc((void **)&dA, M * K * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dB, K * N * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dC, M * N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, hA.data(), M * K * sizeof(float),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), K * N * sizeof(float),
                        cudaMemcpyHostToDevice));

  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);

  int bad = 0;
  CUDA_CHECK(cudaMemset(dC, 0, M * N * sizeof(float)));
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hC.data(), dC, M * N * sizeof(float),
                        cudaMemcpyDeviceToHost));
  bad += compare(hC, ref, "tiled");

  CUDA_CHECK(cudaMemset(dC, 0, M * N * sizeof(float)));
  matmulNaive<<<grid, block>>>(dA, dB, dC, M, N, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hC.data(), dC, M * N * sizeof(float),
                        cudaMemcpyDeviceToHost));
  bad += compare(hC, ref, "naive");

  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));

  printf("%d x %d x %d: %d mismatches\n", M, K, N, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
