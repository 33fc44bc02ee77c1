// Vector addition: c[i] = a[i] + b[i].
// Exercises: cudaMalloc / cudaMemcpy / cudaFree and a plain two-argument
// <<<grid, block>>> launch.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e = (call);                                                \
    if (e != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e),   \
              __FILE__, __LINE__);                                         \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    c[i] = a[i] + b[i];
  }
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);

  std::vector<float> h_a(n), h_b(n), h_c(n);
  for (int i = 0; i < n; ++i) {
    h_a[i] = static_cast<float>(i) * 0.5f;
    h_b[i] = static_cast<float>(n - i) * 0.25f;
  }

  float *d_a = NULL, *d_b = NULL, *d_c = NULL;
  CHECK(cudaMalloc((void **)&d_a, bytes));
  CHECK(cudaMalloc((void **)&d_b, bytes));
  CHECK(cudaMalloc((void **)&d_c, bytes));

  CHECK(cudaMemcpy(d_a, h_a.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, h_b.data(), bytes, cudaMemcpyHostToDevice));

  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads>>>(d_a, d_b, d_c, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  CHECK(cudaMemcpy(h_c.data(), d_c, bytes, cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float expected = h_a[i] + h_b[i];
    if (fabsf(h_c[i] - expected) > 1e-5f * fabsf(expected) + 1e-6f) {
      if (errors < 5)
        fprintf(stderr, "mismatch at %d: got %f expected %f\n", i, h_c[i],
                expected);
      ++errors;
    }
  }

  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_c));

  if (errors == 0) {
    printf("PASS\n");
    return 0;
  }
  printf("FAIL (%d mismatches)\n", errors);
  return 1;
}
