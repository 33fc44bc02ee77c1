// Legacy CUDA in the style of the Rodinia benchmarks (hotspot, srad, bfs):
// texture references bound to linear memory, cudaThreadSynchronize, a
// timing helper guarded by CUDA_VERSION, error checks through a macro, and
// a launch hidden in a macro. It no longer compiles with CUDA 12+ (texture
// references are gone); hipify-cxx translates it completely and reports
// every place that needs a human.
#include <stdio.h>
#include <stdlib.h>
#include <cuda.h>
#include <cuda_runtime.h>

#define BLOCK_SIZE 256
#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err = call;                                                    \
    if (cudaSuccess != err) {                                                  \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__, \
              __LINE__, cudaGetErrorString(err));                              \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

// Legacy texture reference (removed in CUDA 12, deprecated in HIP).
texture<float, 1, cudaReadModeElementType> tex_in;

__global__ void stencil(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    out[i] = 0.25f * tex1Dfetch(tex_in, i - 1) + 0.5f * tex1Dfetch(tex_in, i) +
             0.25f * tex1Dfetch(tex_in, i + 1);
}

#define RUN_STENCIL(grid, block, out, n) stencil<<<grid, block>>>(out, n)

static float elapsed_ms(cudaEvent_t start, cudaEvent_t stop) {
  float ms = 0;
#if defined(CUDA_VERSION) && CUDA_VERSION >= 5000
  CUDA_SAFE_CALL(cudaEventElapsedTime(&ms, start, stop));
#else
  ms = -1;
#endif
  return ms;
}

int main(int argc, char **argv) {
  int n = 1 << 16;
  size_t bytes = n * sizeof(float);
  float *h_in = (float *)malloc(bytes), *h_out = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i)
    h_in[i] = (float)(i % 17);

  float *d_in, *d_out;
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_in, bytes));
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_out, bytes));
  CUDA_SAFE_CALL(cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemset(d_out, 0, bytes));
  CUDA_SAFE_CALL(cudaBindTexture(0, tex_in, d_in, bytes));

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  RUN_STENCIL((n + BLOCK_SIZE - 1) / BLOCK_SIZE, BLOCK_SIZE, d_out, n);
  cudaThreadSynchronize();
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);

  CUDA_SAFE_CALL(cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost));
  CUDA_SAFE_CALL(cudaUnbindTexture(tex_in));

  int errors = 0;
  for (int i = 1; i < n - 1; ++i) {
    float want = 0.25f * h_in[i - 1] + 0.5f * h_in[i] + 0.25f * h_in[i + 1];
    if (h_out[i] != want)
      ++errors;
  }
  printf("stencil: %.3f ms, %s\n", elapsed_ms(start, stop),
         errors ? "FAIL" : "PASS");
  cudaFree(d_in);
  cudaFree(d_out);
  free(h_in);
  free(h_out);
  return errors != 0;
}
