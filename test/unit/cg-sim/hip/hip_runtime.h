// TEST DOUBLE, not HIP: the fake <hip/hip_runtime.h> of test/unit/cg-sim, a
// host simulation of one 64-lane AMD wavefront, under which
// test/unit/CgHelperTest.cpp compiles helpers/hipify_cg.h as plain C++17
// (g++ / clang++, no GPU). Written for hipify-cxx; it has no code of ROCm's.
// It declares only what the helper (and the fake <hip/hip_cooperative_groups.h>)
// use: __device__ / __host__ (empty), __shared__ (static: one object for the
// block's threads), warpSize, the wave intrinsics __lane_id(), __shfl(),
// __shfl_up(), __shfl_down(), __shfl_xor() (HIP's overloads) and __ballot(),
// __syncthreads(), clang's __hip_atomic_load, __hip_atomic_store and
// __hip_atomic_fetch_add (as the host's atomics, sequentially consistent)
// and __builtin_amdgcn_s_sleep (a short sleep).
//
// Blocks of several waves. cg_sim::launch_block(waves, body) runs
// body(rank) on every thread of a block of `waves` full waves, 64 * waves
// threads, ranks in wave order (a thread's lane is its rank modulo 64, as
// HIP forms wavefronts): each wave simulated as below, __syncthreads() a
// barrier of all the block's threads. A fault in one wave ends the launch.
//
// The simulation. cg_sim::launch(lanes, body) runs body(lane) once per lane of
// the mask `lanes`, each lane on its own std::thread (64 threads, kept from
// one launch to the next): those lanes are the wave's active lanes (its EXEC
// mask). Every intrinsic that moves data between lanes (__shfl, __ballot) is
// one collective STEP of the wave: the calling lane deposits its value, waits
// until every RUNNING lane has made the step (a barrier: a mutex, and a
// condition variable per lane), then reads what the others deposited in that
// same step: __shfl the source lane's value, __ballot the predicate bits of
// the lanes that made the step. So values really travel between lanes.
//
// Divergence. Lanes of a SIMT wave whose loops run a different number of times
// (as the helper's partitions' loops do) leave the loop and wait, inactive,
// where the control flow joins again, while the others go on with fewer
// active lanes. A thread cannot know where that is, so the code run by the
// lanes says it: cg_sim::reconverge() parks the calling lane until every lane
// of the wave still running has reached it. A parked lane, like a lane whose
// body has returned, no longer counts as running: a step completes without
// it.
//
// Faults: a lane reading a lane that did not make the step (an inactive
// lane), lanes making different intrinsics (a __shfl, a __ballot) in one
// step, a wave making more than kMaxSteps steps (a loop that does not end),
// a lane waiting longer than kPatience (which no wave should). The simulation
// then gives up on the wave: every lane unwinds (throws cg_sim::Abandoned,
// caught by launch()), and launch() returns the fault; a test expects none.
// So a broken helper fails fast, and does not hang.
#pragma once

#include <hip/hip_version.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#define __device__
#define __host__
#define __shared__ static

constexpr int warpSize = 64;

namespace cg_sim {

constexpr unsigned kLanes = 64;
// Far more than a launch of CgHelperTest makes (at most 130: the partition of
// 64 labels, 2 steps each, and collectives on it).
constexpr long kMaxSteps = 1000;
constexpr std::chrono::seconds kPatience{60};
constexpr int kYields = 200;

inline std::uint64_t bit(unsigned lane) { return std::uint64_t{1} << lane; }

// Thrown inside the lanes to unwind them once the simulation gave up.
struct Abandoned {};

// The block's threads: __syncthreads() is a barrier of all of them. Broken
// (its waiters unwind) when one of its waves gives up.
class Block {
public:
  explicit Block(unsigned threads) : threads_(threads) {}

  void sync() {
    std::unique_lock<std::mutex> lock(m_);
    if (broken_)
      throw Abandoned();
    const long generation = generation_;
    if (++arrived_ == threads_) {
      arrived_ = 0;
      ++generation_;
      cv_.notify_all();
      return;
    }
    if (!cv_.wait_for(lock, kPatience,
                      [&] { return broken_ || generation_ != generation; }) ||
        broken_)
      throw Abandoned();
  }

  void breaks() {
    std::lock_guard<std::mutex> lock(m_);
    broken_ = true;
    cv_.notify_all();
  }

  unsigned threads() const { return threads_; }

