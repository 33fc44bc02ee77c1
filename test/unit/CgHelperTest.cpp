//===- CgHelperTest.cpp - helpers/hipify_cg.h on a simulated wavefront ----===//
//
// Checks what helpers/hipify_cg.h supplies to HIP (cg::reduce,
// cg::inclusive_scan, cg::exclusive_scan, the function objects cg::plus ...
// cg::bit_xor, cg::labeled_partition, cg::binary_partition, and the group
// shuffles of any trivially copyable value hipify::shfl ... shfl_xor) by running it as
// plain host C++ against test/unit/cg-sim: a test double of the three HIP
// headers it includes, which simulates one 64-lane wavefront with a thread per
// lane, where __shfl and __ballot really move values between the lanes (see
// cg-sim/hip/hip_runtime.h). Build: -I test/unit/cg-sim -I helpers.
//
// The groups: tiles of 1, 2, 4, ..., 64 lanes at every position of the wave
// (all 64 lanes running, each in its own tile), and coalesced groups on
// random lanes (those lanes running, no others): of every size from 1 to 64
// and a few lane patterns (allShapes), or, for the checks that cost more, of
// ten sizes (someShapes). A check of several operators runs each on every
// tile shape and one operator per coalesced shape, in turn (a step of the
// simulated wave costs a thread switch per lane: all pairs would take long).
//
// The references are written here apart from the helper, as plain loops over
// the values of each group's members in rank order, from NVIDIA's CUDA C++
// Programming Guide, "Cooperative Groups":
//   - a tile of N from tiled_partition<N>(block) holds the N threads of block
//     ranks N*k ... N*k+N-1, ranked in that order; a coalesced group holds the
//     active threads, ranked in lane order;
//   - reduce(g, val, op) gives every thread of g the reduction with op of the
//     values of all its threads; inclusive_scan gives the thread of rank r the
//     reduction of ranks 0..r, exclusive_scan that of ranks 0..r-1 (rank 0:
//     a value-initialized T, what CUDA's implementation returns); without op
//     they use plus;
//   - cg::plus, cg::less, cg::greater, cg::bit_and, cg::bit_or, cg::bit_xor:
//     the sum, the lesser, the greater, and the bitwise and, or, xor;
//   - labeled_partition(g, label) gives each thread the coalesced group of
//     the threads of g with its label, binary_partition(g, pred) that of the
//     threads with its predicate, ranked as in g.
// Integer results are exact. The guide leaves the order of a floating-point
// reduction unspecified; the helper documents its own (reduce: a balanced tree
// in rank order; scans: Kogge-Stone), and floating-point results are checked
// bit for bit against that order, computed here on an array.
//
//===----------------------------------------------------------------------===//
// Compat mode's tiles too (tiled_partition<N>(block) of HIP's sizes is then
// the helper's shuffling_tile: ShufflingTileMembers...).
#define HIPIFY_CG_MEMBER_SHUFFLES 1
#include "hipify_cg.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iomanip>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace cg = cooperative_groups;

