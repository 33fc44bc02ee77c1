// Sums 2^20 ones on the GPU, in pinned host memory, and times it.
#include "timing.cuh"

int main() {
  const int n = 1 << 20;
  float *x;
  CHECK(cudaMallocHost(&x, n * sizeof(float))); // HIP's takes flags too
  for (int i = 0; i < n; ++i)
    x[i] = 1.0f;
  Timer t;
  float s = gpu_sum(x, n);
  printf("sum %.0f (expected %d) in %.3f ms\n", s, n, t.elapsed());
  CHECK(cudaFreeHost(x));
  return s == n ? 0 : 1;
}
