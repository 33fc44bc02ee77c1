// 256-bin byte histogram.
// Exercises: atomicAdd on __shared__ memory (per-block privatized bins)
// followed by atomicAdd into global memory, cudaMemset, grid-stride loop.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err_));                                   \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define NUM_BINS 256

__global__ void histogram256(const unsigned char *data, int n,
                             unsigned int *bins) {
  __shared__ unsigned int localBins[NUM_BINS];

  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) localBins[b] = 0;
  __syncthreads();

  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    atomicAdd(&localBins[data[i]], 1u);
  }
  __syncthreads();

  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    unsigned int count = localBins[b];
    if (count != 0) atomicAdd(&bins[b], count);
  }
}

int main() {
  const int n = 10 * 1000 * 1000;
  std::vector<unsigned char> h_data(n);
  unsigned int seed = 12345u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;  // LCG
    // Skew the distribution a bit so the bins differ.
    unsigned int v = (seed >> 24) & 0xff;
    h_data[i] = static_cast<unsigned char>((i % 3 == 0) ? (v & 0x0f) : v);
  }

  std::vector<unsigned int> ref(NUM_BINS, 0u);
  for (int i = 0; i < n; ++i) ref[h_data[i]]++;

  unsigned char *d_data = NULL;
  unsigned int *d_bins = NULL;
  CUDA_CHECK(cudaMalloc(&d_data, n));
  CUDA_CHECK(cudaMalloc(&d_bins, NUM_BINS * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(d_data, h_data.data(), n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_bins, 0, NUM_BINS * sizeof(unsigned int)));

  histogram256<<<120, 256>>>(d_data, n, d_bins);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  std::vector<unsigned int> h_bins(NUM_BINS);
  CUDA_CHECK(cudaMemcpy(h_bins.data(), d_bins, NUM_BINS * sizeof(unsigned int),
                        cudaMemcpyDeviceToHost));

  int bad = 0;
  unsigned long long total = 0;
  for (int b = 0; b < NUM_BINS; ++b) {
    total += h_bins[b];
    if (h_bins[b] != ref[b]) {
      if (bad < 5)
        fprintf(stderr, "bin %d: got %u expected %u\n", b, h_bins[b], ref[b]);
      ++bad;
    }
  }

  CUDA_CHECK(cudaFree(d_data));
  CUDA_CHECK(cudaFree(d_bins));

  printf("total counted: %llu of %d\n", total, n);
  if (bad == 0 && total == (unsigned long long)n) {
    printf("PASS\n");
    return 0;
  }
  printf("FAIL\n");
  return 1;
}
