// TEST DOUBLE, not HIP: the fake <hip/hip_cooperative_groups.h> of
// test/unit/cg-sim (see the fake <hip/hip_runtime.h> for the simulation),
// written for hipify-cxx, with no code of ROCm's. Only the groups that
// helpers/hipify_cg.h and its test use, with the shape of HIP's where the
// helper relies on it:
//   - thread_group has a protected member coalesced_info whose member_mask
//     is a coalesced group's lanes (left 0 in other groups, where HIP does not
//     set it either);
//   - coalesced_group's constructor from a lane mask is protected, so only
//     HIP's friends and classes derived from it build one from a mask;
//   - thread_block_tile<N, Parent> (Parent = void by default) comes from
//     tiled_partition<N>(block) as thread_block_tile<N, thread_block> and
//     converts to thread_block_tile<N>;
//   - shfl(v, rank), shfl_up and shfl_down, and a tile's shfl_xor, take
//     integers and floating point only (HIP's static_assert) and go through
//     the __shfl overloads.
// A block is the launch's threads (cg_sim::launch: one wave, a thread's rank
// its lane; cg_sim::launch_block: waves of 64 in rank order).
#pragma once

#include <hip/hip_runtime.h>

#include <type_traits>

namespace cooperative_groups {

using lane_mask = unsigned long long;

template <class T>
using is_valid_type =
    std::integral_constant<bool, std::is_integral<T>::value ||
                                     std::is_floating_point<T>::value>;

template <unsigned int N>
using is_valid_tile_size =
    std::integral_constant<bool, N != 0 && (N & (N - 1)) == 0 && N <= 64>;

class thread_group {
protected:
  explicit thread_group(unsigned int size) : size_(size) {}

  struct _coalesced_info {
    lane_mask member_mask;
    unsigned int size;
  } coalesced_info = {0, 0};

  unsigned int size_;

public:
  unsigned int size() const { return size_; }
};

class thread_block : public thread_group {
  friend thread_block this_thread_block();
  thread_block() : thread_group(cg_sim::this_block->threads()) {}

public:
  static unsigned int size() { return cg_sim::this_block->threads(); }
  static unsigned int thread_rank() { return cg_sim::this_rank; }
};

inline thread_block this_thread_block() { return thread_block(); }

class coalesced_group : public thread_group {
  friend coalesced_group coalesced_threads();

protected:
  explicit coalesced_group(lane_mask member_mask)
      : thread_group(__builtin_popcountll(member_mask)) {
    coalesced_info.member_mask = member_mask;
    coalesced_info.size = __builtin_popcountll(member_mask);
  }

public:
  unsigned int size() const { return coalesced_info.size; }

  // The number of members on lower lanes.
  unsigned int thread_rank() const {
    return __builtin_popcountll(coalesced_info.member_mask &
                                (cg_sim::bit(__lane_id()) - 1));
  }

  template <class T> T shfl(T var, int srcRank) const {
    static_assert(is_valid_type<T>::value, "Neither an integer or float type.");
    srcRank %= static_cast<int>(size());
    lane_mask members = coalesced_info.member_mask;
    for (int i = 0; i < srcRank; ++i)
      members &= members - 1; // drop the lowest member
    return __shfl(var, __builtin_ctzll(members), warpSize);
  }

  // The member lane_delta ranks below (above), where there is one; else
  // the caller's own value. (No shfl_xor: HIP's coalesced_group has none.)
  template <class T> T shfl_up(T var, unsigned int lane_delta) const {
    const unsigned int rank = thread_rank();
    return shfl(var, static_cast<int>(rank >= lane_delta ? rank - lane_delta
                                                         : rank));
  }
  template <class T> T shfl_down(T var, unsigned int lane_delta) const {
    const unsigned int rank = thread_rank();
    return shfl(var, static_cast<int>(rank + lane_delta < size()
                                          ? rank + lane_delta
                                          : rank));
  }
};

// The lanes active at the call: those that make it together (in HIP, the EXEC
// mask; here, the lanes of the same collective step).
inline coalesced_group coalesced_threads() {
  return coalesced_group(__ballot(1));
}

template <unsigned int N> class tile_base {
  static_assert(is_valid_tile_size<N>::value,
                "Tile size is either not a power of 2 or greater than the "
                "wavefront size");

public:
  static unsigned int size() { return N; }
  static unsigned int thread_rank() { return __lane_id() & (N - 1); }

  template <class T> T shfl(T var, int srcRank) const {
    static_assert(is_valid_type<T>::value, "Neither an integer or float type.");
    return __shfl(var, srcRank, N);
  }
  template <class T> T shfl_up(T var, unsigned int lane_delta) const {
    static_assert(is_valid_type<T>::value, "Neither an integer or float type.");
    return __shfl_up(var, lane_delta, N);
  }
  template <class T> T shfl_down(T var, unsigned int lane_delta) const {
    static_assert(is_valid_type<T>::value, "Neither an integer or float type.");
    return __shfl_down(var, lane_delta, N);
  }
  template <class T> T shfl_xor(T var, unsigned int laneMask) const {
    static_assert(is_valid_type<T>::value, "Neither an integer or float type.");
    return __shfl_xor(var, laneMask, N);
  }
};

template <unsigned int N, class ParentCGTy = void> class thread_block_tile;

template <unsigned int N, class ParentCGTy>
thread_block_tile<N, ParentCGTy> tiled_partition(const ParentCGTy &parent);

template <unsigned int N, class ParentCGTy>
class thread_block_tile : public tile_base<N>, public thread_group {
  friend thread_block_tile tiled_partition<N, ParentCGTy>(const ParentCGTy &);

protected:
  explicit thread_block_tile(const ParentCGTy &) : thread_group(N) {}

public:
  using tile_base<N>::size;
  using tile_base<N>::thread_rank;
};

template <unsigned int N>
class thread_block_tile<N, void> : public tile_base<N>, public thread_group {
public:
  template <class ParentCGTy>
  thread_block_tile(const thread_block_tile<N, ParentCGTy> &)
      : thread_group(N) {}

  using tile_base<N>::size;
  using tile_base<N>::thread_rank;
};

template <unsigned int N, class ParentCGTy>
thread_block_tile<N, ParentCGTy> tiled_partition(const ParentCGTy &parent) {
  static_assert(std::is_same<ParentCGTy, thread_block>::value,
                "this fake tiles thread blocks only");
  return thread_block_tile<N, ParentCGTy>(parent);
}

// HIP's free sync: the group's own.
template <class CGTy> void sync(CGTy const &g) { g.sync(); }

} // namespace cooperative_groups
