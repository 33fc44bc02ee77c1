// Unified (managed) memory.
// Exercises: cudaMallocManaged, host and device touching the same pointer,
// cudaDeviceSynchronize before the host reads results, cudaFree.
#include <cstdio>
#include <cstdlib>
#include <cmath>
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

struct Particle {
  float x, y;
  float vx, vy;
};

__global__ void step(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    p[i].x += p[i].vx * dt;
    p[i].y += p[i].vy * dt;
    p[i].vy -= 9.8f * dt;
  }
}

__global__ void countAbove(const Particle *p, int n, float y0, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && p[i].y > y0) atomicAdd(count, 1);
}

int main() {
  const int n = 50000;
  const int steps = 10;
  const float dt = 0.01f;

  Particle *p = NULL;
  int *count = NULL;
  CUDA_CHECK(cudaMallocManaged(&p, n * sizeof(Particle)));
  CUDA_CHECK(cudaMallocManaged(&count, sizeof(int)));

  // Initialise directly on the host through the managed pointer.
  for (int i = 0; i < n; ++i) {
    p[i].x = 0.0f;
    p[i].y = static_cast<float>(i % 100);
    p[i].vx = 1.0f + (i % 3);
    p[i].vy = static_cast<float>(i % 10);
  }
  *count = 0;

  // CPU reference, computed with the same operation order.
  Particle *ref = new Particle[n];
  for (int i = 0; i < n; ++i) ref[i] = p[i];
  for (int s = 0; s < steps; ++s)
    for (int i = 0; i < n; ++i) {
      ref[i].x += ref[i].vx * dt;
      ref[i].y += ref[i].vy * dt;
      ref[i].vy -= 9.8f * dt;
    }
  int refCount = 0;
  for (int i = 0; i < n; ++i)
    if (ref[i].y > 50.0f) ++refCount;

  int threads = 256, blocks = (n + threads - 1) / threads;
  for (int s = 0; s < steps; ++s) step<<<blocks, threads>>>(p, n, dt);
  countAbove<<<blocks, threads>>>(p, n, 50.0f, count);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    if (fabsf(p[i].x - ref[i].x) > 1e-3f || fabsf(p[i].y - ref[i].y) > 1e-3f) {
      if (bad < 5)
        fprintf(stderr, "particle %d: (%f,%f) expected (%f,%f)\n", i, p[i].x,
                p[i].y, ref[i].x, ref[i].y);
      ++bad;
    }
  }
  // Values near the threshold could round differently; allow a tiny slack.
  if (abs(*count - refCount) > n / 1000) ++bad;
  printf("particles above threshold: %d (cpu %d)\n", *count, refCount);

  delete[] ref;
  CUDA_CHECK(cudaFree(p));
  CUDA_CHECK(cudaFree(count));

  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
