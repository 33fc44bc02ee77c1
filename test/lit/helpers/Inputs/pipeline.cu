// libcu++'s pipelines: a thread's own (make_pipeline()), with
// memcpy_async of a size and of an aligned_size_t, and a block's, made from
// shared state with producer and consumer roles, with every thread in both
// roles, and with a count of producers.
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;
constexpr int Stages = 2;
__global__ void own(float *r, const float *a) {
  __shared__ float s[Stages][256];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const auto one = cuda::aligned_size_t<alignof(float)>(sizeof(float));
  for (int i = 0; i < Stages; ++i) {
    pipe.producer_acquire();
    cuda::memcpy_async(&s[i][threadIdx.x], &a[i * 256 + threadIdx.x], one, pipe);
    pipe.producer_commit();
  }
  cuda::pipeline_consumer_wait_prior<0>(pipe);
  for (int i = 0; i < Stages; ++i) {
    pipe.consumer_wait();
    r[threadIdx.x] += s[i][threadIdx.x];
    pipe.consumer_release();
  }
  cuda::memcpy_async(&s[0][threadIdx.x], &a[threadIdx.x], sizeof(float), pipe);
}
__global__ void shared(float *r, const float *a, int rounds) {
  auto cta = cg::this_thread_block();
  __shared__ float s[Stages][128];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  const bool producer = threadIdx.x >= 128;
  auto pipe = cuda::make_pipeline(cta, &state, producer ? cuda::pipeline_role::producer
                                                        : cuda::pipeline_role::consumer);
  for (int i = 0; i < rounds; ++i) {
    if (producer) {
      pipe.producer_acquire();
      cuda::memcpy_async(&s[i % Stages][threadIdx.x - 128], &a[i * 128 + threadIdx.x - 128],
                         sizeof(float), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      r[threadIdx.x] += s[i % Stages][threadIdx.x];
      pipe.consumer_release();
    }
  }
}
__global__ void both(float *r, const float *a) {
  auto cta = cg::this_thread_block();
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  __shared__ float s[Stages][256];
  auto all = cuda::make_pipeline(cta, &state);
  all.producer_acquire();
  cuda::memcpy_async(&s[0][threadIdx.x], &a[threadIdx.x], sizeof(float), all);
  all.producer_commit();
  all.consumer_wait();
  r[threadIdx.x] = s[0][255 - threadIdx.x];
  all.consumer_release();
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> other;
  auto counted = cuda::make_pipeline(cta, &other, size_t(64));
  (void)counted;
}
// The group forms of memcpy_async, to a block's barrier and to a block's
// pipeline, and quit() of a thread's own pipeline.
#include <cuda/barrier>
__global__ void group(float *r, const float *a) {
  auto cta = cg::this_thread_block();
  __shared__ float s[256];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, cta.size());
  cta.sync();
  cuda::memcpy_async(cta, s, a, sizeof(s), bar);
  bar.arrive_and_wait();
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  auto pipe = cuda::make_pipeline(cta, &state);
  pipe.producer_acquire();
  cuda::memcpy_async(cta, s, a + 256, cuda::aligned_size_t<16>(sizeof(s)), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  r[threadIdx.x] = s[threadIdx.x];
  pipe.consumer_release();
  cuda::pipeline<cuda::thread_scope_thread> own = cuda::make_pipeline();
  cuda::memcpy_async(cta, s, a, sizeof(s), own);
  own.producer_commit();
  cuda::pipeline_consumer_wait_prior<0>(own);
  cta.sync();
  r[0] += own.quit() + pipe.quit();
}
