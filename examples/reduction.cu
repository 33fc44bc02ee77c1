// Block-level sum reduction in shared memory.
// Exercises: __shared__ arrays (static and dynamic), __syncthreads, and a
// three-argument <<<grid, block, sharedBytes>>> launch. Partial sums from each
// block are added up on the host.
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

#define BLOCK_SIZE 256

// Fixed-size shared memory version.
__global__ void reduceStatic(const int *in, int *partial, int n) {
  __shared__ int sdata[BLOCK_SIZE];
  unsigned int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;

  int v = 0;
  if (i < n) v += in[i];
  if (i + (int)blockDim.x < n) v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdata[0];
}

// Same algorithm, shared memory size supplied at launch time.
__global__ void reduceDynamic(const int *in, int *partial, int n) {
  extern __shared__ int sdyn[];
  unsigned int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;

  sdyn[tid] = (i < n) ? in[i] : 0;
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdyn[tid] += sdyn[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdyn[0];
}

int main() {
  const int n = 1000003;  // deliberately not a multiple of the block size
  std::vector<int> h_in(n);
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    h_in[i] = (i % 17) - 8;
    expected += h_in[i];
  }

  int *d_in = NULL, *d_partial = NULL;
  const int maxBlocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_partial, maxBlocks * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(int),
                        cudaMemcpyHostToDevice));

  std::vector<int> h_partial(maxBlocks);

  // Pass 1: static shared memory, each thread loads two elements.
  int blocks1 = (n + BLOCK_SIZE * 2 - 1) / (BLOCK_SIZE * 2);
  reduceStatic<<<blocks1, BLOCK_SIZE>>>(d_in, d_partial, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, blocks1 * sizeof(int),
                        cudaMemcpyDeviceToHost));
  long long sum1 = 0;
  for (int b = 0; b < blocks1; ++b) sum1 += h_partial[b];

  // Pass 2: dynamic shared memory given as the third launch parameter.
  int threads = 128;
  int blocks2 = (n + threads - 1) / threads;
  size_t smem = threads * sizeof(int);
  reduceDynamic<<<blocks2, threads, smem>>>(d_in, d_partial, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, blocks2 * sizeof(int),
                        cudaMemcpyDeviceToHost));
  long long sum2 = 0;
  for (int b = 0; b < blocks2; ++b) sum2 += h_partial[b];

  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_partial));

  bool ok = (sum1 == expected) && (sum2 == expected);
  printf("expected %lld, static %lld, dynamic %lld\n", expected, sum1, sum2);
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
