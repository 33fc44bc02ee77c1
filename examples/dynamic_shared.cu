// Dynamically sized shared memory.
// Exercises: `extern __shared__ float buf[];` whose size is given as the
// third launch parameter, used to reverse each block-sized segment of an
// array and to compute a per-block moving sum.
#include <cstdio>
#include <cstdlib>
#include <cmath>
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

// Reverse each segment of blockDim.x elements and add the element's right
// neighbour (within the segment, wrapping) from the original data.
__global__ void reverseSegments(const float *in, float *out, int n) {
  extern __shared__ float buf[];
  int base = blockIdx.x * blockDim.x;
  int t = threadIdx.x;

  buf[t] = (base + t < n) ? in[base + t] : 0.0f;
  __syncthreads();

  if (base + t < n) {
    int src = blockDim.x - 1 - t;
    int next = (src + 1) % blockDim.x;
    out[base + t] = buf[src] + 0.5f * buf[next];
  }
}

static void cpuReference(const std::vector<float> &in, std::vector<float> &out,
                         int block) {
  int n = static_cast<int>(in.size());
  for (int base = 0; base < n; base += block) {
    for (int t = 0; t < block && base + t < n; ++t) {
      int src = block - 1 - t;
      int next = (src + 1) % block;
      float a = (base + src < n) ? in[base + src] : 0.0f;
      float b = (base + next < n) ? in[base + next] : 0.0f;
      out[base + t] = a + 0.5f * b;
    }
  }
}

int main() {
  const int n = 100000;
  std::vector<float> h_in(n), h_out(n), ref(n);
  for (int i = 0; i < n; ++i) h_in[i] = static_cast<float>((i * 37) % 101);

  float *d_in = NULL, *d_out = NULL;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(float),
                        cudaMemcpyHostToDevice));

  int failures = 0;
  const int blockSizes[] = {64, 128, 512};
  for (int k = 0; k < 3; ++k) {
    int threads = blockSizes[k];
    int blocks = (n + threads - 1) / threads;
    size_t sharedBytes = threads * sizeof(float);

    reverseSegments<<<blocks, threads, sharedBytes>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(float),
                          cudaMemcpyDeviceToHost));

    cpuReference(h_in, ref, threads);
    for (int i = 0; i < n; ++i) {
      if (fabsf(h_out[i] - ref[i]) > 1e-4f) {
        if (failures < 5)
          fprintf(stderr, "block %d: out[%d] = %f, expected %f\n", threads, i,
                  h_out[i], ref[i]);
        ++failures;
      }
    }
  }

  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));

  if (failures == 0) {
    printf("PASS\n");
    return 0;
  }
  printf("FAIL (%d mismatches)\n", failures);
  return 1;
}
