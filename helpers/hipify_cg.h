// hipify_cg.h: what CUDA's cooperative groups have and HIP's lack: the group
// collectives of <cooperative_groups/reduce.h> and <cooperative_groups/scan.h>.
//
// Written for hipify-cxx from NVIDIA's CUDA C++ Programming Guide, chapter
// "Cooperative Groups" (the collectives cg::reduce, cg::inclusive_scan and
// cg::exclusive_scan, and the reduce operators cg::plus, cg::less,
// cg::greater, cg::bit_and, cg::bit_xor, cg::bit_or), with the names,
// template parameters, accepted groups and return types that CUDA's headers
// declare. A translation that included <cooperative_groups/reduce.h> or
// <cooperative_groups/scan.h> includes this header instead. The calls keep
// their CUDA spelling (cg::reduce(tile, v, cg::plus<int>()) with
// namespace cg = cooperative_groups), so the names are declared in namespace
// cooperative_groups, each only where the HIP compiled against lacks it:
//
//   plus, less, greater, bit_and, bit_or, bit_xor, reduce(group, val, op):
//     HIP 5.2, 6.2 and 7.1 lack them; not needed from ROCm 7.13, which ships
//     them (ROCm's HIPIFY issue #2597).
//   inclusive_scan(group, val[, op]), exclusive_scan(group, val[, op]):
//     HIP 5.2, 6.2 and 7.1 lack them; not needed from ROCm 7.14, for which
//     ROCm schedules them (same issue).
//
// Which HIP has them is decided once, below: HIP's own public header for
// them (<hip/cooperative_groups/hip_reduce.h>, <hip/cooperative_groups/
// hip_scan.h>) is included when it exists, else HIP_VERSION_MAJOR/MINOR (from
// <hip/hip_version.h>) against 7.13 and 7.14. Defining HIPIFY_CG_HIP_HAS_REDUCE
// or HIPIFY_CG_HIP_HAS_SCAN to 0 or 1 before including this header overrides
// the decision. Where HIP has the names and this header supplies them too,
// the build fails with a redefinition: never two silently different versions.
//
// Groups. As in CUDA, thread_block_tile<N> and coalesced_group, nothing else
// (a static_assert says so). For tiles, every N that HIP itself allows:
// powers of two up to the wavefront size, so 64 too on 64-wide wavefronts.
// Coalesced groups of any size, a power of two or not, with members on any
// lanes. Every thread of the group must make the call, as in CUDA.
//
// Values. Any trivially copyable type, as CUDA requires. Integer and
// floating-point values travel through the group's own shfl(); any other type
// (__half, vectors, structs, enums, pointers) through shfl() of unsigned int,
// 32 bits at a time, copied bit for bit.
//
// Results.
//   reduce: every thread of the group gets the reduction of all members'
//     values, the very same bits in every thread. Order: a balanced tree in
//     rank order: at the steps d = 1, 2, 4, ... (d < size) each rank r that is
//     a multiple of 2d and has a rank r + d in the group replaces its value v
//     with op(v, value of rank r + d); rank 0 ends with the whole reduction
//     and gives it to all. Operands keep their rank order (lower ranks on the
//     left), so op need only be associative. The Programming Guide specifies
//     no order of evaluation for reduce. Integer reductions with plus, less,
//     greater, bit_and, bit_or and bit_xor are exact (associative and
//     commutative, any order gives the same value: CUDA's). A floating-point
//     reduction is exactly the one of the order above, which may differ in
//     the last bits from what CUDA computes in its unspecified order.
//   inclusive_scan: rank r gets x0 op x1 op ... op xr. Order (Kogge-Stone): at
//     the steps d = 1, 2, 4, ... (d < size) each rank r >= d replaces its
//     value v with op(value of rank r - d, v). Rank order is kept; integer
//     scans are exact, floating-point ones are those of this order.
//   exclusive_scan: rank r > 0 gets inclusive_scan's value of rank r - 1 (the
//     reduction over the lower ranks, as the guide defines it). Rank 0, which
//     has no lower rank, gets a value-initialized TyVal (0 for arithmetic
//     types), whatever the op: what CUDA's own implementation returns. That is
//     the identity of plus, bit_or and bit_xor only; with less, greater or
//     bit_and, rank 0's value is not an identity and code should not use it.
//   The overloads without op use plus<TyVal>, as CUDA's.
//   less<T>()(a, b) is (b < a) ? b : a and greater<T>()(a, b) is
//   (a < b) ? b : a, exactly CUDA's: less is the min, greater the max.
//
//   labeled_partition(group, label): HIP 5.2, 6.2 and 7.1 lack it;
//   binary_partition(group, pred): HIP lacks it before 6.3. For a
//     thread_block_tile or a coalesced_group: the members whose label (pred)
//     is this thread's, as a coalesced_group, ranked in lane order as CUDA
//     ranks them (by rank in the parent). The members of each label are found
//     with ballots, one label at a time; the group is built from their lane
//     mask by HIP's own coalesced_group constructor from a mask, which HIP
//     keeps for its partitions and for classes derived from its groups, as
//     the one below is (also how it reads a coalesced group's lanes).
//   hipify::shfl, shfl_up, shfl_down, shfl_xor (group, value, arg): a group's
//     shuffle of a value of any trivially copyable type, as CUDA's members
//     take (a vector, a struct, __half); HIP 5.2, 6.2 and 7.1's members take
//     integers and floating point only (a static_assert). The translation
//     writes tile.shfl_xor(v, 1) as hipify::shfl_xor(tile, v, 1) where v is
//     of another type. The value moves as 32-bit words, each through the
//     group's own member, so each member gets, bit for bit, the value of the
//     member its shuffle of an int reads.
//   Tiles wider than a wavefront (CUDA's multi-warp tiles, 64 to 1024
//     threads: tiled_partition<N>(block) for an N that HIP's
//     is_valid_tile_size rejects, HIP 5.2, 6.2 and 7.1 accept N up to the
//     wavefront size only), and block_tile_memory<MaxBlockSize> with
//     this_thread_block(scratch). tiled_partition<N>(block) of such an N is
//     a hipify::cg_detail::multi_wave_tile<N>: the N threads of block ranks
//     N*k ... N*k+N-1, which are whole wavefronts (a wavefront is 64 or 32
//     consecutive block ranks). Its members, as CUDA's: thread_rank(),
//     size(), num_threads(), meta_group_rank() (k), meta_group_size(),
//     sync(), shfl(v, src) (src the same in every member, as CUDA's
//     requires), any(p), all(p); reduce, inclusive_scan and exclusive_scan
//     take it; values of 8 bytes at most, as CUDA's (a static_assert). Like
//     CUDA's, tiled_partition is then a collective of the whole block.
//     The tiles talk through memory of the helper's own, one __shared__
//     object of 504 bytes per kernel that uses them (a barrier per tile and
//     a 64-bit slot per wavefront), so this_thread_block(scratch) is
//     this_thread_block() and block_tile_memory holds nothing; code that
//     uses no scratch (CUDA 12 on sm_80 and later) works too. sync() is a
//     barrier of the tile's wavefronts in that memory (workgroup-scope
//     atomics: an acquire-release arrival, the last arrival releases a new
//     generation, the others wait for it with acquire loads). A collective
//     first runs the single-wavefront one above on each wavefront, then
//     combines the wavefronts' results through their slots between two
//     syncs: reduce's wavefront results in the same balanced tree (with
//     powers of two, the tree over all N ranks); a scan adds, left to right,
//     the totals of the wavefronts below to each wavefront's scan (rank
//     order kept; integer results exact; floating point that order).
//   Compat mode (HIPIFY_CG_MEMBER_SHUFFLES defined, as the compat
//     directory's main header does where a source shuffles such a value):
//     the source keeps tile.shfl_xor(v, 1), so tiled_partition<N>(block) of
//     a size HIP takes is HIP's tile of a class derived from it,
//     hipify::cg_detail::shuffling_tile<N, thread_block>, whose shfl,
//     shfl_up, shfl_down and shfl_xor are hipify::shfl ... above (HIP's own
//     for integers and floating point, so every other member and value is
//     HIP's).
// Not supplied, because they cannot be made exactly here:
//   num_threads() (CUDA 12's name for size(); HIP 5.2, 6.2 and 7.1 have
//     size() only) on HIP's own groups: a member function, which a header
//     cannot add to HIP's classes; g.size() gives the same value.
//   The type thread_block_tile<N> spelled with a multi-wave N (HIP's class
//     rejects it; use auto), and tiles partitioned from a multi-wave tile.
// Not supplied either: reduce_update_async, reduce_store_async and
// inclusive/exclusive_scan_update (CUDA 12's forms that write to a
// destination, most of them a cuda::atomic or cuda::atomic_ref).
#pragma once