  bool broken() {
    std::lock_guard<std::mutex> lock(m_);
    return broken_;
  }

private:
  std::mutex m_;
  std::condition_variable cv_;
  const unsigned threads_;
  unsigned arrived_ = 0;
  long generation_ = 0;
  bool broken_ = false;
};

enum class Intrinsic { shfl, ballot };

// What one lane sees of a completed step.
struct StepResult {
  std::uint64_t source_value; // the value the source lane deposited
  bool source_took_part;      // whether the source lane made the step
  std::uint64_t ballot;       // the lanes of the step that deposited non-zero
};

class Wave {
public:
  explicit Wave(std::uint64_t lanes, Block *block = nullptr)
      : live_(lanes), block_(block) {}

  // A collective step of \p lane: deposits \p value, waits for every running
  // lane, and returns what lane \p source deposited in the same step.
  StepResult step(unsigned lane, Intrinsic what, std::uint64_t value,
                  unsigned source) {
    long token;
    {
      std::lock_guard<std::mutex> lock(m_);
      if (broken_)
        throw Abandoned();
      if (arrived_ == 0)
        what_ = what;
      else if (what_ != what)
        fail_locked("lanes made different intrinsics (__shfl, __ballot) in "
                    "one step");
      slot_[lane] = value;
      arrived_ |= bit(lane);
      token = waiter_[lane].token;
      complete_step_if_all_arrived_locked();
    }
    wait(lane, token);
    // The next step cannot complete before this lane makes it, so the
    // snapshot is still this step's (and the waiter's mutex ordered it
    // before this read).
    return {snapshot_[source], (snapshot_lanes_ & bit(source)) != 0,
            snapshot_ballot_};
  }

  // Parks \p lane until every lane still running has parked too.
  void reconverge(unsigned lane) {
    long token;
    {
      std::lock_guard<std::mutex> lock(m_);
      if (broken_)
        throw Abandoned();
      parked_ |= bit(lane);
      token = waiter_[lane].token;
      complete_step_if_all_arrived_locked();
      release_if_all_parked_locked();
    }
    wait(lane, token);
  }

  // \p lane's body returned (or unwound): it no longer takes part.
  void finish(unsigned lane) {
    std::lock_guard<std::mutex> lock(m_);
    live_ &= ~bit(lane);
    complete_step_if_all_arrived_locked();
    release_if_all_parked_locked();
  }

  // Records the fault \p what and gives up on the wave.
  void give_up(const std::string &what) {
    std::lock_guard<std::mutex> lock(m_);
    give_up_locked(what);
  }

  // give_up(), and unwinds the calling lane.
  [[noreturn]] void fail(const std::string &what) {
    give_up(what);
    throw Abandoned();
  }

  std::vector<std::string> faults() {
    std::lock_guard<std::mutex> lock(m_);
    return faults_;
  }

private:
  // Where a lane waits: each lane has its own, so that a step wakes each
  // lane once, without 64 lanes fighting for one mutex. token changes (with
  // m_ and the waiter's mutex both held) when the lane may go on. A waiting
  // lane first yields its core a few times (a step of 64 lanes on a few cores
  // is then several times faster than sleeping at once), then sleeps.
  struct Waiter {
    std::mutex m;
    std::condition_variable cv;
    long token = 0;
    std::atomic<long> seen_token{0}; // token, readable without m
  };

  void wait(unsigned lane, long token) {
    Waiter &w = waiter_[lane];
    for (int i = 0; i < kYields; ++i) {
      if (w.seen_token.load(std::memory_order_acquire) != token)
        break;
      std::this_thread::yield();
    }
    std::unique_lock<std::mutex> lock(w.m);
    if (!w.cv.wait_for(lock, kPatience, [&] { return w.token != token; })) {
      lock.unlock();
      std::lock_guard<std::mutex> wave_lock(m_);
      give_up_locked("a lane waited for the others longer than kPatience");
    }
    if (broken_)
      throw Abandoned();
  }

  void wake_locked(std::uint64_t lanes) {
    for (unsigned l = 0; l < kLanes; ++l)
      if (lanes & bit(l)) {
        Waiter &w = waiter_[l];
        {
          std::lock_guard<std::mutex> lock(w.m);
          w.seen_token.store(++w.token, std::memory_order_release);
        }
        w.cv.notify_one();
      }
  }

  void break_locked() {
    if (broken_)
      return;
    broken_ = true;
    wake_locked(~std::uint64_t{0});
    if (block_)
      block_->breaks();
  }

