// hipify_barrier.h: libcu++'s block-scope barrier and pipelines,
// <cuda/barrier> and <cuda/pipeline>, which HIP lacks.
//
// Written for hipify-cxx from NVIDIA's libcu++ documentation
// (cuda::barrier, cuda::pipeline, cuda::pipeline_shared_state,
// cuda::make_pipeline, cuda::memcpy_async, cuda::aligned_size_t) and the
// C++20 std::barrier it follows, with HIP's scoped atomics (clang's
// __hip_atomic builtins). A translation that included <cuda/barrier> or
// <cuda/pipeline> includes this header instead; the code keeps its spelling
// (cuda::barrier<cuda::thread_scope_block>, init(&bar, n), bar.arrive(),
// bar.wait(std::move(token)), bar.arrive_and_wait(), bar.arrive_and_drop(),
// cuda::memcpy_async(dst, src, size, bar), cuda::make_pipeline(),
// pipe.producer_acquire(), pipe.consumer_wait(), ...).
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
// And the pipelines:
//   - pipeline<thread_scope_thread> (make_pipeline()): the thread's own
//     copies, which memcpy_async makes at once, so every stage is complete
//     when it is committed: producer_acquire, producer_commit, consumer_wait,
//     consumer_release and pipeline_consumer_wait_prior<N> have nothing left
//     to wait for. What the thread copied is visible to itself at once, as
//     CUDA promises after consumer_wait; to other threads, as in CUDA, only
//     through a barrier (__syncthreads).
//   - pipeline<thread_scope_block> (make_pipeline(group, &shared_state,
//     role), make_pipeline(group, &shared_state) where every thread has both
//     roles, or make_pipeline(group, &shared_state, producer_count) where the
//     first producer_count ranks produce): a ring of the shared state's
//     stages, each with two of the barriers above, one that the producers
//     arrive at when they commit the stage (consumer_wait waits for it) and
//     one that the consumers arrive at when they release it (producer_acquire
//     waits for it, from the stage's second round on). make_pipeline counts
//     the producers and sets the barriers up, with the group's sync.
//     memcpy_async copies at once, before the producer's commit, so the
//     stage's data is visible to every consumer after its wait.
//     As with the barrier, the lanes of one wavefront run together: where
//     producers and consumers share a wavefront (roles by thread_rank() % 2,
//     or a producer count that is not a multiple of the wavefront's 64
//     lanes) and run apart in separate loops, a consumer's wait for its own
//     wavefront's producers does not return (CUDA's independent thread
//     scheduling allows it). Give each wavefront one role.
//   - aligned_size_t<N>: a size that promises N-byte alignment.
//   - memcpy_async(group, dst, src, size, bar) and (group, dst, src, size,
//     pipe), the group forms: the group's members copy the bytes of their
//     ranks, r, r + n, r + 2n, ... (n members), at once, so together the
//     whole; each member's part is done before it next arrives at the
//     barrier or commits to the pipeline, which is what makes CUDA's copy
//     visible to those that wait for them (the members of the group arrive,
//     or produce, as in the code that uses the copy). With a thread's own
//     pipeline, as in CUDA, a member's wait covers its own part only (which
//     part is a member's CUDA leaves unspecified): the others' are seen
//     after a sync of the group.
//   - quit(): the thread leaves the owners of the pipeline's shared state
//     (a block's: the group's threads from make_pipeline on, counted with a
//     workgroup-scope atomic); true in the last one to leave, as libcu++
//     documents (a thread's own pipeline has no other owner: true).
// Not supplied: other scopes (the primary templates are only declared, so a
// use does not compile) and completion functions, which the translation
// reports (rule libcu-scope); a pipeline committed to a barrier.
#pragma once

#include <hip/hip_runtime.h>

#include <cstddef>
#include <cstdint>
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

template <std::size_t Alignment> struct aligned_size_t {
  static constexpr std::size_t align = Alignment;
  std::size_t value;
  __host__ __device__ constexpr explicit aligned_size_t(std::size_t size)
      : value(size) {}
  __host__ __device__ constexpr operator std::size_t() const { return value; }
};

enum class pipeline_role { producer, consumer };

template <thread_scope Scope> class pipeline;
template <thread_scope Scope, std::uint8_t StagesCount>
class pipeline_shared_state;

template <> class pipeline<thread_scope_thread> {
public:
  __device__ bool quit() { return true; }
  __device__ void producer_acquire() {}
  __device__ void producer_commit() {}
  __device__ void consumer_wait() {}
  __device__ void consumer_release() {}
};

__device__ inline pipeline<thread_scope_thread> make_pipeline() { return {}; }

template <std::uint8_t Prior>
__device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &) {}

template <std::uint8_t StagesCount>
class pipeline_shared_state<thread_scope_block, StagesCount> {
public:
  // Trivial, as a __shared__ variable's must be: make_pipeline sets it up.
  pipeline_shared_state() = default;
  pipeline_shared_state(const pipeline_shared_state &) = delete;
  pipeline_shared_state &operator=(const pipeline_shared_state &) = delete;