#include <hip/hip_runtime.h>
#include <hip/hip_version.h>
#include <hip/hip_cooperative_groups.h>

#include <type_traits>
#include <utility>

#if !defined(HIPIFY_CG_HIP_HAS_REDUCE)
#if defined(__has_include)
#if __has_include(<hip/cooperative_groups/hip_reduce.h>)
#include <hip/cooperative_groups/hip_reduce.h>
#define HIPIFY_CG_HIP_HAS_REDUCE 1
#endif
#endif
#endif
#if !defined(HIPIFY_CG_HIP_HAS_REDUCE)
#if HIP_VERSION_MAJOR > 7 || (HIP_VERSION_MAJOR == 7 && HIP_VERSION_MINOR >= 13)
#define HIPIFY_CG_HIP_HAS_REDUCE 1
#else
#define HIPIFY_CG_HIP_HAS_REDUCE 0
#endif
#endif

#if !defined(HIPIFY_CG_HIP_HAS_SCAN)
#if defined(__has_include)
#if __has_include(<hip/cooperative_groups/hip_scan.h>)
#include <hip/cooperative_groups/hip_scan.h>
#define HIPIFY_CG_HIP_HAS_SCAN 1
#endif
#endif
#endif
#if !defined(HIPIFY_CG_HIP_HAS_SCAN)
#if HIP_VERSION_MAJOR > 7 || (HIP_VERSION_MAJOR == 7 && HIP_VERSION_MINOR >= 14)
#define HIPIFY_CG_HIP_HAS_SCAN 1
#else
#define HIPIFY_CG_HIP_HAS_SCAN 0
#endif
#endif