namespace {

using Mask = std::uint64_t;
constexpr unsigned WaveSize = 64;

Mask bit(unsigned Lane) { return Mask{1} << Lane; }

std::vector<unsigned> lanesIn(Mask Lanes) {
  std::vector<unsigned> Out;
  for (unsigned L = 0; L < WaveSize; ++L)
    if (Lanes & bit(L))
      Out.push_back(L);
  return Out;
}

//===----------------------------------------------------------------------===//
// The groups under test.
//===----------------------------------------------------------------------===//

// Tiles of Tile lanes (all 64 lanes running, each lane's group its tile), or,
// with Tile 0, a coalesced group of the running lanes Lanes.
struct Shape {
  unsigned Tile;
  Mask Lanes;
};

std::string describe(const Shape &S) {
  std::ostringstream Out;
  if (S.Tile)
    Out << "tiles of " << S.Tile;
  else
    Out << "the coalesced group of lanes 0x" << std::hex << S.Lanes;
  return Out.str();
}

// The lanes of the group of Lane, in rank order.
std::vector<unsigned> groupOf(const Shape &S, unsigned Lane) {
  if (S.Tile == 0)
    return lanesIn(S.Lanes);
  std::vector<unsigned> Members;
  const unsigned First = Lane / S.Tile * S.Tile;
  for (unsigned L = First; L < First + S.Tile; ++L)
    Members.push_back(L);
  return Members;
}

unsigned rankIn(const std::vector<unsigned> &Members, unsigned Lane) {
  return static_cast<unsigned>(
      std::find(Members.begin(), Members.end(), Lane) - Members.begin());
}

std::vector<Shape> tileShapes() {
  std::vector<Shape> Shapes;
  for (unsigned N = 1; N <= WaveSize; N *= 2)
    Shapes.push_back({N, ~Mask{0}});
  return Shapes;
}

// A coalesced group of each size of Sizes on random lanes.
std::vector<Shape> coalescedShapes(std::uint64_t Seed,
                                   const std::vector<unsigned> &Sizes) {
  std::mt19937_64 Random(Seed);
  std::vector<Shape> Shapes;
  for (unsigned Size : Sizes) {
    unsigned Lane[WaveSize];
    for (unsigned L = 0; L < WaveSize; ++L)
      Lane[L] = L;
    Mask Lanes = 0;
    for (unsigned I = 0; I < Size; ++I) { // the first Size of a shuffle
      std::swap(Lane[I], Lane[I + Random() % (WaveSize - I)]);
      Lanes |= bit(Lane[I]);
    }
    Shapes.push_back({0, Lanes});
  }
  return Shapes;
}

// Coalesced groups of every size 1..64 on random lanes, and a few patterns.
std::vector<Shape> everyCoalescedSize(std::uint64_t Seed) {
  std::vector<unsigned> Sizes;
  for (unsigned Size = 1; Size <= WaveSize; ++Size)
    Sizes.push_back(Size);
  std::vector<Shape> Shapes = coalescedShapes(Seed, Sizes);
  for (Mask Lanes : {bit(63), bit(0) | bit(63), Mask{0xAAAAAAAAAAAAAAAA},
                     Mask{0xFFFFFFFF00000000}, Mask{0x00000000FFFFFFFE}})
    Shapes.push_back({0, Lanes});
  return Shapes;
}

std::vector<Shape> concat(std::vector<Shape> A, const std::vector<Shape> &B) {
  A.insert(A.end(), B.begin(), B.end());
  return A;
}

// Every tile, and coalesced groups of every size.
std::vector<Shape> allShapes(std::uint64_t Seed) {
  return concat(tileShapes(), everyCoalescedSize(Seed));
}

// Every tile, and coalesced groups of some sizes (one lane, a power of two and
// the sizes around it, a whole wave): for the checks that cost more steps.
std::vector<Shape> someShapes(std::uint64_t Seed) {
  return concat(tileShapes(),
                coalescedShapes(Seed, {1, 2, 3, 7, 12, 31, 32, 33, 50, 64}));
}

// Calls Fn(group, lane) with the lane's group of the tile size. Tiles of an
// odd index and the tile of 64 go as thread_block_tile<N> (parent type
// erased), the others as tiled_partition's thread_block_tile<N,
// thread_block>: the helper takes both.
template <unsigned N, class Body> void withTile(unsigned Lane, Body &Fn) {
  const cg::thread_block_tile<N, cg::thread_block> Tile =
      cg::tiled_partition<N>(cg::this_thread_block());
  if ((Lane / N + N / WaveSize) % 2)
    Fn(cg::thread_block_tile<N>(Tile), Lane);
  else
    Fn(Tile, Lane);
}

template <class Body> void withGroup(unsigned Tile, unsigned Lane, Body &Fn) {
  switch (Tile) {
  case 0:
    return Fn(cg::coalesced_threads(), Lane);
  case 1:
    return withTile<1>(Lane, Fn);
  case 2:
    return withTile<2>(Lane, Fn);
  case 4:
    return withTile<4>(Lane, Fn);
  case 8:
    return withTile<8>(Lane, Fn);
  case 16:
    return withTile<16>(Lane, Fn);
  case 32:
    return withTile<32>(Lane, Fn);
  case 64:
    return withTile<64>(Lane, Fn);
  }
}

// Runs Fn(group, lane) on every running lane of S, at once, and expects the
// simulation to see nothing wrong; false if it did (it then gave up on the
// wave, and a check goes no further: the next shapes would fail alike).
template <class Body> bool runOn(const Shape &S, Body Fn) {
  const std::vector<std::string> Faults = cg_sim::launch(
      S.Lanes, [&](unsigned Lane) { withGroup(S.Tile, Lane, Fn); });
  for (const std::string &F : Faults)
    ADD_FAILURE() << describe(S) << ": the simulation saw: " << F;
  return Faults.empty();
}

//===----------------------------------------------------------------------===//
// Comparing and showing values.
//===----------------------------------------------------------------------===//

template <class T> bool same(const T &A, const T &B) {
  static_assert(std::has_unique_object_representations<T>::value ||
                    std::is_floating_point<T>::value,
                "compared byte for byte");
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}
// x87's long double has padding bytes: its value then.
bool same(long double A, long double B) { return A == B; }

template <class T> std::string show(const T &V) {
  std::ostringstream Out;
  if constexpr (std::is_floating_point<T>::value) {
    Out << std::hexfloat << V;
  } else if constexpr (std::is_integral<T>::value) {
    Out << +V;
  } else {
    Out << "bytes" << std::hex << std::setfill('0');
    unsigned char Bytes[sizeof(T)];
    std::memcpy(Bytes, &V, sizeof(T));
    for (unsigned char B : Bytes)
      Out << ' ' << std::setw(2) << unsigned(B);
  }
  return Out.str();
}

// Collects mismatches; a test expects none and shows the first few.
class Mismatches {
public:
  template <class Describe> void expect(bool Ok, Describe Text) {
    if (Ok)
      return;
    if (Count++ < 8)
      First += Text() + "\n";
  }
  ::testing::AssertionResult none() const {
    if (Count == 0)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << Count << " mismatches; the first:\n"
           << First;
  }

private:
  long Count = 0;
  std::string First;
};

//===----------------------------------------------------------------------===//
// The references.
//===----------------------------------------------------------------------===//

enum class Kind { Reduce, InclusiveScan, ExclusiveScan };

const char *name(Kind K) {
  switch (K) {
  case Kind::Reduce:
    return "reduce";
  case Kind::InclusiveScan:
    return "inclusive_scan";
  case Kind::ExclusiveScan:
    return "exclusive_scan";
  }
  return "?";
}

// Values[0] op Values[1] op ... op Values[Count - 1], from the left (for an
// associative op, any grouping gives this).
template <class T, class Op>
T leftFold(const std::vector<T> &Values, size_t Count, Op Fn) {
  T Result = Values[0];
  for (size_t I = 1; I < Count; ++I)
    Result = Fn(Result, Values[I]);
  return Result;
}

// The helper's documented reduce order: at the steps D = 1, 2, 4, ..., rank R,
// a multiple of 2D with a rank R + D, replaces its value V with
// op(V, value of R + D); rank 0 ends with the result.
template <class T, class Op>
T balancedTree(std::vector<T> Values, Op Fn) {
  const size_t Size = Values.size();
  for (size_t D = 1; D < Size; D *= 2)
    for (size_t R = 0; R + D < Size; R += 2 * D)
      Values[R] = Fn(Values[R], Values[R + D]);
  return Values[0];
}

// The helper's documented scan order (Kogge-Stone): at the steps D = 1, 2, 4,
// ..., every rank R >= D replaces its value V with op(value of R - D, V), all
// with the values from before the step.
template <class T, class Op>
std::vector<T> koggeStone(std::vector<T> Values, Op Fn) {
  for (size_t D = 1; D < Values.size(); D *= 2) {
    const std::vector<T> Before = Values;
    for (size_t R = D; R < Values.size(); ++R)
      Values[R] = Fn(Before[R - D], Before[R]);
  }
  return Values;
}

// Any order (exact results) or the helper's documented one (floating point).
enum class Order { Any, Documented };

// What the member of rank Rank must get, from its group's values in rank
// order.
template <class T, class Op>
T reference(Kind K, Order O, const std::vector<T> &Values, size_t Rank,
            Op Fn) {
  if (K == Kind::ExclusiveScan && Rank == 0)
    return T{};
  const size_t Last = K == Kind::Reduce ? Values.size() - 1
                      : K == Kind::InclusiveScan ? Rank
                                                 : Rank - 1;
  if (O == Order::Any)
    return leftFold(Values, Last + 1, Fn);
  if (K == Kind::Reduce)
    return balancedTree(Values, Fn);
  return koggeStone(Values, Fn)[Last];
}

// An operator under test: the helper's function object and the reference's.
template <class Helper, class Ref> struct Operator {
  const char *Name;
  Helper Hlp;
  Ref Reference;
};
template <class Helper, class Ref>
Operator<Helper, Ref> op(const char *Name, Helper Hlp, Ref Reference) {
  return {Name, Hlp, Reference};
}

// Calls the scans' overloads without an operator.
struct NoOperator {};

struct Sum {
  template <class T> T operator()(T A, T B) const {
    return static_cast<T>(A + B);
  }
};

// CUDA's six operators on integers, each with its meaning written apart.
template <class T> auto cudaOperators() {
  return std::make_tuple(
      op("plus", cg::plus<T>(), Sum()),
      op("less", cg::less<T>(), [](T A, T B) { return std::min(A, B); }),
      op("greater", cg::greater<T>(), [](T A, T B) { return std::max(A, B); }),
      op("bit_and", cg::bit_and<T>(),
         [](T A, T B) { return static_cast<T>(A & B); }),
      op("bit_or", cg::bit_or<T>(),
         [](T A, T B) { return static_cast<T>(A | B); }),
      op("bit_xor", cg::bit_xor<T>(),
         [](T A, T B) { return static_cast<T>(A ^ B); }));
}

// CUDA's definitions of less and greater, which decide which operand a NaN or
// an equal pair (-0.0 and +0.0) gives: less(a, b) is (b < a) ? b : a,
// greater(a, b) is (a < b) ? b : a.
struct CudaLess {
  template <class T> T operator()(T A, T B) const { return (B < A) ? B : A; }
};
struct CudaGreater {
  template <class T> T operator()(T A, T B) const { return (A < B) ? B : A; }
};

// less and greater, whose results with NaNs and signed zeros depend on the
// order of the operands (and not, as a sum's NaN payload may, on how the
// compiler orders an addition's).
template <class T> auto minMaxOperators() {
  return std::make_tuple(op("less", cg::less<T>(), CudaLess()),
                         op("greater", cg::greater<T>(), CudaGreater()));
}

template <class Tuple, class Fn> void forEach(const Tuple &Items, Fn &&Do) {
  std::apply([&](const auto &...Item) { (Do(Item), ...); }, Items);
}

template <class Group, class T, class Helper>
T callHelper(Kind K, const Group &G, const T &Value, const Helper &Fn) {
  switch (K) {
  case Kind::Reduce:
    return cg::reduce(G, Value, Fn);
  case Kind::InclusiveScan:
    return cg::inclusive_scan(G, Value, Fn);
  case Kind::ExclusiveScan:
    return cg::exclusive_scan(G, Value, Fn);
  }
  return T{};
}

template <class Group, class T>
T callHelper(Kind K, const Group &G, const T &Value, NoOperator) {
  if (K == Kind::InclusiveScan)
    return cg::inclusive_scan(G, Value);
  return cg::exclusive_scan(G, Value);
}

// On every shape of Shapes, with new values from NewValue() for its lanes:
// every running lane calls the collective K with each operator of Operators
// on its value, and gets what the reference gives its rank. Each operator on
// every tile shape; on the coalesced shapes, one operator each, in turn (so
// that every size is checked, and every operator on sizes spread over 1..64,
// without the steps of all pairs: a step of 64 simulated lanes costs 64
// thread switches).
template <class T, class Operators, class Generator>
void checkCollective(Kind K, Order O, const std::vector<Shape> &Shapes,
                     const Operators &Ops, Generator NewValue,
                     Mismatches &Seen) {
  constexpr size_t Count = std::tuple_size<Operators>::value;
  size_t CoalescedShapes = 0;
  for (const Shape &S : Shapes) {
    // The operator this shape checks (Count: all).
    const size_t Only = S.Tile ? Count : CoalescedShapes++ % Count;
    const auto Checks = [&](size_t I) { return Only == Count || I == Only; };
    std::array<T, WaveSize> Values{}; // (not vector<bool>: lanes read it)
    for (T &V : Values)
      V = NewValue();
    std::vector<std::array<T, Count>> Got(WaveSize);
    const bool Ran = runOn(S, [&](const auto &Group, unsigned Lane) {
      size_t I = 0;
      forEach(Ops, [&](const auto &Op) {
        if (Checks(I))
          Got[Lane][I] = callHelper(K, Group, Values[Lane], Op.Hlp);
        ++I;
      });
    });
    if (!Ran)
      return;
    for (unsigned Lane : lanesIn(S.Lanes)) {
      const std::vector<unsigned> Members = groupOf(S, Lane);
      std::vector<T> MemberValues;
      for (unsigned M : Members)
        MemberValues.push_back(Values[M]);
      const unsigned Rank = rankIn(Members, Lane);
      size_t I = 0;
      forEach(Ops, [&](const auto &Op) {
        if (!Checks(I++))
          return;
        const T &Result = Got[Lane][I - 1];
        const T Want = reference(K, O, MemberValues, Rank, Op.Reference);
        Seen.expect(same(Result, Want), [&] {
          return describe(S) + ", lane " + std::to_string(Lane) + " (rank " +
                 std::to_string(Rank) + "): " + name(K) + " with " + Op.Name +
                 " gave " + show(Result) + ", want " + show(Want);
        });
      });
    }
  }
}

//===----------------------------------------------------------------------===//
// Values.
//===----------------------------------------------------------------------===//

class Inputs {
public:
  explicit Inputs(std::uint64_t Seed) : Random(Seed) {}

