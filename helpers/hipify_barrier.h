// hipify_barrier.h: libcu++'s block-scope barrier, <cuda/barrier>, which HIP
// lacks.
//
// Written for hipify-cxx from NVIDIA's libcu++ documentation
// (cuda::barrier, cuda::memcpy_async) and the C++20 std::barrier it follows,
// with HIP's scoped atomics (clang's __hip_atomic builtins). A translation
// that included <cuda/barrier> includes this header instead; the code keeps
// its spelling (cuda::barrier<cuda::thread_scope_block>, init(&bar, n),
// bar.arrive(), bar.wait(std::move(token)), bar.arrive_and_wait(),
// bar.arrive_and_drop(), cuda::memcpy_async(dst, src, size, bar)).
//
// Supplied: the barrier of thread_scope_block (in shared memory, set up by
// init(), as CUDA's), for HIP 5.2 on (no HIP has <cuda/barrier>).
//   - A phase completes when the expected number of arrivals is reached:
//     the last arrival sets the count back to the expected count (less the
//     threads that arrived and dropped) and publishes the next phase with a
//     release store; wait() returns once the phase of its token is over, with
//     an acquire load. So what a thread wrote before its arrival is visible to
//     every thread after its wait, as CUDA specifies (block scope).
//   - memcpy_async(dst, src, size, bar) copies at once: the copy is complete
//     before the thread's next arrival at bar, which is all CUDA promises of
//     it (the phase it belongs to completes after the copy).
//   - As everywhere on AMD GPUs, the lanes of one wavefront run together: a
//     thread that waits must not wait for an arrival of a lane of its own
//     wavefront that is in another branch (CUDA's independent thread
//     scheduling allows that; HIP's __syncthreads does not either).
// Not supplied: other scopes (the primary template is only declared, so a
// use does not compile), completion functions, cuda::pipeline.
#pragma once

#include <hip/hip_runtime.h>

#include <cstddef>
#include <utility>

namespace cuda {

enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};

template <thread_scope Scope> class barrier;

template <> class barrier<thread_scope_block> {
public:
  using arrival_token = unsigned int; // the phase arrived at

  // Trivial, as a __shared__ variable's must be: init() sets it up.
  barrier() = default;
  barrier(const barrier &) = delete;
  barrier &operator=(const barrier &) = delete;

  __device__ static constexpr std::ptrdiff_t max() { return 1 << 30; }

  __device__ arrival_token arrive(std::ptrdiff_t update = 1) {
    const unsigned int phase = load(&Phase, __ATOMIC_RELAXED);
    const int left = __hip_atomic_fetch_add(&Pending, -static_cast<int>(update),
                                            __ATOMIC_ACQ_REL,
                                            __HIP_MEMORY_SCOPE_WORKGROUP) -
                     static_cast<int>(update);
    if (left == 0) {
      __hip_atomic_store(&Pending, load(&Expected, __ATOMIC_RELAXED),
                         __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
      __hip_atomic_store(&Phase, phase + 1, __ATOMIC_RELEASE,
                         __HIP_MEMORY_SCOPE_WORKGROUP);
    }
    return phase;
  }

  __device__ void wait(arrival_token &&token) const {
    while (load(&Phase, __ATOMIC_ACQUIRE) == token)
      __builtin_amdgcn_s_sleep(1);
  }

  __device__ void arrive_and_wait() { wait(arrive()); }

  __device__ void arrive_and_drop() {
    __hip_atomic_fetch_add(&Expected, -1, __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
    (void)arrive();
  }

  __device__ friend void init(barrier *b, std::ptrdiff_t expected) {
    b->Expected = static_cast<int>(expected);
    b->Pending = static_cast<int>(expected);
    b->Phase = 0;
  }

private:
  template <class T> __device__ static T load(const T *p, int order) {
    return __hip_atomic_load(p, order, __HIP_MEMORY_SCOPE_WORKGROUP);
  }

  int Expected;
  int Pending;
  unsigned int Phase;
};

__device__ inline void memcpy_async(void *dst, const void *src,
                                    std::size_t size,
                                    barrier<thread_scope_block> &) {
  __builtin_memcpy(dst, src, size);
}

} // namespace cuda
