// A CUDA program kept as the source: hipify-cxx compat builds it for ROCm.
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cufft.h>
#include "util.cuh"

struct Launch {
  int major; // a member: never a macro, whatever the tables say of the word
};

__global__ void scale(float *p, float a) {
  float v = p[threadIdx.x];
  p[threadIdx.x] = a * (v + __shfl_xor_sync(0xffffffff, v, 1));
}

const char *fftStatus(cufftResult r) {
  switch (r) {
  case CUFFT_SUCCESS:
    return "ok";
  case CUFFT_MISSING_DEPENDENCY:
    return "missing dependency";
  default:
    return "failed";
  }
}

int main() {
  float *d = nullptr, *h = nullptr;
  cudaEvent_t e;
  cudaEventCreate(&e, cudaEventDisableTiming);
  cudaHostAlloc(&h, 64, cudaHostAllocDefault);
  cudaMalloc(&d, 64);
  scale<<<1, 16>>>(d, 2.0f);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
  cublasHandle_t handle;
  cublasCreate(&handle);
#if CUDART_VERSION >= 11000
  cudaDeviceSynchronize();
#endif
  cudaFree(d);
  return status(CUBLAS_STATUS_SUCCESS) != nullptr && fftStatus(CUFFT_SUCCESS);
}
