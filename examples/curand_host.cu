// cuRAND host API: a generator fills device memory, a kernel consumes it.
// Monte Carlo estimate of pi from uniform points, then normal variates.
// Exercises: curandCreateGenerator (CURAND_RNG_PSEUDO_DEFAULT),
// curandSetPseudoRandomGeneratorSeed, curandSetStream,
// curandGenerateUniform, curandGenerateNormal, curandDestroyGenerator, a
// CURAND_CHECK macro on curandStatus_t, and a counting kernel with atomicAdd
// whose result is recomputed on the CPU from the same numbers.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <curand.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define CURAND_CHECK(call)                                                 \
  do {                                                                     \
    curandStatus_t status = (call);                                        \
    if (status != CURAND_STATUS_SUCCESS) {                                 \
      fprintf(stderr, "%s:%d: cuRAND error %d\n", __FILE__, __LINE__,      \
              (int)status);                                                \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

// xy holds n points as (x0, y0, x1, y1, ...).
__global__ void countInside(const float *xy, int n, unsigned int *inside) {
  unsigned int local = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float x = xy[2 * i], y = xy[2 * i + 1];
    if (x * x + y * y <= 1.0f) ++local;
  }
  atomicAdd(inside, local);
}

int main() {
  const int points = 1 << 21;
  const size_t count = 2 * (size_t)points;

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  CURAND_CHECK(curandSetStream(gen, stream));

  float *dXY;
  unsigned int *dInside;
  CUDA_CHECK(cudaMalloc(&dXY, count * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dInside, sizeof(unsigned int)));
  CUDA_CHECK(cudaMemsetAsync(dInside, 0, sizeof(unsigned int), stream));

  CURAND_CHECK(curandGenerateUniform(gen, dXY, count));
  countInside<<<256, 256, 0, stream>>>(dXY, points, dInside);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaStreamSynchronize(stream));

  std::vector<float> hXY(count);
  unsigned int inside = 0;
  CUDA_CHECK(cudaMemcpy(hXY.data(), dXY, count * sizeof(float),
                        cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&inside, dInside, sizeof(unsigned int),
                        cudaMemcpyDeviceToHost));

  int bad = 0;
  unsigned int cpuInside = 0;
  double mean = 0.0;
  for (size_t i = 0; i < count; ++i) {
    float v = hXY[i];
    if (!(v > 0.0f && v <= 1.0f)) {  // curand's uniform range is (0, 1]
      if (bad < 5) fprintf(stderr, "uniform[%zu] = %f\n", i, v);
      ++bad;
    }
    mean += v;
  }
  mean /= count;
  for (int i = 0; i < points; ++i) {
    float x = hXY[2 * i], y = hXY[2 * i + 1];
    if (x * x + y * y <= 1.0f) ++cpuInside;
  }
  double pi = 4.0 * inside / points;
  printf("pi ~ %.4f (GPU count %u, CPU count %u), uniform mean %.4f\n", pi,
         inside, cpuInside, mean);
  // The GPU may fuse x * x + y * y into an FMA: points on the circle itself
  // can fall either way.
  if (abs((int)inside - (int)cpuInside) > points / 100000) ++bad;
  if (fabs(pi - 3.14159265) > 0.01) ++bad;
  if (fabs(mean - 0.5) > 0.005) ++bad;

  // Normal variates, mean 2 and standard deviation 3 (count must be even).
  CURAND_CHECK(curandGenerateNormal(gen, dXY, count, 2.0f, 3.0f));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaMemcpy(hXY.data(), dXY, count * sizeof(float),
                        cudaMemcpyDeviceToHost));
  double s = 0.0, s2 = 0.0;
  for (size_t i = 0; i < count; ++i) {
    s += hXY[i];
    s2 += (double)hXY[i] * hXY[i];
  }
  double nmean = s / count;
  double nstd = sqrt(s2 / count - nmean * nmean);
  printf("normal mean %.4f, stddev %.4f\n", nmean, nstd);
  if (fabs(nmean - 2.0) > 0.02 || fabs(nstd - 3.0) > 0.02) ++bad;

  CURAND_CHECK(curandDestroyGenerator(gen));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dXY));
  CUDA_CHECK(cudaFree(dInside));
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
