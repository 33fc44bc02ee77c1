// Polynomial / 1D stencil with coefficients in constant memory.
// Exercises: `__constant__ float coeffs[N];` written with
// cudaMemcpyToSymbol, read from a kernel; also cudaMemcpyFromSymbol.
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

#define RADIUS 3
#define NCOEFFS (2 * RADIUS + 1)

__constant__ float coeffs[NCOEFFS];
__constant__ int clampEdges;

// out[i] = sum_k coeffs[k] * in[i + k - RADIUS]
__global__ void stencil1D(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
  for (int k = 0; k < NCOEFFS; ++k) {
    int j = i + k - RADIUS;
    if (j < 0 || j >= n) {
      if (!clampEdges) continue;
      j = j < 0 ? 0 : n - 1;
    }
    acc += coeffs[k] * in[j];
  }
  out[i] = acc;
}

int main() {
  const int n = 1 << 16;
  const float h_coeffs[NCOEFFS] = {0.05f, 0.1f, 0.2f, 0.3f, 0.2f, 0.1f, 0.05f};
  const int h_clamp = 1;

  std::vector<float> h_in(n), h_out(n), ref(n);
  for (int i = 0; i < n; ++i) h_in[i] = sinf(i * 0.01f) + (i % 5) * 0.1f;

  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = 0; k < NCOEFFS; ++k) {
      int j = i + k - RADIUS;
      if (j < 0) j = 0;
      if (j >= n) j = n - 1;
      acc += h_coeffs[k] * h_in[j];
    }
    ref[i] = acc;
  }

  CUDA_CHECK(cudaMemcpyToSymbol(coeffs, h_coeffs, sizeof(h_coeffs)));
  CUDA_CHECK(cudaMemcpyToSymbol(clampEdges, &h_clamp, sizeof(int)));

  float readBack[NCOEFFS];
  CUDA_CHECK(cudaMemcpyFromSymbol(readBack, coeffs, sizeof(readBack)));

  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(float),
                        cudaMemcpyHostToDevice));

  stencil1D<<<(n + 255) / 256, 256>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(float),
                        cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int k = 0; k < NCOEFFS; ++k)
    if (readBack[k] != h_coeffs[k]) ++bad;
  for (int i = 0; i < n; ++i) {
    if (fabsf(h_out[i] - ref[i]) > 1e-4f) {
      if (bad < 5)
        fprintf(stderr, "out[%d] = %f, expected %f\n", i, h_out[i], ref[i]);
      ++bad;
    }
  }

  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));

  printf(bad == 0 ? "PASS\n" : "FAIL\n");
  return bad == 0 ? 0 : 1;
}