  // Only make_pipeline touches these: per stage, the barrier the producers
  // arrive at when they commit it and the one the consumers arrive at when
  // they release it; and the count of producers while it is made.
  barrier<thread_scope_block> Full[StagesCount], Empty[StagesCount];
  unsigned int Producers;
  // The threads that own it: the group's, until they quit().
  unsigned int Owners;
};

template <> class pipeline<thread_scope_block> {
public:
  __device__ pipeline(barrier<thread_scope_block> *full,
                      barrier<thread_scope_block> *empty, unsigned int stages,
                      unsigned int *owners)
      : Full(full), Empty(empty), Stages(stages), Owners(owners) {}

  // The thread leaves the owners of the shared state; true for the last.
  __device__ bool quit() {
    return __hip_atomic_fetch_add(Owners, ~0u, __ATOMIC_ACQ_REL,
                                  __HIP_MEMORY_SCOPE_WORKGROUP) == 1;
  }

  __device__ void producer_acquire() {
    // From its second round on, a stage must first be released by every
    // consumer: its empty barrier has then passed the previous round.
    if (HeadRound > 0)
      Empty[Head].wait(HeadRound - 1);
  }
  __device__ void producer_commit() {
    (void)Full[Head].arrive();
    advance(Head, HeadRound);
  }
  // Round r of a stage is full once its full barrier has passed phase r.
  __device__ void consumer_wait() { Full[Tail].wait(+TailRound); }
  __device__ void consumer_release() {
    (void)Empty[Tail].arrive();
    advance(Tail, TailRound);
  }

private:
  __device__ void advance(unsigned int &Stage, unsigned int &Round) const {
    if (++Stage == Stages) {
      Stage = 0;
      ++Round;
    }
  }

  barrier<thread_scope_block> *Full, *Empty;
  unsigned int Stages;
  unsigned int *Owners;
  unsigned int Head = 0, HeadRound = 0, Tail = 0, TailRound = 0;
};

namespace pipeline_detail {
// Sets State's barriers up for Producers producers and Consumers consumers
// (rank 0, then the group's sync) and gives this thread its pipeline.
template <class Group, std::uint8_t N>
__device__ pipeline<thread_scope_block>
make(const Group &G, pipeline_shared_state<thread_scope_block, N> *State,
     unsigned int Producers, unsigned int Consumers) {
  if (G.thread_rank() == 0) {
    for (unsigned int S = 0; S < N; ++S) {
      init(&State->Full[S], Producers);
      init(&State->Empty[S], Consumers);
    }
    State->Owners = G.size();
  }
  G.sync();
  return pipeline<thread_scope_block>(State->Full, State->Empty, N,
                                      &State->Owners);
}
} // namespace pipeline_detail

// Every thread of the group both produces and consumes.
template <class Group, std::uint8_t N>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &group,
              pipeline_shared_state<thread_scope_block, N> *shared_state) {
  return pipeline_detail::make(group, shared_state, group.size(),
                               group.size());
}

// The first producer_count ranks produce, the others consume.
template <class Group, std::uint8_t N>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &group,
              pipeline_shared_state<thread_scope_block, N> *shared_state,
              std::size_t producer_count) {
  const auto Producers = static_cast<unsigned int>(producer_count);
  return pipeline_detail::make(group, shared_state, Producers,
                               group.size() - Producers);
}

// Each thread produces or consumes, as its role says.
template <class Group, std::uint8_t N>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &group,
              pipeline_shared_state<thread_scope_block, N> *shared_state,
              pipeline_role role) {
  if (group.thread_rank() == 0)
    shared_state->Producers = 0;
  group.sync();
  if (role == pipeline_role::producer)
    __hip_atomic_fetch_add(&shared_state->Producers, 1u, __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
  group.sync();
  const unsigned int Producers =
      __hip_atomic_load(&shared_state->Producers, __ATOMIC_RELAXED,
                        __HIP_MEMORY_SCOPE_WORKGROUP);
  return pipeline_detail::make(group, shared_state, Producers,
                               group.size() - Producers);
}

// A producer's copies: made at once, before its commit.
template <thread_scope Scope>
__device__ void memcpy_async(void *dst, const void *src, std::size_t size,
                             pipeline<Scope> &) {
  __builtin_memcpy(dst, src, size);
}

namespace pipeline_detail {
// This member's part of a group's copy: the bytes of its rank, r, r + n, ...
template <class Group>
__device__ void copy_part(const Group &group, void *dst, const void *src,
                          std::size_t size) {
  for (std::size_t I = group.thread_rank(); I < size; I += group.size())
    static_cast<char *>(dst)[I] = static_cast<const char *>(src)[I];
}
} // namespace pipeline_detail

// The group forms (see the top).
template <class Group>
__device__ void memcpy_async(const Group &group, void *dst, const void *src,
                             std::size_t size, barrier<thread_scope_block> &) {
  pipeline_detail::copy_part(group, dst, src, size);
}
template <class Group, thread_scope Scope>
__device__ void memcpy_async(const Group &group, void *dst, const void *src,
                             std::size_t size, pipeline<Scope> &) {
  pipeline_detail::copy_part(group, dst, src, size);
}
} // namespace cuda
