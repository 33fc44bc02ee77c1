// Overlapping work on several streams.
// Exercises: cudaMallocHost pinned memory, cudaStreamCreate, cudaMemcpyAsync,
// four-argument <<<grid, block, 0, stream>>> launches, cudaEvent timing
// (Create/Record/Synchronize/ElapsedTime), cudaStreamSynchronize and
// stream/event destruction.
#include <cstdio>
#include <cstdlib>
#include <cmath>
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

static const int kNumStreams = 4;

__global__ void scaleAndOffset(float *data, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] = data[i] * scale + offset;
  }
}

int main() {
  const int n = 1 << 22;
  const int chunk = n / kNumStreams;
  const size_t bytes = n * sizeof(float);
  const size_t chunkBytes = chunk * sizeof(float);

  float *h_data = NULL;
  CUDA_CHECK(cudaMallocHost((void **)&h_data, bytes));
  for (int i = 0; i < n; ++i) h_data[i] = static_cast<float>(i % 1000);

  float *d_data = NULL;
  CUDA_CHECK(cudaMalloc((void **)&d_data, bytes));

  cudaStream_t streams[kNumStreams];
  for (int s = 0; s < kNumStreams; ++s)
    CUDA_CHECK(cudaStreamCreate(&streams[s]));

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));

  const int threads = 256;
  const int blocks = (chunk + threads - 1) / threads;

  CUDA_CHECK(cudaEventRecord(start, 0));
  for (int s = 0; s < kNumStreams; ++s) {
    int offset = s * chunk;
    CUDA_CHECK(cudaMemcpyAsync(d_data + offset, h_data + offset, chunkBytes,
                               cudaMemcpyHostToDevice, streams[s]));
    // Each stream uses its own scale so a mix-up between chunks is visible.
    scaleAndOffset<<<blocks, threads, 0, streams[s]>>>(
        d_data + offset, chunk, 2.0f + s, 1.0f);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpyAsync(h_data + offset, d_data + offset, chunkBytes,
                               cudaMemcpyDeviceToHost, streams[s]));
  }
  CUDA_CHECK(cudaEventRecord(stop, 0));

  for (int s = 0; s < kNumStreams; ++s)
    CUDA_CHECK(cudaStreamSynchronize(streams[s]));
  CUDA_CHECK(cudaEventSynchronize(stop));

  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("%d streams processed %d floats in %.3f ms\n", kNumStreams, n, ms);

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int s = i / chunk;
    float expected = static_cast<float>(i % 1000) * (2.0f + s) + 1.0f;
    if (fabsf(h_data[i] - expected) > 1e-3f) {
      if (errors < 5)
        fprintf(stderr, "h_data[%d] = %f, expected %f\n", i, h_data[i],
                expected);
      ++errors;
    }
  }

  for (int s = 0; s < kNumStreams; ++s)
    CUDA_CHECK(cudaStreamDestroy(streams[s]));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFree(d_data));
  CUDA_CHECK(cudaFreeHost(h_data));

  if (errors != 0 || ms < 0.0f) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
