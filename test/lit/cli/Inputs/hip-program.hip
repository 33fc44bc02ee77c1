// A small HIP program in the shape hipify-cxx writes: built with nvcc through
// the cuda-header include directory (reverse-header-nvcc.test).
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

__constant__ float coeff[4];

template <typename T, int N> __global__ void scale(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= coeff[N];
}

__global__ void fill(float *x, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + block.thread_rank();
  if (i < n) x[i] = 1.0f;
}

__global__ void noArgs() {}

int main() {
  float *d = NULL;
  const float h[4] = {1, 2, 3, 4};
  hipError_t err = hipMalloc((void **)&d, 256 * sizeof(float));
  if (err != hipSuccess) printf("%s\n", hipGetErrorString(err));
  hipMemcpyToSymbol(HIP_SYMBOL(coeff), h, sizeof(h), 0, hipMemcpyHostToDevice);
  hipStream_t stream;
  hipStreamCreate(&stream);
  hipLaunchKernelGGL(fill, dim3(1), dim3(256), 0, stream, d, 256);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 2>), dim3(1), dim3(256), 0, 0, d, 256);
  hipLaunchKernelGGL(noArgs, dim3(1), dim3(1), 0, 0);
  hipDeviceSynchronize();
  hipStreamDestroy(stream);
  hipFree(d);
  return 0;
}
