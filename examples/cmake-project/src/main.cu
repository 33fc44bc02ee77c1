// Runs the GPU functions of src/kernels.cu and src/other.cu, compares each
// result with a CPU reference, prints PASS or FAIL and exits with 0 or 1.
#include "common.cuh"       // found through -I include (the translation: -I <out>/include)
#include "../include/util.h" // found relative to this file

int main(void) {
  const int n = 1 << 20;
  const float a = 2.5f;
  bool ok = true;

  float *x = (float *)malloc(n * sizeof(float));
  float *y = (float *)malloc(n * sizeof(float));
  float *ref = (float *)malloc(n * sizeof(float));
  double *v = (double *)malloc(n * sizeof(double));
  fill_inputs(x, y, n);
  for (int i = 0; i < n; i++) ref[i] = y[i];
  cpu_saxpy(a, x, ref, n);

  float *d_x, *d_y;
  double *d_v;
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_v, n * sizeof(double)));
  CUDA_CHECK(cudaMemcpyAsync(d_x, x, n * sizeof(float), cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(d_y, y, n * sizeof(float), cudaMemcpyHostToDevice,
                             stream));
  gpu_saxpy(a, d_x, d_y, n, stream);
  CUDA_CHECK(cudaMemcpyAsync(y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  for (int i = 0; i < n; i++) {
    if (!nearly_equal(y[i], ref[i], 1e-6)) {
      fprintf(stderr, "saxpy: y[%d] = %f, expected %f\n", i, y[i], ref[i]);
      ok = false;
      break;
    }
  }

  float sum = gpu_sum(d_x, n);
  double sum_ref = cpu_sum(x, n);
  if (!nearly_equal(sum, sum_ref, 1e-4)) {
    fprintf(stderr, "sum: %f, expected %f\n", sum, sum_ref);
    ok = false;
  }

  for (int i = 0; i < n; i++) v[i] = 0.5 * i;
  CUDA_CHECK(cudaMemcpy(d_v, v, n * sizeof(double), cudaMemcpyHostToDevice));
  CUDA_CHECK(gpu_scale(d_v, 3.0, n));
  CUDA_CHECK(cudaMemcpy(v, d_v, n * sizeof(double), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    if (v[i] != 1.5 * i) {
      fprintf(stderr, "scale: v[%d] = %f, expected %f\n", i, v[i], 1.5 * i);
      ok = false;
      break;
    }
  }

  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaFree(d_v));
  CUDA_CHECK(cudaStreamDestroy(stream));
  free(x);
  free(y);
  free(ref);
  free(v);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
