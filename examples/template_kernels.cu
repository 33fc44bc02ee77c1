// Template and namespaced kernels.
// Exercises: a `template <typename T, int BLOCK>` kernel launched with
// explicit template arguments (`scale<float, 256><<<g, b>>>`), a template
// kernel whose arguments are deduced at the launch, and a kernel inside a
// namespace launched as `ns::kernel<<<...>>>`.
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

template <typename T, int BLOCK>
__global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) data[i] *= factor;
}

// Template parameters deduced from the arguments at the launch site.
template <typename T>
__global__ void fill(T *data, T value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = value + static_cast<T>(i % 4);
}

namespace ops {
__global__ void addOne(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
}

namespace detail {
template <typename T>
__global__ void square(T *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * data[i];
}
}  // namespace detail
}  // namespace ops

int main() {
  const int n = 10000;
  const int g = (n + 255) / 256, b = 256;
  int bad = 0;

  // float: fill (deduced T=float) then scale<float, 256> (explicit).
  float *d_f = NULL;
  CUDA_CHECK(cudaMalloc(&d_f, n * sizeof(float)));
  fill<<<g, b>>>(d_f, 1.5f, n);
  scale<float, 256><<<g, b>>>(d_f, 2.0f, n);
  CUDA_CHECK(cudaGetLastError());
  std::vector<float> h_f(n);
  CUDA_CHECK(cudaMemcpy(h_f.data(), d_f, n * sizeof(float),
                        cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (h_f[i] != (1.5f + (i % 4)) * 2.0f) ++bad;

  // double with a different block size.
  double *d_d = NULL;
  CUDA_CHECK(cudaMalloc(&d_d, n * sizeof(double)));
  fill<double><<<(n + 127) / 128, 128>>>(d_d, 0.25, n);
  scale<double, 128><<<(n + 127) / 128, 128>>>(d_d, -4.0, n);
  CUDA_CHECK(cudaGetLastError());
  std::vector<double> h_d(n);
  CUDA_CHECK(cudaMemcpy(h_d.data(), d_d, n * sizeof(double),
                        cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (h_d[i] != (0.25 + (i % 4)) * -4.0) ++bad;

  // int: namespaced kernels.
  int *d_i = NULL;
  CUDA_CHECK(cudaMalloc(&d_i, n * sizeof(int)));
  fill<<<g, b>>>(d_i, 10, n);
  ops::addOne<<<g, b>>>(d_i, n);
  ops::detail::square<int><<<g, b>>>(d_i, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> h_i(n);
  CUDA_CHECK(cudaMemcpy(h_i.data(), d_i, n * sizeof(int),
                        cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int v = 10 + (i % 4) + 1;
    if (h_i[i] != v * v) ++bad;
  }

  CUDA_CHECK(cudaFree(d_f));
  CUDA_CHECK(cudaFree(d_d));
  CUDA_CHECK(cudaFree(d_i));

  if (bad) {
    printf("FAIL (%d mismatches)\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
