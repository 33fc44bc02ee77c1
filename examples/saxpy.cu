// SAXPY (y = a*x + y) with a grid-stride loop.
// Note: no CUDA header is included on purpose -- nvcc includes
// cuda_runtime.h implicitly for .cu files.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    y[i] = a * x[i] + y[i];
  }
}

int main(void) {
  const int N = 5000000;
  const float a = 2.5f;

  float *x = (float *)malloc(N * sizeof(float));
  float *y = (float *)malloc(N * sizeof(float));
  float *ref = (float *)malloc(N * sizeof(float));
  if (!x || !y || !ref) {
    fprintf(stderr, "host allocation failed\n");
    return 1;
  }

  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 100) * 0.01f;
    y[i] = 1.0f + (float)(i % 7);
    ref[i] = a * x[i] + y[i];
  }

  float *d_x, *d_y;
  cudaError_t err = cudaMalloc(&d_x, N * sizeof(float));
  if (err != cudaSuccess) {
    fprintf(stderr, "cudaMalloc d_x: %s\n", cudaGetErrorString(err));
    return 1;
  }
  err = cudaMalloc(&d_y, N * sizeof(float));
  if (err != cudaSuccess) {
    fprintf(stderr, "cudaMalloc d_y: %s\n", cudaGetErrorString(err));
    return 1;
  }

  cudaMemcpy(d_x, x, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_y, y, N * sizeof(float), cudaMemcpyHostToDevice);

  // Deliberately launch fewer threads than elements so the stride loop runs.
  int numSMs = 0;
  cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, 0);
  if (numSMs <= 0) numSMs = 1;
  saxpy<<<32 * numSMs, 256>>>(N, a, d_x, d_y);

  err = cudaGetLastError();
  if (err != cudaSuccess) {
    fprintf(stderr, "launch failed: %s\n", cudaGetErrorString(err));
    return 1;
  }

  cudaMemcpy(y, d_y, N * sizeof(float), cudaMemcpyDeviceToHost);

  float maxError = 0.0f;
  for (int i = 0; i < N; i++)
    maxError = fmaxf(maxError, fabsf(y[i] - ref[i]));
  printf("Max error: %g\n", maxError);

  cudaFree(d_x);
  cudaFree(d_y);
  free(x);
  free(y);
  free(ref);

  if (maxError < 1e-5f) {
    printf("PASS\n");
    return 0;
  }
  printf("FAIL\n");
  return 1;
}