  void give_up_locked(const std::string &what) {
    if (faults_.size() < 20)
      faults_.push_back(what);
    break_locked();
  }

  [[noreturn]] void fail_locked(const std::string &what) {
    give_up_locked(what);
    throw Abandoned();
  }

  void complete_step_if_all_arrived_locked() {
    const std::uint64_t running = live_ & ~parked_;
    if (arrived_ == 0 || arrived_ != running)
      return;
    std::memcpy(snapshot_, slot_, sizeof slot_);
    snapshot_lanes_ = arrived_;
    snapshot_ballot_ = 0;
    for (unsigned l = 0; l < kLanes; ++l)
      if ((arrived_ & bit(l)) && slot_[l] != 0)
        snapshot_ballot_ |= bit(l);
    arrived_ = 0;
    if (++steps_ > kMaxSteps) {
      give_up_locked("the wave made more than kMaxSteps steps: a loop that "
                     "does not end");
      return;
    }
    wake_locked(snapshot_lanes_);
  }

  void release_if_all_parked_locked() {
    if (parked_ == 0 || parked_ != live_)
      return;
    const std::uint64_t parked = parked_;
    parked_ = 0;
    wake_locked(parked);
  }

  std::mutex m_; // guards all below but the waiters' tokens
  std::uint64_t live_;        // lanes whose body has not returned
  Block *const block_;        // the block of the wave, if any
  std::uint64_t parked_ = 0;  // lanes waiting in reconverge()
  std::uint64_t arrived_ = 0; // lanes that made the current step
  Intrinsic what_ = Intrinsic::shfl;
  std::uint64_t slot_[kLanes] = {};
  std::uint64_t snapshot_[kLanes] = {}; // the slots of the last step
  std::uint64_t snapshot_lanes_ = 0;
  std::uint64_t snapshot_ballot_ = 0;
  long steps_ = 0;
  std::atomic<bool> broken_{false};
  std::vector<std::string> faults_;
  Waiter waiter_[kLanes];
};

// The block, wave, lane and rank in the block of the calling thread (set by
// launch()).
inline thread_local Block *this_block = nullptr;
inline thread_local Wave *this_wave = nullptr;
inline thread_local unsigned this_lane = 0;
inline thread_local unsigned this_rank = 0;
// The waits (__builtin_amdgcn_s_sleep) of the calling thread in its launch.
inline thread_local long this_sleeps = 0;
constexpr long kMaxSleeps = 5000;

inline Wave &wave() {
  if (!this_wave) {
    std::fprintf(stderr, "cg_sim: a wave intrinsic called outside "
                         "cg_sim::launch()\n");
    std::abort();
  }
  return *this_wave;
}

// The simulated threads, one std::thread each, started when a launch first
// needs them and kept for the next launches (starting 64 threads per launch
// costs more than most launches).
class Lanes {
public:
  static Lanes &get() {
    static Lanes lanes;
    return lanes;
  }

  // Where thread `rank` of a launch runs: its wave, lane and block.
  struct Seat {
    Wave *wave;
    unsigned lane;
    Block *block;
  };

  // Runs run(rank) for each seat (rank = its index); returns when all have
  // returned. Only those threads are woken.
  void launch(const std::vector<Seat> &seats,
              const std::function<void(unsigned)> &run) {
    {
      std::lock_guard<std::mutex> lock(m_);
      pending_ = static_cast<int>(seats.size());
    }
    while (threads_.size() < seats.size()) {
      const unsigned t = static_cast<unsigned>(threads_.size());
      start_.emplace_back(new Start);
      // The thread gets its Start itself: start_ grows (and moves) while
      // the threads started before run.
      Start *s = start_.back().get();
      threads_.emplace_back([this, t, s] { serve(t, *s); });
    }
    for (unsigned t = 0; t < seats.size(); ++t) {
      Start &s = *start_[t];
      {
        std::lock_guard<std::mutex> lock(s.m);
        s.seat = seats[t];
        s.run = &run;
      }
      s.cv.notify_one();
    }
    std::unique_lock<std::mutex> lock(m_);
    done_.wait(lock, [&] { return pending_ == 0; });
  }

private:
  // A thread's next launch (set, and the thread woken, by launch()).
  struct Start {
    std::mutex m;
    std::condition_variable cv;
    Seat seat = {nullptr, 0, nullptr};
    const std::function<void(unsigned)> *run = nullptr;
    bool stop = false;
  };

  Lanes() = default;

