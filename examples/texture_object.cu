// Texture objects over a CUDA array: point sampling with clamped addressing,
// and bilinear filtering with normalized coordinates.
// Exercises: cudaChannelFormatDesc / cudaCreateChannelDesc<float>(),
// cudaMallocArray, cudaMemcpy2DToArray, cudaResourceDesc (cudaResourceTypeArray),
// cudaTextureDesc (address/filter/read modes, normalizedCoords),
// cudaCreateTextureObject / cudaDestroyTextureObject, tex2D<float>(),
// cudaFreeArray.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

// out(x, y) = in(x + dx, y + dy), clamped at the borders.
__global__ void shiftKernel(float *out, cudaTextureObject_t tex, int width,
                            int height, int dx, int dy) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    out[y * width + x] = tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
}

// Samples halfway between texel centres: the mean of a 2x2 neighbourhood.
__global__ void halfwayKernel(float *out, cudaTextureObject_t tex, int width,
                              int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width - 1 && y < height - 1) {
    float u = (x + 1.0f) / width;   // normalized coordinates
    float v = (y + 1.0f) / height;
    out[y * width + x] = tex2D<float>(tex, u, v);
  }
}

static cudaTextureObject_t makeTexture(cudaArray_t array, bool linear) {
  cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = array;

  cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeClamp;
  texDesc.addressMode[1] = cudaAddressModeClamp;
  texDesc.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = linear ? 1 : 0;

  cudaTextureObject_t tex = 0;
  CUDA_CHECK(cudaCreateTextureObject(&tex, &resDesc, &texDesc, NULL));
  return tex;
}

int main() {
  const int width = 200, height = 120;
  const int dx = 3, dy = -2;
  std::vector<float> h(width * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) h[y * width + x] = (float)(x * 3 + y * 7 % 11);

  cudaChannelFormatDesc channel = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  CUDA_CHECK(cudaMallocArray(&array, &channel, width, height));
  CUDA_CHECK(cudaMemcpy2DToArray(array, 0, 0, h.data(), width * sizeof(float),
                                 width * sizeof(float), height,
                                 cudaMemcpyHostToDevice));

  float *dOut;
  CUDA_CHECK(cudaMalloc(&dOut, width * height * sizeof(float)));
  std::vector<float> out(width * height);
  dim3 block(16, 16);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  int bad = 0;

  cudaTextureObject_t pointTex = makeTexture(array, false);
  shiftKernel<<<grid, block>>>(dOut, pointTex, width, height, dx, dy);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, width * height * sizeof(float),
                        cudaMemcpyDeviceToHost));
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      int sx = x + dx < 0 ? 0 : (x + dx >= width ? width - 1 : x + dx);
      int sy = y + dy < 0 ? 0 : (y + dy >= height ? height - 1 : y + dy);
      float want = h[sy * width + sx];
      if (out[y * width + x] != want) {
        if (bad < 5)
          fprintf(stderr, "point (%d,%d) = %f, expected %f\n", x, y,
                  out[y * width + x], want);
        ++bad;
      }
    }
  CUDA_CHECK(cudaDestroyTextureObject(pointTex));

  cudaTextureObject_t linearTex = makeTexture(array, true);
  halfwayKernel<<<grid, block>>>(dOut, linearTex, width, height);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, width * height * sizeof(float),
                        cudaMemcpyDeviceToHost));
  for (int y = 0; y < height - 1; ++y)
    for (int x = 0; x < width - 1; ++x) {
      float want = 0.25f * (h[y * width + x] + h[y * width + x + 1] +
                            h[(y + 1) * width + x] + h[(y + 1) * width + x + 1]);
      if (fabsf(out[y * width + x] - want) > 1e-2f * (1.0f + fabsf(want))) {
        if (bad < 5)
          fprintf(stderr, "linear (%d,%d) = %f, expected %f\n", x, y,
                  out[y * width + x], want);
        ++bad;
      }
    }
  CUDA_CHECK(cudaDestroyTextureObject(linearTex));

  CUDA_CHECK(cudaFreeArray(array));
  CUDA_CHECK(cudaFree(dOut));
  printf("%d x %d texture, %d mismatches\n", width, height, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
