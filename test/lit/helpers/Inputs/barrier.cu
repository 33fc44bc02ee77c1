// A block-scope cuda::barrier: split arrival and wait, arrive_and_wait,
// arrive_and_drop, and memcpy_async into shared memory completed by it.
#include <cuda/barrier>
#include <utility>
__global__ void k(double *r, const float *a) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float s[256];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(&s[threadIdx.x], &a[threadIdx.x], sizeof(float), bar);
  auto token = bar.arrive();
  bar.wait(std::move(token));
  bar.arrive_and_wait();
  r[threadIdx.x] = s[255 - threadIdx.x];
  if (threadIdx.x > 100)
    bar.arrive_and_drop();
}