  ~Lanes() {
    for (auto &s : start_) {
      {
        std::lock_guard<std::mutex> lock(s->m);
        s->stop = true;
      }
      s->cv.notify_one();
    }
    for (std::thread &t : threads_)
      t.join();
  }

  void serve(unsigned rank, Start &s) {
    for (;;) {
      Seat seat;
      const std::function<void(unsigned)> *run;
      {
        std::unique_lock<std::mutex> lock(s.m);
        s.cv.wait(lock, [&] { return s.stop || s.seat.wave; });
        if (s.stop)
          return;
        seat = s.seat;
        run = s.run;
        s.seat.wave = nullptr;
      }
      this_rank = rank;
      this_sleeps = 0;
      this_wave = seat.wave;
      this_lane = seat.lane;
      this_block = seat.block;
      try {
        (*run)(rank);
      } catch (const Abandoned &) {
      } catch (...) {
        seat.wave->give_up("a lane threw an exception");
      }
      seat.wave->finish(seat.lane);
      this_wave = nullptr;
      std::lock_guard<std::mutex> lock(m_);
      if (--pending_ == 0)
        done_.notify_one();
    }
  }

  std::vector<std::unique_ptr<Start>> start_; // changed by launch() only
  std::mutex m_;                              // guards pending_
  std::condition_variable done_;
  int pending_ = 0;
  std::vector<std::thread> threads_;
};

// Runs body(lane) on each lane of \p lanes, as one wave whose active lanes
// are \p lanes (a block of that wave: __syncthreads() waits for those
// lanes); returns the faults the simulation saw (none expected). One launch
// at a time.
template <class Body>
std::vector<std::string> launch(std::uint64_t lanes, Body body) {
  Block block(static_cast<unsigned>(__builtin_popcountll(lanes)));
  Wave w(lanes, &block);
  std::vector<Lanes::Seat> seats;
  for (unsigned l = 0; l < kLanes; ++l)
    if (lanes & bit(l))
      seats.push_back({&w, l, &block});
  // A lane's rank in the block is its lane.
  const std::function<void(unsigned)> run = [&](unsigned) {
    this_rank = this_lane;
    body(this_lane);
  };
  Lanes::get().launch(seats, run);
  return w.faults();
}

// Runs body(rank) on every thread of a block of \p waves full waves (ranks
// 0 ... 64 * waves - 1, wave after wave); returns the faults of all waves.
template <class Body>
std::vector<std::string> launch_block(unsigned waves, Body body) {
  Block block(waves * kLanes);
  std::vector<std::unique_ptr<Wave>> all;
  std::vector<Lanes::Seat> seats;
  for (unsigned w = 0; w < waves; ++w) {
    all.emplace_back(new Wave(~std::uint64_t{0}, &block));
    for (unsigned l = 0; l < kLanes; ++l)
      seats.push_back({all.back().get(), l, &block});
  }
  const std::function<void(unsigned)> run = [&](unsigned rank) { body(rank); };
  Lanes::get().launch(seats, run);
  std::vector<std::string> faults;
  for (auto &w : all)
    for (std::string &f : w->faults())
      faults.push_back("wave " + std::to_string(&w - all.data()) + ": " + f);
  return faults;
}

// Where the lanes' control flow joins again (see the comment at the top).
inline void reconverge() { wave().reconverge(this_lane); }

// The value \p var of lane \p source, one collective step.
template <class T> T read(T var, unsigned source) {
  static_assert(sizeof(T) <= 8, "one step moves 64 bits");
  std::uint64_t bits = 0;
  std::memcpy(&bits, &var, sizeof(T));
  const StepResult r = wave().step(this_lane, Intrinsic::shfl, bits, source);
  if (!r.source_took_part)
    wave().fail("lane " + std::to_string(this_lane) + " read inactive lane " +
                std::to_string(source));
  T out;
  std::memcpy(&out, &r.source_value, sizeof(T));
  return out;
}

// HIP's __shfl: the value of lane src_lane of the calling lane's width-wide
// section of the wave.
template <class T> T shfl(T var, int src_lane, int width) {
  const unsigned w = static_cast<unsigned>(width);
  return read(var, ((static_cast<unsigned>(src_lane) & (w - 1)) +
                    (this_lane & ~(w - 1))) %
                       kLanes);
}

// HIP's __shfl_up, __shfl_down and __shfl_xor: the value of the lane delta
// below, delta above, or at this lane xor mask, where that lane is in the
// calling lane's width-wide section; the lane's own value where it is not.
template <class T> T shfl_up(T var, unsigned delta, int width) {
  const unsigned first = this_lane & ~(static_cast<unsigned>(width) - 1);
  return read(var, this_lane >= first + delta ? this_lane - delta : this_lane);
}
template <class T> T shfl_down(T var, unsigned delta, int width) {
  const unsigned w = static_cast<unsigned>(width);
  return read(var, (this_lane & (w - 1)) + delta < w ? this_lane + delta
                                                       : this_lane);
}
template <class T> T shfl_xor(T var, int mask, int width) {
  const unsigned w = static_cast<unsigned>(width);
  const unsigned other = this_lane ^ static_cast<unsigned>(mask);
  return read(var, (other & ~(w - 1)) == (this_lane & ~(w - 1)) && other < kLanes
                       ? other
                       : this_lane);
}

} // namespace cg_sim