#define HIPIFY_CG_FN __device__ inline

namespace hipify {
namespace cg_detail {

template <class T>
using plain = typename std::remove_cv<typename std::remove_reference<T>::type>::type;

// The groups CUDA's collectives take.
template <class G> struct is_collective_group : std::false_type {};
template <unsigned int N, class P>
struct is_collective_group<cooperative_groups::thread_block_tile<N, P>>
    : std::true_type {};
template <>
struct is_collective_group<cooperative_groups::coalesced_group>
    : std::true_type {};

// The types HIP's shfl() moves itself (it takes integers and floating point;
// its __shfl has overloads up to 64 bits, float and double).
template <class T>
using shfl_native =
    std::integral_constant<bool, (std::is_integral<T>::value && sizeof(T) <= 8) ||
                                     std::is_same<T, float>::value ||
                                     std::is_same<T, double>::value>;

// v moved by one of the group's shuffles, \p move (a call of g.shfl,
// g.shfl_up, ... on a value HIP's shuffles take): integers and floating point
// whole, any other type as 32-bit words, each moved from the same lane, so
// that the value arrives bit for bit.
template <class T, class Move>
HIPIFY_CG_FN T moved(const T &v, Move move, std::true_type) {
  return move(v);
}

template <class T, class Move>
HIPIFY_CG_FN T moved(const T &v, Move move, std::false_type) {
  constexpr unsigned int words = (sizeof(T) + 3) / 4;
  unsigned int w[words] = {};
  __builtin_memcpy(w, static_cast<const void *>(&v), sizeof(T));
  for (unsigned int i = 0; i < words; ++i)
    w[i] = move(w[i]);
  T out = v;
  __builtin_memcpy(static_cast<void *>(&out), w, sizeof(T));
  return out;
}

// (CUDA takes trivially copyable types only; HIP 5.2's vector types are not
// so formally, having copy operations of their own, but their bytes are their
// value all the same.)
template <class T, class Move> HIPIFY_CG_FN T moved(const T &v, Move move) {
  return moved(v, move, shfl_native<T>());
}

// The value v of the group's member of rank src (every member must call).
template <class G, class T>
HIPIFY_CG_FN T shfl_from(const G &g, const T &v, unsigned int src) {
  return moved(v, [&](auto x) { return g.shfl(x, static_cast<int>(src)); });
}

template <class G, class T, class Op>
HIPIFY_CG_FN T reduce(const G &g, T v, Op &op) {
  const unsigned int n = g.size();
  const unsigned int r = g.thread_rank();
  for (unsigned int d = 1; d < n; d <<= 1) {
    const bool has = r + d < n;
    const T other = shfl_from(g, v, has ? r + d : r);
    if (has && (r & (2 * d - 1)) == 0)
      v = op(v, other);
  }
  return shfl_from(g, v, 0u);
}

template <class G, class T, class Op>
HIPIFY_CG_FN T inclusive_scan(const G &g, T v, Op &op) {
  const unsigned int n = g.size();
  const unsigned int r = g.thread_rank();
  for (unsigned int d = 1; d < n; d <<= 1) {
    const T other = shfl_from(g, v, r >= d ? r - d : r);
    if (r >= d)
      v = op(other, v);
  }
  return v;
}

template <class G, class T, class Op>
HIPIFY_CG_FN T exclusive_scan(const G &g, T v, Op &op) {
  const unsigned int r = g.thread_rank();
  const T inclusive = cg_detail::inclusive_scan(g, v, op);
  const T below = shfl_from(g, inclusive, r > 0 ? r - 1 : 0u);
  return r > 0 ? below : T{};
}

template <class G, class TyVal, class Result> HIPIFY_CG_FN void check() {
  static_assert(is_collective_group<G>::value,
                "cooperative groups collectives take a thread_block_tile or a "
                "coalesced_group");
  static_assert(std::is_same<plain<TyVal>, plain<Result>>::value,
                "Operator input and output types differ");
  static_assert(std::is_trivially_copyable<plain<TyVal>>::value,
                "the value of a collective must be trivially copyable");
}

// A coalesced group of the lanes of a mask, and the lanes of one: HIP's
// constructor from a mask and the mask are protected members of its group
// classes, which a class derived from them may use.
struct coalesced_lanes : cooperative_groups::coalesced_group {
  HIPIFY_CG_FN explicit coalesced_lanes(unsigned long long lanes)
      : coalesced_group(lanes) {}
  HIPIFY_CG_FN explicit coalesced_lanes(const coalesced_group &g)
      : coalesced_group(g) {}
  HIPIFY_CG_FN unsigned long long lanes() const {
    return coalesced_info.member_mask;
  }
};

HIPIFY_CG_FN unsigned long long
lanes_of(const cooperative_groups::coalesced_group &g) {
  return coalesced_lanes(g).lanes();
}

// A tile's members are the N consecutive lanes from this thread's lane minus
// its rank (tiles never span wavefronts in HIP).
template <unsigned int N, class P>
HIPIFY_CG_FN unsigned long long
lanes_of(const cooperative_groups::thread_block_tile<N, P> &g) {
  const unsigned int first = __lane_id() - g.thread_rank();
  return (N >= 64 ? ~0ull : (1ull << N) - 1) << first;
}

// The lanes of the group \p g whose label is this thread's: one label at a
// time, the lowest lane left says its label and the lanes with that label
// leave. Every member loops as often as the others (left is the same in
// all).
template <class G>
HIPIFY_CG_FN unsigned long long same_label(const G &g,
                                           unsigned long long label) {
  static_assert(is_collective_group<G>::value,
                "a partition takes a thread_block_tile or a coalesced_group");
  unsigned long long left = lanes_of(g), mine = 0;
  while (left) {
    const unsigned long long theirs =
        __shfl(label, static_cast<int>(__builtin_ctzll(left)));
    const unsigned long long same = __ballot(label == theirs) & left;
    if (label == theirs)
      mine = same;
    left &= ~same;
  }
  return mine;
}

// Tiles wider than a wavefront. The block's threads in wavefronts: HIP
// forms a wavefront of warpSize consecutive block ranks, so a thread's lane
// is its block rank modulo warpSize.
HIPIFY_CG_FN unsigned int block_rank() {
  return cooperative_groups::this_thread_block().thread_rank();
}
HIPIFY_CG_FN unsigned int wave_width() {
  return static_cast<unsigned int>(warpSize);
}

// The wavefront of the calling thread as a group of the collectives above.
struct wave_group {
  HIPIFY_CG_FN unsigned int size() const { return wave_width(); }
  HIPIFY_CG_FN unsigned int thread_rank() const { return __lane_id(); }
  template <class T> HIPIFY_CG_FN T shfl(T v, int src) const {
    return __shfl(v, src);
  }
};

// The tiles' memory, one per block: a barrier per tile (for each multi-wave
// size N of 64 ... 1024, 1024 / N tiles, at 32 - 2048 / N on), and a slot
// per wavefront (1024 threads in 32-wide wavefronts at most).
struct multi_wave_memory {
  static constexpr unsigned int barriers = 31;
  unsigned int arrived[barriers];
  unsigned int generation[barriers];
  unsigned long long slot[32];
};

HIPIFY_CG_FN multi_wave_memory &tile_memory() {
  __shared__ multi_wave_memory memory;
  return memory;
}

template <class T> HIPIFY_CG_FN unsigned long long to_slot(const T &v) {
  unsigned long long bits = 0;
  __builtin_memcpy(&bits, static_cast<const void *>(&v), sizeof(T));
  return bits;
}
// The value in \p bits, as a T (\p like gives the T to copy into).
template <class T>
HIPIFY_CG_FN T from_slot(unsigned long long bits, const T &like) {
  T out = like;
  __builtin_memcpy(static_cast<void *>(&out), &bits, sizeof(T));
  return out;
}

// What a tile wider than a wavefront moves: as CUDA's, 8 bytes at most.
template <class T> HIPIFY_CG_FN void check_wide() {
  static_assert(sizeof(T) <= 8, "Collectives with tiles larger than a "
                                "wavefront are limited to types of 8 bytes "
                                "or less");
}

template <unsigned int N> class multi_wave_tile {
  static_assert(N != 0 && (N & (N - 1)) == 0 && N <= 1024,
                "a tile is a power of two of at most 1024 threads");

  HIPIFY_CG_FN unsigned int barrier() const {
    return 32 - 2048 / N + meta_group_rank();
  }
  // The slot of the tile's wavefront \p w (0 is the tile's first).
  HIPIFY_CG_FN unsigned long long &slot(unsigned int w) const {
    return tile_memory().slot[(block_rank() - thread_rank()) / wave_width() +
                              w];
  }
  HIPIFY_CG_FN unsigned int waves() const { return N / wave_width(); }
  HIPIFY_CG_FN unsigned int wave() const {
    return thread_rank() / wave_width();
  }

public:
  // Every thread of the block: the barriers at rest before any tile uses
  // them (a completed barrier has no arrival; its generation may be any).
  HIPIFY_CG_FN multi_wave_tile() {
    const unsigned int r = block_rank();
    if (r < multi_wave_memory::barriers)
      __hip_atomic_store(&tile_memory().arrived[r], 0u, __ATOMIC_RELAXED,
                         __HIP_MEMORY_SCOPE_WORKGROUP);
    __syncthreads();
  }

  HIPIFY_CG_FN static unsigned int size() { return N; }
  HIPIFY_CG_FN static unsigned int num_threads() { return N; }
  HIPIFY_CG_FN unsigned int thread_rank() const { return block_rank() & (N - 1); }
  HIPIFY_CG_FN unsigned int meta_group_rank() const { return block_rank() / N; }
  HIPIFY_CG_FN unsigned int meta_group_size() const {
    return (cooperative_groups::this_thread_block().size() + N - 1) / N;
  }

  // Every wavefront of the tile reads the generation (each lane the one its
  // first lane read: the wavefront's lanes wait for the same one), its first
  // lane arrives, and the wavefront waits until the last arrival has started
  // the next generation.
  HIPIFY_CG_FN void sync() const {
    multi_wave_memory &m = tile_memory();
    const unsigned int b = barrier();
    const unsigned int generation = __shfl(
        __hip_atomic_load(&m.generation[b], __ATOMIC_ACQUIRE,
                          __HIP_MEMORY_SCOPE_WORKGROUP),
        0);
    if (__lane_id() == 0 &&
        __hip_atomic_fetch_add(&m.arrived[b], 1u, __ATOMIC_ACQ_REL,
                               __HIP_MEMORY_SCOPE_WORKGROUP) == waves() - 1) {
      __hip_atomic_store(&m.arrived[b], 0u, __ATOMIC_RELAXED,
                         __HIP_MEMORY_SCOPE_WORKGROUP);
      __hip_atomic_store(&m.generation[b], generation + 1, __ATOMIC_RELEASE,
                         __HIP_MEMORY_SCOPE_WORKGROUP);
    }
    while (__hip_atomic_load(&m.generation[b], __ATOMIC_ACQUIRE,
                             __HIP_MEMORY_SCOPE_WORKGROUP) == generation)
      __builtin_amdgcn_s_sleep(1);
  }

  // The value of the member of rank \p src (the same in every member).
  template <class T> HIPIFY_CG_FN T shfl(T v, unsigned int src) const {
    check_wide<T>();
    if (thread_rank() == src)
      slot(0) = to_slot(v);
    sync();
    const T out = from_slot(slot(0), v);
    sync();
    return out;
  }

  HIPIFY_CG_FN int any(int predicate) const {
    return combine(__ballot(predicate) != 0,
                   [](int a, int b) { return a | b; });
  }
  HIPIFY_CG_FN int all(int predicate) const {
    return combine(__ballot(!predicate) == 0,
                   [](int a, int b) { return a & b; });
  }

  // The wavefronts' values \p v (each the same in all its lanes), combined
  // with op in a balanced tree in wavefront order, in every member.
  template <class T, class Op>
  HIPIFY_CG_FN T combine(const T &v, Op op) const {
    if (__lane_id() == 0)
      slot(wave()) = to_slot(v);
    sync();
    unsigned long long tree[32];
    const unsigned int n = waves();
    for (unsigned int w = 0; w < n; ++w)
      tree[w] = slot(w);
    sync();
    for (unsigned int d = 1; d < n; d <<= 1)
      for (unsigned int w = 0; w + d < n; w += 2 * d)
        tree[w] = to_slot(op(from_slot(tree[w], v), from_slot(tree[w + d], v)));
    return from_slot(tree[0], v);
  }

  // The wavefronts' totals \p total (each the same in all its lanes) of the
  // wavefronts below the caller's, combined with op left to right; \p none
  // in the tile's first wavefront.
  template <class T, class Op>
  HIPIFY_CG_FN T below(const T &total, const T &none, Op &op) const {
    if (__lane_id() == 0)
      slot(wave()) = to_slot(total);
    sync();
    T sum = none;
    for (unsigned int w = 0; w < wave(); ++w)
      sum = w == 0 ? from_slot(slot(0), total)
                   : op(sum, from_slot(slot(w), total));
    sync();
    return sum;
  }
};

template <unsigned int N>
struct is_collective_group<multi_wave_tile<N>> : std::true_type {};


template <unsigned int N, class T, class Op>
HIPIFY_CG_FN T reduce(const multi_wave_tile<N> &g, T v, Op &op) {
  check_wide<T>();
  return g.combine(cg_detail::reduce(wave_group(), v, op), op);
}

template <unsigned int N, class T, class Op>
HIPIFY_CG_FN T inclusive_scan(const multi_wave_tile<N> &g, T v, Op &op) {
  check_wide<T>();
  const T mine = cg_detail::inclusive_scan(wave_group(), v, op);
  const T below = g.below(shfl_from(wave_group(), mine, wave_width() - 1),
                          mine, op);
  return g.thread_rank() < wave_width() ? mine : op(below, mine);
}

template <unsigned int N, class T, class Op>
HIPIFY_CG_FN T exclusive_scan(const multi_wave_tile<N> &g, T v, Op &op) {
  check_wide<T>();
  const wave_group wave;
  const T inclusive = cg_detail::inclusive_scan(wave, v, op);
  const T mine = shfl_from(wave, inclusive, __lane_id() > 0 ? __lane_id() - 1 : 0u);
  const T below = g.below(shfl_from(wave, inclusive, wave_width() - 1), mine, op);
  if (g.thread_rank() < wave_width())
    return __lane_id() > 0 ? mine : T{};
  return __lane_id() > 0 ? op(below, mine) : below;
}

} // namespace cg_detail

// CUDA's group shuffles of a value of any trivially copyable type, where
// HIP's take integers and floating point only: the translation writes
// tile.shfl_xor(v, 1) as hipify::shfl_xor(tile, v, 1) for such a v. Each
// is the group's own shuffle, word by word, so a member gets the value of
// the member that the group's shuffle of an int would read, whole.
template <class G, class T>
HIPIFY_CG_FN T shfl(const G &g, const T &v, int src_rank) {
  return cg_detail::moved(v, [&](auto x) { return g.shfl(x, src_rank); });
}
template <class G, class T>
HIPIFY_CG_FN T shfl_up(const G &g, const T &v, unsigned int delta) {
  return cg_detail::moved(v, [&](auto x) { return g.shfl_up(x, delta); });
}
template <class G, class T>
HIPIFY_CG_FN T shfl_down(const G &g, const T &v, unsigned int delta) {
  return cg_detail::moved(v, [&](auto x) { return g.shfl_down(x, delta); });
}
template <class G, class T>
HIPIFY_CG_FN T shfl_xor(const G &g, const T &v, unsigned int lane_mask) {
  return cg_detail::moved(v,
                          [&](auto x) { return g.shfl_xor(x, lane_mask); });
}

#if defined(HIPIFY_CG_MEMBER_SHUFFLES)
namespace cg_detail {

// HIP's tile, with shuffles of any trivially copyable value (see the top).
template <unsigned int N, class P>
class shuffling_tile : public cooperative_groups::thread_block_tile<N, P> {
  using hip_tile = cooperative_groups::thread_block_tile<N, P>;
  HIPIFY_CG_FN const hip_tile &hip() const { return *this; }

public:
  HIPIFY_CG_FN explicit shuffling_tile(const hip_tile &t) : hip_tile(t) {}
  template <class T> HIPIFY_CG_FN T shfl(const T &v, int src_rank) const {
    return ::hipify::shfl(hip(), v, src_rank);
  }
  template <class T>
  HIPIFY_CG_FN T shfl_up(const T &v, unsigned int delta) const {
    return ::hipify::shfl_up(hip(), v, delta);
  }
  template <class T>
  HIPIFY_CG_FN T shfl_down(const T &v, unsigned int delta) const {
    return ::hipify::shfl_down(hip(), v, delta);
  }
  template <class T>
  HIPIFY_CG_FN T shfl_xor(const T &v, unsigned int lane_mask) const {
    return ::hipify::shfl_xor(hip(), v, lane_mask);
  }
};

template <unsigned int N, class P>
struct is_collective_group<shuffling_tile<N, P>> : std::true_type {};

} // namespace cg_detail
#endif

} // namespace hipify