  std::uint64_t bits() { return Random(); }

  // Small enough that sums of 64 do not overflow.
  int smallInt() { return static_cast<int>(bits() % (1u << 25)) - (1 << 24); }

  // Magnitudes over many binades, so that the order of a sum shows in its
  // last bits.
  float wideFloat() {
    const int Mantissa = static_cast<int>(bits() % (1u << 24)) - (1 << 23);
    return std::ldexp(static_cast<float>(Mantissa),
                      static_cast<int>(bits() % 40) - 20);
  }
  double wideDouble() {
    const std::int64_t Mantissa =
        static_cast<std::int64_t>(bits() % (std::uint64_t{1} << 53)) -
        (std::int64_t{1} << 52);
    return std::ldexp(static_cast<double>(Mantissa),
                      static_cast<int>(bits() % 80) - 40);
  }

  // A wide value, or now and then a NaN (of any sign and payload) or a
  // signed zero: where CUDA's less and greater pick by operand position.
  template <class T> T edgyFloat() {
    using Bits = typename std::conditional<sizeof(T) == 4, std::uint32_t,
                                           std::uint64_t>::type;
    switch (bits() % 8) {
    case 0: {
      const T NaN = std::numeric_limits<T>::quiet_NaN();
      Bits B;
      std::memcpy(&B, &NaN, sizeof B);
      B |= static_cast<Bits>(bits()) &
           ((Bits{1} << (std::numeric_limits<T>::digits - 2)) - 1);
      if (bits() % 2)
        B |= Bits{1} << (8 * sizeof(T) - 1);
      T Out;
      std::memcpy(&Out, &B, sizeof B);
      return Out;
    }
    case 1:
      return bits() % 2 ? T(0) : -T(0);
    default:
      if constexpr (std::is_same<T, float>::value)
        return wideFloat();
      else
        return wideDouble();
    }
  }

private:
  std::mt19937_64 Random;
};

//===----------------------------------------------------------------------===//
// Values of other types, and non-commutative operators.
//===----------------------------------------------------------------------===//

// The span of ranks Lo..Hi, as (Lo + 1) << 32 | (Hi + 1); 0 is no span (T{}),
// ~0 a combination of spans that are not adjacent and in order. Combining
// with Adjacent is associative, not commutative: a result is the span
// 0..Size-1 only if every member's own span took part once, in rank order.
using Span = std::uint64_t;
constexpr Span BadSpan = ~Span{0};
Span span(unsigned Lo, unsigned Hi) {
  return (Span{Lo} + 1) << 32 | (Span{Hi} + 1);
}
struct Adjacent {
  Span operator()(Span A, Span B) const {
    if (A == BadSpan || B == BadSpan || A == 0 || B == 0 ||
        (A & 0xFFFFFFFF) + 1 != (B >> 32))
      return BadSpan;
    return (A & ~Span{0xFFFFFFFF}) | (B & 0xFFFFFFFF);
  }
};

// The affine map x -> A*x + B modulo 2^32, as A << 32 | B. Then(F, G) is F
// then G: associative, not commutative.
struct Then {
  std::uint64_t operator()(std::uint64_t F, std::uint64_t G) const {
    const std::uint32_t FA = F >> 32, FB = F & 0xFFFFFFFF, GA = G >> 32,
                        GB = G & 0xFFFFFFFF;
    return std::uint64_t{GA * FA} << 32 | std::uint32_t(GA * FB + GB);
  }
};

// A 2x2 matrix modulo 2^32: 16 bytes, which the helper moves 32 bits at a
// time. Product: associative, not commutative.
struct Matrix {
  std::uint32_t A, B, C, D;
};
struct Product {
  Matrix operator()(const Matrix &X, const Matrix &Y) const {
    return {X.A * Y.A + X.B * Y.C, X.A * Y.B + X.B * Y.D,
            X.C * Y.A + X.D * Y.C, X.C * Y.B + X.D * Y.D};
  }
};

// Three bytes (the helper moves a padded 32-bit word) with a bytewise max.
struct Bytes3 {
  unsigned char V[3];
};
struct BytewiseMax {
  Bytes3 operator()(Bytes3 X, Bytes3 Y) const {
    Bytes3 R;
    for (int I = 0; I < 3; ++I)
      R.V[I] = std::max(X.V[I], Y.V[I]);
    return R;
  }
};

// A coalesced group's lanes, read as the helper reads them: HIP keeps them in
// the protected coalesced_info, which a derived class may read.
struct LanesOf : cg::coalesced_group {
  explicit LanesOf(const cg::coalesced_group &G) : cg::coalesced_group(G) {}
  Mask get() const { return coalesced_info.member_mask; }
};

// What each lane saw of its partition.
struct PartitionSeen {
  Mask Lanes = 0;       // its lanes, as the helper built it
  unsigned Size = 0;    // size()
  unsigned Rank = 0;    // thread_rank()
  Mask Members = 0;     // the lanes, reduced with bit_or over the partition
  unsigned Below = 0;   // exclusive_scan of 1 over the partition
};

// On every shape of Shapes, with labels from NewLabel(shape index) (or
// predicates): every running lane's partition holds exactly the members of
// its group with its label, in lane order, and the collectives work on it.
template <bool Binary, class Labeler>
void checkPartition(const std::vector<Shape> &Shapes, Labeler NewLabel,
                    Mismatches &Seen) {
  for (size_t Index = 0; Index < Shapes.size(); ++Index) {
    const Shape &S = Shapes[Index];
    std::vector<int> Labels(WaveSize);
    for (int &Label : Labels)
      Label = NewLabel(Index);
    std::vector<PartitionSeen> Got(WaveSize);
    const bool Ran = runOn(S, [&](const auto &Group, unsigned Lane) {
      PartitionSeen &Mine = Got[Lane];
      cg::coalesced_group Part =
          Binary ? cg::binary_partition(Group, Labels[Lane] != 0)
                 : cg::labeled_partition(Group, Labels[Lane]);
      // The partition's loop ran as often as its group has labels: the lanes
      // join again here, after it.
      cg_sim::reconverge();
      Mine.Lanes = LanesOf(Part).get();
      Mine.Size = Part.size();
      Mine.Rank = Part.thread_rank();
      Mine.Members = cg::reduce(Part, bit(Lane), cg::bit_or<Mask>());
      Mine.Below = cg::exclusive_scan(Part, 1u);
    });
    if (!Ran)
      return;
    for (unsigned Lane : lanesIn(S.Lanes)) {
      Mask Want = 0;
      for (unsigned M : groupOf(S, Lane))
        if (Binary ? (Labels[M] != 0) == (Labels[Lane] != 0)
                   : Labels[M] == Labels[Lane])
          Want |= bit(M);
      const unsigned WantSize = static_cast<unsigned>(lanesIn(Want).size());
      const unsigned WantRank = rankIn(lanesIn(Want), Lane);
      const PartitionSeen &Mine = Got[Lane];
      Seen.expect(Mine.Lanes == Want && Mine.Size == WantSize &&
                      Mine.Rank == WantRank && Mine.Members == Want &&
                      Mine.Below == WantRank,
                  [&] {
                    std::ostringstream Out;
                    Out << describe(S) << ", lane " << Lane << " (label "
                        << Labels[Lane] << "): partition of lanes 0x"
                        << std::hex << Mine.Lanes << ", size " << std::dec
                        << Mine.Size << ", rank " << Mine.Rank
                        << ", its members reduced 0x" << std::hex
                        << Mine.Members << ", exclusive_scan of 1 "
                        << std::dec << Mine.Below << "; want lanes 0x"
                        << std::hex << Want << ", size " << std::dec
                        << WantSize << ", rank " << WantRank;
                    return Out.str();
                  });
    }
  }
}

//===----------------------------------------------------------------------===//
// The tests.
//===----------------------------------------------------------------------===//

TEST(CgHelper, SimulatedWaveMovesValuesBetweenLanesAndFlagsReadsOfIdleLanes) {
  // The test double itself: a shfl gives the source lane's value, a ballot
  // the predicates of the running lanes, a group its size and ranks.
  const Mask Running = 0x8000'0000'0F00'00F1;
  std::vector<int> FromNext(WaveSize, -1), Size(WaveSize), Rank(WaveSize);
  std::vector<Mask> Ballot(WaveSize);
  std::vector<std::string> Faults =
      cg_sim::launch(Running, [&](unsigned Lane) {
        const cg::coalesced_group G = cg::coalesced_threads();
        Size[Lane] = G.size();
        Rank[Lane] = G.thread_rank();
        FromNext[Lane] = G.shfl(static_cast<int>(Lane) * 10,
                                static_cast<int>(G.thread_rank() + 1));
        Ballot[Lane] = __ballot(Lane % 2);
      });
  EXPECT_TRUE(Faults.empty());
  const std::vector<unsigned> Lanes = lanesIn(Running);
  for (unsigned I = 0; I < Lanes.size(); ++I) {
    const unsigned Lane = Lanes[I];
    EXPECT_EQ(Size[Lane], Lanes.size());
    EXPECT_EQ(Rank[Lane], I);
    EXPECT_EQ(FromNext[Lane],
              static_cast<int>(Lanes[(I + 1) % Lanes.size()]) * 10);
    EXPECT_EQ(Ballot[Lane], Running & 0xAAAA'AAAA'AAAA'AAAA);
  }
  std::vector<int> InTile(WaveSize);
  Faults = cg_sim::launch(~Mask{0}, [&](unsigned Lane) {
    InTile[Lane] = cg::tiled_partition<8>(cg::this_thread_block())
                       .shfl(static_cast<int>(Lane), 7);
  });
  EXPECT_TRUE(Faults.empty());
  for (unsigned Lane = 0; Lane < WaveSize; ++Lane)
    EXPECT_EQ(InTile[Lane], static_cast<int>(Lane | 7));
  // Lanes that leave a loop early wait at reconverge(); the steps the others
  // make meanwhile are theirs alone.
  std::vector<Mask> LastInLoop(WaveSize), After(WaveSize);
  Faults = cg_sim::launch(0b111, [&](unsigned Lane) {
    for (unsigned I = 0; I <= Lane; ++I)
      LastInLoop[Lane] = __ballot(1);
    cg_sim::reconverge();
    After[Lane] = __ballot(1);
  });
  EXPECT_TRUE(Faults.empty());
  EXPECT_EQ(LastInLoop[0], 0b111u);
  EXPECT_EQ(LastInLoop[1], 0b110u);
  EXPECT_EQ(LastInLoop[2], 0b100u);
  for (unsigned Lane = 0; Lane < 3; ++Lane)
    EXPECT_EQ(After[Lane], 0b111u);
  // A read of a lane that is not running, lanes making different intrinsics
  // at once, and a loop that does not end are faults, which end the launch.
  Faults = cg_sim::launch(bit(3) | bit(5), [](unsigned) { __shfl(1, 4); });
  EXPECT_FALSE(Faults.empty());
  Faults = cg_sim::launch(bit(3) | bit(5), [](unsigned Lane) {
    if (Lane == 3)
      __shfl(1, 3);
    else
      __ballot(1);
  });
  EXPECT_FALSE(Faults.empty());
  Faults = cg_sim::launch(bit(3) | bit(5), [](unsigned) {
    for (;;)
      __ballot(1);
  });
  EXPECT_FALSE(Faults.empty());
}

TEST(CgHelper, FunctionObjectsComputeWhatCudaDefines) {
  EXPECT_EQ(cg::plus<int>()(-7, 3), -4);
  EXPECT_EQ(cg::less<int>()(-7, 3), -7);
  EXPECT_EQ(cg::less<int>()(3, -7), -7);
  EXPECT_EQ(cg::greater<int>()(-7, 3), 3);
  EXPECT_EQ(cg::greater<int>()(3, -7), 3);
  EXPECT_EQ(cg::bit_and<unsigned>()(0xF0F0u, 0xFF00u), 0xF000u);
  EXPECT_EQ(cg::bit_or<unsigned>()(0xF0F0u, 0xFF00u), 0xFFF0u);
  EXPECT_EQ(cg::bit_xor<unsigned>()(0xF0F0u, 0xFF00u), 0x0FF0u);
  EXPECT_EQ(cg::plus<unsigned char>()(200, 100), 44);
  // Which operand less and greater give when neither is less: CUDA's
  // (b < a) ? b : a and (a < b) ? b : a.
  const float NaN = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(std::isnan(cg::less<float>()(NaN, 1.0f)));
  EXPECT_EQ(cg::less<float>()(1.0f, NaN), 1.0f);
  EXPECT_TRUE(std::isnan(cg::greater<float>()(NaN, 1.0f)));
  EXPECT_EQ(cg::greater<float>()(1.0f, NaN), 1.0f);
  EXPECT_TRUE(std::signbit(cg::less<double>()(-0.0, 0.0)));
  EXPECT_FALSE(std::signbit(cg::less<double>()(0.0, -0.0)));
  EXPECT_TRUE(std::signbit(cg::greater<double>()(-0.0, 0.0)));
  EXPECT_FALSE(std::signbit(cg::greater<double>()(0.0, -0.0)));
  static_assert(std::is_same<decltype(cg::less<short>()(1, 2)), short>::value,
                "the operators return their type");
}

TEST(CgHelper, ReduceGivesEveryMemberTheSameExactIntegerResultWithEachOperator) {
  Inputs V(1);
  Mismatches Seen;
  checkCollective<int>(Kind::Reduce, Order::Any, allShapes(11),
                       cudaOperators<int>(), [&] { return V.smallInt(); },
                       Seen);
  checkCollective<std::uint64_t>(Kind::Reduce, Order::Any, allShapes(12),
                                 cudaOperators<std::uint64_t>(),
                                 [&] { return V.bits(); }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, ReduceOfNarrowIntegersAndBoolIsExact) {
  // They travel through HIP's int __shfl and back.
  Inputs V(2);
  Mismatches Seen;
  const std::vector<Shape> Shapes = someShapes(21);
  checkCollective<signed char>(
      Kind::Reduce, Order::Any, Shapes,
      std::make_tuple(op("less", cg::less<signed char>(),
                         [](signed char A, signed char B) {
                           return std::min(A, B);
                         }),
                      op("bit_xor", cg::bit_xor<signed char>(),
                         [](signed char A, signed char B) {
                           return static_cast<signed char>(A ^ B);
                         })),
      [&] { return static_cast<signed char>(V.bits()); }, Seen);
  checkCollective<unsigned short>(
      Kind::Reduce, Order::Any, Shapes,
      std::make_tuple(op("plus", cg::plus<unsigned short>(), Sum()),
                      op("greater", cg::greater<unsigned short>(),
                         [](unsigned short A, unsigned short B) {
                           return std::max(A, B);
                         })),
      [&] { return static_cast<unsigned short>(V.bits()); }, Seen);
  // Mostly true, so that "all" is sometimes true.
  checkCollective<bool>(
      Kind::Reduce, Order::Any, Shapes,
      std::make_tuple(
          op("bit_and", cg::bit_and<bool>(), [](bool A, bool B) { return A && B; }),
          op("bit_or", cg::bit_or<bool>(), [](bool A, bool B) { return A || B; }),
          op("bit_xor", cg::bit_xor<bool>(), [](bool A, bool B) { return A != B; })),
      [&] { return V.bits() % 64 != 0; }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, FloatingPointReduceFollowsTheDocumentedTreeOrderBitForBit) {
  Inputs V(3);
  Mismatches Seen;
  checkCollective<float>(
      Kind::Reduce, Order::Documented, allShapes(31),
      std::tuple_cat(std::make_tuple(op("plus", cg::plus<float>(), Sum())),
                     minMaxOperators<float>()),
      [&] { return V.wideFloat(); }, Seen);
  checkCollective<double>(
      Kind::Reduce, Order::Documented, allShapes(32),
      std::tuple_cat(std::make_tuple(op("plus", cg::plus<double>(), Sum())),
                     minMaxOperators<double>()),
      [&] { return V.wideDouble(); }, Seen);
  // NaNs and signed zeros, which less and greater pick by position.
  checkCollective<float>(Kind::Reduce, Order::Documented, someShapes(33),
                         minMaxOperators<float>(),
                         [&] { return V.edgyFloat<float>(); }, Seen);
  checkCollective<double>(Kind::Reduce, Order::Documented, someShapes(34),
                          minMaxOperators<double>(),
                          [&] { return V.edgyFloat<double>(); }, Seen);
  EXPECT_TRUE(Seen.none());
}

// The scans without an operator (plus), with plus, and CUDA's six.
template <class T> auto scanOperators() {
  return std::tuple_cat(
      std::make_tuple(op("no operator (plus)", NoOperator(), Sum())),
      cudaOperators<T>());
}

TEST(CgHelper, InclusiveScanGivesRankRTheReductionOfRanksZeroToR) {
  Inputs V(4);
  Mismatches Seen;
  checkCollective<int>(Kind::InclusiveScan, Order::Any, allShapes(41),
                       scanOperators<int>(), [&] { return V.smallInt(); },
                       Seen);
  checkCollective<std::uint64_t>(Kind::InclusiveScan, Order::Any,
                                 allShapes(42), scanOperators<std::uint64_t>(),
                                 [&] { return V.bits(); }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper,
     ExclusiveScanGivesRankRTheReductionOfLowerRanksAndRankZeroAZero) {
  Inputs V(5);
  Mismatches Seen;
  checkCollective<int>(Kind::ExclusiveScan, Order::Any, allShapes(51),
                       scanOperators<int>(), [&] { return V.smallInt(); },
                       Seen);
  // Odd values: no member's value is rank 0's T{}.
  checkCollective<std::uint64_t>(Kind::ExclusiveScan, Order::Any,
                                 allShapes(52), scanOperators<std::uint64_t>(),
                                 [&] { return V.bits() | 1; }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, FloatingPointScansFollowTheDocumentedKoggeStoneOrderBitForBit) {
  Inputs V(6);
  Mismatches Seen;
  for (Kind K : {Kind::InclusiveScan, Kind::ExclusiveScan}) {
    checkCollective<float>(
        K, Order::Documented, allShapes(61),
        std::make_tuple(op("no operator (plus)", NoOperator(), Sum()),
                        op("plus", cg::plus<float>(), Sum())),
        [&] { return V.wideFloat(); }, Seen);
    checkCollective<double>(
        K, Order::Documented, someShapes(62),
        std::make_tuple(op("no operator (plus)", NoOperator(), Sum())),
        [&] { return V.wideDouble(); }, Seen);
    checkCollective<float>(K, Order::Documented, someShapes(63),
                           minMaxOperators<float>(),
                           [&] { return V.edgyFloat<float>(); }, Seen);
  }
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, ReduceAndScansKeepRankOrderWithNonCommutativeOperators) {
  Inputs V(7);
  Mismatches Seen;
  for (Kind K : {Kind::Reduce, Kind::InclusiveScan, Kind::ExclusiveScan}) {
    // Each member's own span of ranks, which only adjacent spans in rank
    // order combine with.
    for (const Shape &S : allShapes(70 + static_cast<int>(K))) {
      std::vector<Span> Own(WaveSize);
      for (unsigned Lane : lanesIn(S.Lanes)) {
        const unsigned Rank = rankIn(groupOf(S, Lane), Lane);
        Own[Lane] = span(Rank, Rank);
      }
      std::vector<Span> Got(WaveSize);
      if (!runOn(S, [&](const auto &Group, unsigned Lane) {
            Got[Lane] = callHelper(K, Group, Own[Lane], Adjacent());
          }))
        break;
      for (unsigned Lane : lanesIn(S.Lanes)) {
        const std::vector<unsigned> Members = groupOf(S, Lane);
        const unsigned Rank = rankIn(Members, Lane);
        const Span Want =
            K == Kind::Reduce          ? span(0, Members.size() - 1)
            : K == Kind::InclusiveScan ? span(0, Rank)
            : Rank == 0                ? Span{}
                                       : span(0, Rank - 1);
        Seen.expect(Got[Lane] == Want, [&] {
          std::ostringstream Out;
          Out << describe(S) << ", lane " << Lane << " (rank " << Rank
              << "): " << name(K) << " of spans of ranks gave 0x" << std::hex
              << Got[Lane] << ", want 0x" << Want;
          return Out.str();
        });
      }
    }
    // Affine maps (64 bits, through the group's shfl) and 2x2 matrices (16
    // bytes, 32 bits at a time).
    checkCollective<std::uint64_t>(
        K, Order::Any, someShapes(75),
        std::make_tuple(op("composition", Then(), Then())),
        [&] { return V.bits() | std::uint64_t{1} << 32; }, Seen);
    checkCollective<Matrix>(
        K, Order::Any, someShapes(76),
        std::make_tuple(op("matrix product", Product(), Product())),
        [&] {
          return Matrix{static_cast<std::uint32_t>(V.bits()),
                        static_cast<std::uint32_t>(V.bits()),
                        static_cast<std::uint32_t>(V.bits()),
                        static_cast<std::uint32_t>(V.bits())};
        },
        Seen);
  }
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, ValuesOfOtherTriviallyCopyableTypesTravelBitForBit) {
  Inputs V(8);
  Mismatches Seen;
  auto Three = [&] {
    return Bytes3{{static_cast<unsigned char>(V.bits()),
                   static_cast<unsigned char>(V.bits()),
                   static_cast<unsigned char>(V.bits())}};
  };
  for (auto [K, Seed] : {std::pair(Kind::Reduce, 81u),
                         std::pair(Kind::InclusiveScan, 82u)})
    checkCollective<Bytes3>(
        K, Order::Any, someShapes(Seed),
        std::make_tuple(op("bytewise max", BytewiseMax(), BytewiseMax())),
        Three, Seen);
  // long double: no __shfl of HIP's takes it; the helper moves its bytes.
  checkCollective<long double>(
      Kind::Reduce, Order::Documented, someShapes(83),
      std::make_tuple(op("plus", cg::plus<long double>(), Sum())),
      [&] { return static_cast<long double>(V.wideDouble()) / 3; }, Seen);
  // Pointers: the least of the members' addresses.
  static const int Array[WaveSize] = {};
  checkCollective<const int *>(
      Kind::Reduce, Order::Any, someShapes(84),
      std::make_tuple(op("less", cg::less<const int *>(),
                         [](const int *A, const int *B) {
                           return std::less<const int *>()(B, A) ? B : A;
                         })),
      [&] { return &Array[V.bits() % WaveSize]; }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, LabeledPartitionOfATileHoldsExactlyTheTileLanesWithItsLabel) {
  Inputs V(9);
  Mismatches Seen;
  // Every tile size, and more label patterns on the tiles of 32 and 64. The
  // labels repeat across tiles: a tile's partition must not take another
  // tile's lanes with the same label.
  checkPartition<false>(tileShapes(), [&](size_t) {
    return static_cast<int>(V.bits() % 3);
  }, Seen);
  for (unsigned N : {32u, 64u}) {
    const std::vector<Shape> Tiles(5, Shape{N, ~Mask{0}});
    const int Extremes[] = {INT_MIN, INT_MAX, -1, 0, 1};
    checkPartition<false>(Tiles, [&](size_t Index) {
      switch (Index) {
      case 0: // one label
        return 42;
      case 1: // all different (in each tile)
        return static_cast<int>(V.bits());
      case 2:
        return Extremes[V.bits() % 5];
      case 3: // a few labels, one of them rare
        return V.bits() % 16 == 0 ? -5 : static_cast<int>(V.bits() % 2);
      default:
        return static_cast<int>(V.bits() % 7) - 3;
      }
    }, Seen);
  }
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, LabeledPartitionOfACoalescedGroupHoldsExactlyItsLanesWithItsLabel) {
  Inputs V(10);
  Mismatches Seen;
  checkPartition<false>(everyCoalescedSize(101), [&](size_t Index) {
    switch (Index % 6) {
    case 0:
    case 2:
    case 4:
      return static_cast<int>(V.bits() % 3);
    case 1:
    case 3:
      return static_cast<int>(V.bits() % 9) - 4;
    default: // most labels different
      return static_cast<int>(V.bits());
    }
  }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, BinaryPartitionSplitsATileOrACoalescedGroupByThePredicate) {
  Inputs V(11);
  Mismatches Seen;
  std::vector<Shape> Shapes = allShapes(111);
  for (unsigned N : {32u, 64u})
    for (int I = 0; I < 3; ++I)
      Shapes.push_back({N, ~Mask{0}});
  const size_t Count = Shapes.size();
  // Random predicates; on the last tiles, all false, all true, and one true
  // lane in 64 (labels other than 0 and 1 are true too).
  checkPartition<true>(Shapes, [&](size_t Index) {
    if (Index == Count - 3)
      return 0;
    if (Index == Count - 2)
      return 7;
    if (Index == Count - 1)
      return V.bits() % 64 == 0 ? -1 : 0;
    return static_cast<int>(V.bits() % 2);
  }, Seen);
  EXPECT_TRUE(Seen.none());
}

} // namespace

// CUDA: "Label can be any integral type"; labels that differ only in their
// high 32 bits are different labels.
TEST(CgHelper, LabeledPartitionComparesWideLabelsWhole) {
  unsigned long long Got[64] = {};
  unsigned Size[64] = {};
  auto Faults = cg_sim::launch(0xFull, [&](unsigned Lane) {
    auto T = cg::tiled_partition<4>(cg::this_thread_block());
    long long Label = Lane < 2 ? 0 : (1LL << 32);
    auto P = cg::labeled_partition(T, Label);
    cg_sim::reconverge();
    Got[Lane] = LanesOf(P).get();
    Size[Lane] = P.size();
  });
  EXPECT_TRUE(Faults.empty());
  for (unsigned L = 0; L < 4; ++L) {
    EXPECT_EQ(Got[L], L < 2 ? 0x3ull : 0xCull) << "lane " << L;
    EXPECT_EQ(Size[L], 2u) << "lane " << L;
  }
}

//===----------------------------------------------------------------------===//
// The group shuffles of any trivially copyable value (hipify::shfl, ...).
//===----------------------------------------------------------------------===//

namespace {

enum class Shuffle { Shfl, Up, Down, Xor };

// The rank whose value the member of rank Rank of a group of Size gets, from
// the Programming Guide's shuffles (as the warp's __shfl*_sync they stand
// for): shfl reads rank Arg modulo the size; shfl_up the rank Arg below, and
// shfl_down the rank Arg above, where there is one, else its own; shfl_xor
// rank Rank xor Arg.
unsigned sourceRank(Shuffle S, unsigned Size, unsigned Rank, unsigned Arg) {
  switch (S) {
  case Shuffle::Shfl:
    return Arg % Size;
  case Shuffle::Up:
    return Rank >= Arg ? Rank - Arg : Rank;
  case Shuffle::Down:
    return Rank + Arg < Size ? Rank + Arg : Rank;
  case Shuffle::Xor:
    return Rank ^ Arg;
  }
  return Rank;
}

const char *name(Shuffle S) {
  switch (S) {
  case Shuffle::Shfl:
    return "shfl";
  case Shuffle::Up:
    return "shfl_up";
  case Shuffle::Down:
    return "shfl_down";
  case Shuffle::Xor:
    return "shfl_xor";
  }
  return "?";
}

// Every member shuffles its own value with every argument the group's size
// allows (shfl: also ranks past the size), in groups of up to 16 members;
// in wider ones (a step costs a thread switch per lane), the arguments at
// the ends and the middle. Each result must be, bit for bit, the value of
// the member sourceRank names.
template <class T, class Make>
void checkShuffle(Shuffle Op, const std::vector<Shape> &Shapes, Make NewValue,
                  Mismatches &Seen) {
  for (const Shape &S : Shapes) {
    if (S.Tile == 0 && Op == Shuffle::Xor)
      continue; // a coalesced group has no shfl_xor, in CUDA as in HIP
    std::vector<T> Values(WaveSize);
    for (T &V : Values)
      V = NewValue();
    const unsigned Size = S.Tile ? S.Tile : lanesIn(S.Lanes).size();
    const unsigned Bound = Op == Shuffle::Shfl ? 2 * Size : Size;
    std::vector<unsigned> Args;
    for (unsigned A = 0; A < Bound; ++A)
      if (Size <= 16 || A < 3 || A + 3 >= Bound ||
          (A + 1 >= Size / 2 && A <= Size / 2 + 1))
        Args.push_back(A);
    std::vector<std::vector<T>> Got(WaveSize, std::vector<T>(Args.size()));
    const bool Ran = runOn(S, [&](const auto &Group, unsigned Lane) {
      for (unsigned I = 0; I < Args.size(); ++I) {
        const unsigned A = Args[I];
        switch (Op) {
        case Shuffle::Shfl:
          Got[Lane][I] = hipify::shfl(Group, Values[Lane], static_cast<int>(A));
          break;
        case Shuffle::Up:
          Got[Lane][I] = hipify::shfl_up(Group, Values[Lane], A);
          break;
        case Shuffle::Down:
          Got[Lane][I] = hipify::shfl_down(Group, Values[Lane], A);
          break;
        case Shuffle::Xor:
          if constexpr (!std::is_same<std::decay_t<decltype(Group)>,
                                      cg::coalesced_group>::value)
            Got[Lane][I] = hipify::shfl_xor(Group, Values[Lane], A);
          break;
        }
      }
    });
    if (!Ran)
      return;
    for (unsigned Lane : lanesIn(S.Lanes)) {
      const std::vector<unsigned> Members = groupOf(S, Lane);
      const unsigned Rank = rankIn(Members, Lane);
      for (unsigned I = 0; I < Args.size(); ++I) {
        const unsigned A = Args[I];
        const T &Want = Values[Members[sourceRank(Op, Size, Rank, A)]];
        Seen.expect(same(Got[Lane][I], Want), [&] {
          return describe(S) + ", lane " + std::to_string(Lane) + ": " +
                 name(Op) + "(" + std::to_string(A) + ") gave " +
                 show(Got[Lane][I]) + ", want " + show(Want);
        });
      }
    }
  }
}

struct Vec4 { // the shape of CUDA's uint4
  unsigned X, Y, Z, W;
};
struct Half { // the shape of CUDA's __half
  unsigned short Bits;
};
enum class Color : unsigned char { Red, Green };

} // namespace

TEST(CgHelper, ShufflesOfAnyTriviallyCopyableTypeGiveTheDocumentedMembersValue) {
  Inputs V(9);
  Mismatches Seen;
  for (Shuffle Op : {Shuffle::Shfl, Shuffle::Up, Shuffle::Down, Shuffle::Xor}) {
    const std::vector<Shape> Shapes = someShapes(90 + static_cast<int>(Op));
    checkShuffle<Vec4>(Op, Shapes, [&] {
      return Vec4{static_cast<unsigned>(V.bits()), static_cast<unsigned>(V.bits()),
                  static_cast<unsigned>(V.bits()), static_cast<unsigned>(V.bits())};
    }, Seen);
    checkShuffle<Bytes3>(Op, Shapes, [&] {
      return Bytes3{{static_cast<unsigned char>(V.bits()),
                     static_cast<unsigned char>(V.bits()),
                     static_cast<unsigned char>(V.bits())}};
    }, Seen);
    checkShuffle<Half>(Op, Shapes, [&] {
      return Half{static_cast<unsigned short>(V.bits())};
    }, Seen);
    checkShuffle<Color>(Op, Shapes, [&] { return Color(V.bits() % 2); }, Seen);
    static const int Array[WaveSize] = {};
    checkShuffle<const int *>(Op, Shapes,
                              [&] { return &Array[V.bits() % WaveSize]; }, Seen);
    checkShuffle<long double>(Op, Shapes, [&] {
      return static_cast<long double>(V.wideDouble()) / 3;
    }, Seen);
    // The types HIP's members take go to them whole.
    checkShuffle<double>(Op, Shapes, [&] { return V.edgyFloat<double>(); }, Seen);
    checkShuffle<char>(Op, Shapes, [&] { return static_cast<char>(V.bits()); },
                       Seen);
  }
  EXPECT_TRUE(Seen.none());
}

//===----------------------------------------------------------------------===//
// Tiles wider than a wavefront, in blocks of several simulated waves. The
// Programming Guide's rules above, with a block's ranks: the tile of N from
// tiled_partition<N>(block) holds block ranks N*k ... N*k+N-1 (its
// meta_group_rank k, of meta_group_size block size / N); shfl(v, src) gives
// every member the value of rank src; any(p) whether p holds in some member,
// all(p) whether in every one; sync() waits for every member of the tile.
// The helper's documented orders: reduce, the balanced tree over all N ranks;
// a scan, each 64-lane wave's Kogge-Stone scan, with the totals of the waves
// below combined left to right and put on the left.
//===----------------------------------------------------------------------===//

// Runs Fn(tile, rank) on every thread of a block of Waves waves, each with
// its tile of N, from tiled_partition<N> of the block that
// this_thread_block(scratch) gives (as cuda-samples' reduction writes it).
template <unsigned N, class Body> bool runOnWideTiles(unsigned Waves, Body Fn) {
  const std::vector<std::string> Faults =
      cg_sim::launch_block(Waves, [&](unsigned Rank) {
        __shared__ cg::block_tile_memory<1024> Scratch;
        auto Tile = cg::tiled_partition<N>(cg::this_thread_block(Scratch));
        Fn(Tile, Rank);
      });
  for (const std::string &F : Faults)
    ADD_FAILURE() << "tiles of " << N << " in a block of " << Waves * WaveSize
                  << ": the simulation saw: " << F;
  return Faults.empty();
}

// The helper's documented inclusive scan order of a wide tile's values.
template <class T, class Op>
std::vector<T> wideScan(const std::vector<T> &Values, Op Fn) {
  std::vector<T> Out;
  T Below{};
  for (size_t W = 0; W < Values.size() / WaveSize; ++W) {
    const std::vector<T> Wave = koggeStone(
        std::vector<T>(Values.begin() + W * WaveSize,
                       Values.begin() + (W + 1) * WaveSize),
        Fn);
    for (const T &V : Wave)
      Out.push_back(W == 0 ? V : Fn(Below, V));
    Below = W == 0 ? Wave.back() : Fn(Below, Wave.back());
  }
  return Out;
}

template <class T, class Op>
T wideReference(Kind K, Order O, const std::vector<T> &Values, size_t Rank,
                Op Fn) {
  if (O == Order::Any || K == Kind::Reduce)
    return reference(K, O, Values, Rank, Fn);
  if (K == Kind::ExclusiveScan && Rank == 0)
    return T{};
  return wideScan(Values, Fn)[K == Kind::InclusiveScan ? Rank : Rank - 1];
}

// As checkCollective, on the wide tiles of N in blocks of Waves waves, every
// operator of Ops on new values.
template <unsigned N, class T, class Operators, class Generator>
void checkWide(Kind K, Order O, unsigned Waves, const Operators &Ops,
               Generator NewValue, Mismatches &Seen) {
  constexpr size_t Count = std::tuple_size<Operators>::value;
  const unsigned Threads = Waves * WaveSize;
  std::vector<T> Values(Threads);
  for (T &V : Values)
    V = NewValue();
  std::vector<std::array<T, Count>> Got(Threads);
  if (!runOnWideTiles<N>(Waves, [&](const auto &Tile, unsigned Rank) {
        size_t I = 0;
        forEach(Ops, [&](const auto &Op) {
          Got[Rank][I++] = callHelper(K, Tile, Values[Rank], Op.Hlp);
        });
      }))
    return;
  for (unsigned Rank = 0; Rank < Threads; ++Rank) {
    const std::vector<T> Members(Values.begin() + Rank / N * N,
                                 Values.begin() + Rank / N * N + N);
    size_t I = 0;
    forEach(Ops, [&](const auto &Op) {
      const T &Result = Got[Rank][I++];
      const T Want = wideReference(K, O, Members, Rank % N, Op.Reference);
      Seen.expect(same(Result, Want), [&] {
        return "tiles of " + std::to_string(N) + ", block rank " +
               std::to_string(Rank) + ": " + name(K) + " with " + Op.Name +
               " gave " + show(Result) + ", want " + show(Want);
      });
    });
  }
}

// The tiles of 128 and 256 in a block of 4 waves, and of 512 in 8.
template <class T, class Operators, class Generator>
void checkWideTiles(Kind K, Order O, const Operators &Ops, Generator NewValue,
                    Mismatches &Seen) {
  checkWide<128, T>(K, O, 4, Ops, NewValue, Seen);
  checkWide<256, T>(K, O, 4, Ops, NewValue, Seen);
  checkWide<512, T>(K, O, 8, Ops, NewValue, Seen);
}

TEST(CgHelper, WideTilesHaveTheRanksAndMetaGroupOfCudasMultiWarpTiles) {
  const auto Check = [](auto Size, unsigned Waves) {
    constexpr unsigned N = decltype(Size)::value;
    const unsigned Threads = Waves * WaveSize;
    std::vector<std::array<unsigned, 5>> Got(Threads);
    ASSERT_TRUE(runOnWideTiles<N>(Waves, [&](const auto &Tile, unsigned Rank) {
      Got[Rank] = {Tile.thread_rank(), Tile.size(), Tile.num_threads(),
                   Tile.meta_group_rank(), Tile.meta_group_size()};
    }));
    for (unsigned Rank = 0; Rank < Threads; ++Rank) {
      const std::array<unsigned, 5> Want = {Rank % N, N, N, Rank / N,
                                            Threads / N};
      EXPECT_EQ(Got[Rank], Want) << "tiles of " << N << ", block rank " << Rank;
    }
  };
  Check(std::integral_constant<unsigned, 128>(), 4);
  Check(std::integral_constant<unsigned, 256>(), 4);
  Check(std::integral_constant<unsigned, 512>(), 8);
  Check(std::integral_constant<unsigned, 1024>(), 16);
  // A tile HIP has stays HIP's (in compat mode, a class derived from it).
  static_assert(std::is_base_of<cg::thread_block_tile<64, cg::thread_block>,
                                decltype(cg::tiled_partition<64>(
                                    cg::this_thread_block()))>::value,
                "a tile of a wavefront is HIP's");
}

TEST(CgHelper, WideTileReduceIsExactForIntegersAndFollowsTheTreeForFloats) {
  Inputs V(11);
  Mismatches Seen;
  checkWideTiles<int>(Kind::Reduce, Order::Any, cudaOperators<int>(),
                      [&] { return V.smallInt(); }, Seen);
  checkWideTiles<std::uint64_t>(
      Kind::Reduce, Order::Any,
      std::make_tuple(op("composition", Then(), Then())),
      [&] { return V.bits() | std::uint64_t{1} << 32; }, Seen);
  checkWideTiles<float>(Kind::Reduce, Order::Documented,
                        std::make_tuple(op("plus", cg::plus<float>(), Sum())),
                        [&] { return V.wideFloat(); }, Seen);
  checkWideTiles<float>(Kind::Reduce, Order::Documented,
                        minMaxOperators<float>(),
                        [&] { return V.edgyFloat<float>(); }, Seen);
  checkWideTiles<double>(Kind::Reduce, Order::Documented,
                         std::make_tuple(op("plus", cg::plus<double>(), Sum())),
                         [&] { return V.wideDouble(); }, Seen);
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, WideTileScansAreExactForIntegersAndFollowTheDocumentedOrder) {
  Inputs V(12);
  Mismatches Seen;
  for (Kind K : {Kind::InclusiveScan, Kind::ExclusiveScan}) {
    checkWideTiles<int>(K, Order::Any, scanOperators<int>(),
                        [&] { return V.smallInt(); }, Seen);
    checkWideTiles<std::uint64_t>(
        K, Order::Any, std::make_tuple(op("composition", Then(), Then())),
        [&] { return V.bits() | std::uint64_t{1} << 32; }, Seen);
    checkWideTiles<float>(
        K, Order::Documented,
        std::make_tuple(op("no operator (plus)", NoOperator(), Sum())),
        [&] { return V.wideFloat(); }, Seen);
    checkWideTiles<float>(
        K, Order::Documented,
        std::make_tuple(op("greater", cg::greater<float>(), CudaGreater())),
        [&] { return V.edgyFloat<float>(); }, Seen);
  }
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, WideTileShflAnyAndAllSeeEveryMember) {
  Inputs V(13);
  constexpr unsigned N = 256, Waves = 4, Threads = Waves * WaveSize;
  std::vector<double> Values(Threads);
  for (double &D : Values)
    D = V.edgyFloat<double>();
  const std::vector<unsigned> Sources = {0, 1, 63, 64, 65, 128, 200, N - 1};
  // Predicates: in no member, in one (rank 70 of each tile), in every one
  // but one (rank 130), in every one.
  const auto Pred = [](unsigned Case, unsigned Rank) {
    const unsigned R = Rank % N;
    return Case == 0 ? 0 : Case == 1 ? R == 70 : Case == 2 ? R != 130 : 1;
  };
  std::vector<std::vector<double>> Shfl(Threads);
  std::vector<std::vector<int>> Any(Threads), All(Threads);
  ASSERT_TRUE(runOnWideTiles<N>(Waves, [&](const auto &Tile, unsigned Rank) {
    for (unsigned Src : Sources)
      Shfl[Rank].push_back(Tile.shfl(Values[Rank], Src));
    for (unsigned Case = 0; Case < 4; ++Case) {
      Any[Rank].push_back(Tile.any(Pred(Case, Rank)));
      All[Rank].push_back(Tile.all(Pred(Case, Rank)));
    }
  }));
  Mismatches Seen;
  for (unsigned Rank = 0; Rank < Threads; ++Rank) {
    for (size_t I = 0; I < Sources.size(); ++I)
      Seen.expect(same(Shfl[Rank][I], Values[Rank / N * N + Sources[I]]), [&] {
        return "block rank " + std::to_string(Rank) + ": shfl from " +
               std::to_string(Sources[I]) + " gave " + show(Shfl[Rank][I]);
      });
    for (unsigned Case = 0; Case < 4; ++Case) {
      bool Some = false, Every = true;
      for (unsigned R = Rank / N * N; R < Rank / N * N + N; ++R) {
        Some = Some || Pred(Case, R);
        Every = Every && Pred(Case, R);
      }
      Seen.expect(Any[Rank][Case] == Some && All[Rank][Case] == Every, [&] {
        return "block rank " + std::to_string(Rank) + ", predicate case " +
               std::to_string(Case) + ": any " +
               std::to_string(Any[Rank][Case]) + ", all " +
               std::to_string(All[Rank][Case]);
      });
    }
  }
  EXPECT_TRUE(Seen.none());
}

TEST(CgHelper, WideTileSyncWaitsForItsOwnMembersOnly) {
  // Each tile syncs a different number of rounds (tile k: 2 + 3k), so tiles
  // that waited for each other would hang or read a stale round. In each,
  // a member writes its round into shared memory, syncs, reads the member
  // one wave on (in its tile), and syncs before the next round's writes.
  const auto Check = [](auto Size, unsigned Waves) {
    constexpr unsigned N = decltype(Size)::value;
    const unsigned Threads = Waves * WaveSize;
    std::vector<unsigned> Shared(Threads);
    std::vector<std::vector<unsigned>> Read(Threads);
    ASSERT_TRUE(runOnWideTiles<N>(Waves, [&](const auto &Tile, unsigned Rank) {
      const unsigned First = Rank - Tile.thread_rank();
      const unsigned Other = First + (Tile.thread_rank() + WaveSize) % N;
      for (unsigned Round = 0; Round < 2 + 3 * Tile.meta_group_rank();
           ++Round) {
        __atomic_store_n(&Shared[Rank], Round * 10000 + Rank, __ATOMIC_RELAXED);
        Tile.sync();
        Read[Rank].push_back(__atomic_load_n(&Shared[Other], __ATOMIC_RELAXED));
        cg::sync(Tile);
      }
    }));
    for (unsigned Rank = 0; Rank < Threads; ++Rank) {
      const unsigned Other = Rank / N * N + (Rank % N + WaveSize) % N;
      std::vector<unsigned> Want;
      for (unsigned Round = 0; Round < 2 + 3 * (Rank / N); ++Round)
        Want.push_back(Round * 10000 + Other);
      EXPECT_EQ(Read[Rank], Want) << "tiles of " << N << ", block rank " << Rank;
    }
  };
  Check(std::integral_constant<unsigned, 128>(), 8);
  Check(std::integral_constant<unsigned, 256>(), 8);
  Check(std::integral_constant<unsigned, 1024>(), 16);
}

// Compat mode: the source keeps tile.shfl_xor(v, 1) on a value HIP's
// members do not take; tiled_partition<N>(block) gives a tile whose members
// take it, and give each member, bit for bit, the value of the member the
// Programming Guide's rule names (sourceRank), on tiles of 1 to 64 lanes.
template <unsigned N, class T>
void checkMemberShuffles(const std::vector<T> &Values, Mismatches &Seen) {
  const std::vector<unsigned> Args = {0, N / 2, N - 1}; // each below N
  const std::vector<Shuffle> Ops = {Shuffle::Shfl, Shuffle::Up, Shuffle::Down,
                                    Shuffle::Xor};
  std::vector<std::vector<T>> Got(WaveSize);
  const std::vector<std::string> Faults =
      cg_sim::launch(~Mask{0}, [&](unsigned Lane) {
        const auto Tile = cg::tiled_partition<N>(cg::this_thread_block());
        static_assert(
            std::is_same<std::decay_t<decltype(Tile)>,
                         hipify::cg_detail::shuffling_tile<N, cg::thread_block>>::value,
            "compat mode's tile");
        for (unsigned A : Args) {
          Got[Lane].push_back(Tile.shfl(Values[Lane], static_cast<int>(A)));
          Got[Lane].push_back(Tile.shfl_up(Values[Lane], A));
          Got[Lane].push_back(Tile.shfl_down(Values[Lane], A));
          Got[Lane].push_back(Tile.shfl_xor(Values[Lane], A));
        }
      });
  for (const std::string &F : Faults)
    ADD_FAILURE() << "tiles of " << N << ": the simulation saw: " << F;
  if (!Faults.empty())
    return;
  for (unsigned Lane = 0; Lane < WaveSize; ++Lane)
    for (size_t I = 0; I < Got[Lane].size(); ++I) {
      const Shuffle Op = Ops[I % Ops.size()];
      const unsigned A = Args[I / Ops.size()];
      const unsigned Want =
          Lane / N * N + sourceRank(Op, N, Lane % N, A);
      Seen.expect(same(Got[Lane][I], Values[Want]), [&] {
        return "tiles of " + std::to_string(N) + ", lane " +
               std::to_string(Lane) + ": member " + name(Op) + "(" +
               std::to_string(A) + ") gave " + show(Got[Lane][I]) +
               ", want " + show(Values[Want]);
      });
    }
}

TEST(CgHelper, ShufflingTileMembersTakeAnyTriviallyCopyableValueInCompatMode) {
  Inputs V(14);
  Mismatches Seen;
  std::vector<Vec4> Vectors(WaveSize);
  for (Vec4 &X : Vectors)
    X = Vec4{static_cast<unsigned>(V.bits()), static_cast<unsigned>(V.bits()),
             static_cast<unsigned>(V.bits()), static_cast<unsigned>(V.bits())};
  std::vector<double> Doubles(WaveSize);
  for (double &D : Doubles)
    D = V.edgyFloat<double>();
  checkMemberShuffles<1>(Vectors, Seen);
  checkMemberShuffles<4>(Vectors, Seen);
  checkMemberShuffles<32>(Vectors, Seen);
  checkMemberShuffles<64>(Vectors, Seen);
  checkMemberShuffles<8>(Doubles, Seen);
  checkMemberShuffles<32>(Doubles, Seen);
  EXPECT_TRUE(Seen.none());
}