// The wave intrinsics, with HIP's signatures (and its overload set of __shfl,
// so that a call that would be ambiguous or not compile with HIP does not
// here either).
__device__ inline unsigned int __lane_id() { return cg_sim::this_lane; }

__device__ inline unsigned long long int __ballot(int predicate) {
  return cg_sim::wave()
      .step(cg_sim::this_lane, cg_sim::Intrinsic::ballot, predicate != 0,
            cg_sim::this_lane)
      .ballot;
}

__device__ inline int __shfl(int var, int src_lane, int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline unsigned int __shfl(unsigned int var, int src_lane,
                                      int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline float __shfl(float var, int src_lane, int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline double __shfl(double var, int src_lane,
                                int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline long __shfl(long var, int src_lane, int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline unsigned long __shfl(unsigned long var, int src_lane,
                                       int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline long long __shfl(long long var, int src_lane,
                                   int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}
__device__ inline unsigned long long __shfl(unsigned long long var,
                                            int src_lane,
                                            int width = warpSize) {
  return cg_sim::shfl(var, src_lane, width);
}

// __shfl_up, __shfl_down and __shfl_xor, with __shfl's overload set.
#define CG_SIM_SHUFFLES(T)                                                     \
  __device__ inline T __shfl_up(T var, unsigned int delta,                     \
                                int width = warpSize) {                        \
    return cg_sim::shfl_up(var, delta, width);                                 \
  }                                                                            \
  __device__ inline T __shfl_down(T var, unsigned int delta,                   \
                                  int width = warpSize) {                      \
    return cg_sim::shfl_down(var, delta, width);                               \
  }                                                                            \
  __device__ inline T __shfl_xor(T var, int lane_mask, int width = warpSize) { \
    return cg_sim::shfl_xor(var, lane_mask, width);                            \
  }
CG_SIM_SHUFFLES(int)
CG_SIM_SHUFFLES(unsigned int)
CG_SIM_SHUFFLES(float)
CG_SIM_SHUFFLES(double)
CG_SIM_SHUFFLES(long)
CG_SIM_SHUFFLES(unsigned long)
CG_SIM_SHUFFLES(long long)
CG_SIM_SHUFFLES(unsigned long long)
#undef CG_SIM_SHUFFLES

// The block's barrier (every thread of the launch).
__device__ inline void __syncthreads() {
  if (!cg_sim::this_block) {
    std::fprintf(stderr, "cg_sim: __syncthreads() called outside a launch\n");
    std::abort();
  }
  cg_sim::this_block->sync();
}

// clang's HIP atomics, on the host's (memory order and scope ignored: every
// access sequentially consistent, which is at least what any order asks).
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
template <class T> T __hip_atomic_load(T *p, int, int) {
  return __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
template <class T, class U> void __hip_atomic_store(T *p, U v, int, int) {
  __atomic_store_n(p, static_cast<T>(v), __ATOMIC_SEQ_CST);
}
template <class T, class U> T __hip_atomic_fetch_add(T *p, U v, int, int) {
  return __atomic_fetch_add(p, static_cast<T>(v), __ATOMIC_SEQ_CST);
}

// A wait (1 ms: lets the other simulated threads run). A thread that waits
// more than kMaxSleeps times in a launch waits for what never comes (a
// barrier that does not complete): the simulation gives up on the block.
inline void __builtin_amdgcn_s_sleep(int) {
  if (cg_sim::this_block && cg_sim::this_block->broken())
    throw cg_sim::Abandoned();
  if (++cg_sim::this_sleeps > cg_sim::kMaxSleeps)
    cg_sim::wave().fail("a thread waited more than kMaxSleeps times: a "
                        "barrier that does not complete");
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
}