namespace cooperative_groups {

// Tiles wider than a wavefront (see the top). Which N HIP's own tiles take
// decides: an N that HIP's is_valid_tile_size accepts is HIP's tile.
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory {};

template <unsigned int MaxBlockSize>
HIPIFY_CG_FN thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) {
  return this_thread_block();
}

template <unsigned int Size>
HIPIFY_CG_FN typename std::enable_if<!is_valid_tile_size<Size>::value,
                                     ::hipify::cg_detail::multi_wave_tile<Size>>::type
tiled_partition(const thread_block &) {
  return ::hipify::cg_detail::multi_wave_tile<Size>();
}

#if defined(HIPIFY_CG_MEMBER_SHUFFLES)
template <unsigned int Size>
HIPIFY_CG_FN typename std::enable_if<
    is_valid_tile_size<Size>::value,
    ::hipify::cg_detail::shuffling_tile<Size, thread_block>>::type
tiled_partition(const thread_block &g) {
  return ::hipify::cg_detail::shuffling_tile<Size, thread_block>(
      tiled_partition<Size, thread_block>(g));
}
#endif

// The collectives on them, whether HIP has its own for its groups or not.
template <unsigned int N, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto reduce(const ::hipify::cg_detail::multi_wave_tile<N> &group,
                         TyVal &&val, TyFn &&op) -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<::hipify::cg_detail::multi_wave_tile<N>, TyVal,
                             decltype(op(val, val))>();
  return ::hipify::cg_detail::reduce(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

template <unsigned int N, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto
inclusive_scan(const ::hipify::cg_detail::multi_wave_tile<N> &group,
               TyVal &&val, TyFn &&op) -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<::hipify::cg_detail::multi_wave_tile<N>, TyVal,
                             decltype(op(val, val))>();
  return ::hipify::cg_detail::inclusive_scan(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

template <unsigned int N, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto
exclusive_scan(const ::hipify::cg_detail::multi_wave_tile<N> &group,
               TyVal &&val, TyFn &&op) -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<::hipify::cg_detail::multi_wave_tile<N>, TyVal,
                             decltype(op(val, val))>();
  return ::hipify::cg_detail::exclusive_scan(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

// Label: any integral type, compared whole (as 64 bits).
template <class TyGroup, class Label>
HIPIFY_CG_FN coalesced_group labeled_partition(const TyGroup &group,
                                               Label label) {
  static_assert(std::is_integral<Label>::value,
                "labeled_partition takes an integral label");
  return ::hipify::cg_detail::coalesced_lanes(::hipify::cg_detail::same_label(
      group, static_cast<unsigned long long>(label)));
}

#if HIP_VERSION_MAJOR < 6 || (HIP_VERSION_MAJOR == 6 && HIP_VERSION_MINOR < 3)
template <class TyGroup>
HIPIFY_CG_FN coalesced_group binary_partition(const TyGroup &group,
                                              bool pred) {
  return ::hipify::cg_detail::coalesced_lanes(
      ::hipify::cg_detail::same_label(group, pred ? 1ull : 0ull));
}
#endif

#if !HIPIFY_CG_HIP_HAS_REDUCE

template <typename Ty> struct plus {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const { return arg1 + arg2; }
};

template <typename Ty> struct less {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const {
    return (arg2 < arg1) ? arg2 : arg1;
  }
};

template <typename Ty> struct greater {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const {
    return (arg1 < arg2) ? arg2 : arg1;
  }
};

template <typename Ty> struct bit_and {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const { return arg1 & arg2; }
};

template <typename Ty> struct bit_xor {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const { return arg1 ^ arg2; }
};

template <typename Ty> struct bit_or {
  HIPIFY_CG_FN Ty operator()(Ty arg1, Ty arg2) const { return arg1 | arg2; }
};

template <typename TyGroup, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto reduce(const TyGroup &group, TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<TyGroup, TyVal, decltype(op(val, val))>();
  return ::hipify::cg_detail::reduce(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

#endif // !HIPIFY_CG_HIP_HAS_REDUCE

#if !HIPIFY_CG_HIP_HAS_SCAN

template <typename TyGroup, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto inclusive_scan(const TyGroup &group, TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<TyGroup, TyVal, decltype(op(val, val))>();
  return ::hipify::cg_detail::inclusive_scan(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

template <typename TyGroup, typename TyVal>
HIPIFY_CG_FN ::hipify::cg_detail::plain<TyVal>
inclusive_scan(const TyGroup &group, TyVal &&val) {
  return cooperative_groups::inclusive_scan(
      group, std::forward<TyVal>(val),
      cooperative_groups::plus< ::hipify::cg_detail::plain<TyVal>>());
}

template <typename TyGroup, typename TyVal, typename TyFn>
HIPIFY_CG_FN auto exclusive_scan(const TyGroup &group, TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  ::hipify::cg_detail::check<TyGroup, TyVal, decltype(op(val, val))>();
  return ::hipify::cg_detail::exclusive_scan(
      group, ::hipify::cg_detail::plain<TyVal>(val), op);
}

template <typename TyGroup, typename TyVal>
HIPIFY_CG_FN ::hipify::cg_detail::plain<TyVal>
exclusive_scan(const TyGroup &group, TyVal &&val) {
  return cooperative_groups::exclusive_scan(
      group, std::forward<TyVal>(val),
      cooperative_groups::plus< ::hipify::cg_detail::plain<TyVal>>());
}

#endif // !HIPIFY_CG_HIP_HAS_SCAN

} // namespace cooperative_groups

#undef HIPIFY_CG_FN
