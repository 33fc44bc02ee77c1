// hipify_atomic.h: CUDA's atomicAdd on half and bfloat16 values and pairs,
// which HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Math API ("Half Precision
// Intrinsics" and "Bfloat16 Precision Intrinsics": atomicAdd) and the PTX
// ISA (atom.add.noftz.f16, .f16x2, .bf16, .bf16x2); a translation calls
// hipify::atomicAdd(address, value) where the address points to one of
// these types, and HIP's own atomicAdd elsewhere.
//
//   atomicAdd(__half *address, __half val): reads the half at address,
//       adds val, stores the sum there in one atomic transaction and returns
//       the half it read. The sum is rounded to nearest even and keeps
//       subnormals (.noftz). The same for bfloat16.
//   atomicAdd(__half2 *, __half2): each half of the pair as above; CUDA
//       guarantees atomicity for each half separately, and this makes the
//       pair's one 32-bit transaction, which is at least that.
//
// The transaction is a compare-and-swap loop on the aligned 32-bit word that
// holds the value (HIP's atomicCAS, relaxed, as CUDA's atomicAdd): a change
// of the word by another thread, to the other half of it too, makes it read
// again. The sum is computed in float and rounded once to the 16-bit
// format, which is the correctly rounded sum (float has at least 2p+2 bits
// of each format's p: the exact sum's double rounding is innocuous); a NaN
// sum is the canonical NaN (0x7fff; 0x7fff for bfloat16 too).
//
// The float arithmetic keeps float subnormals, which bfloat16's are: under
// -fgpu-flush-denormals-to-zero (or -ffast-math) a bfloat16 sum below 2^-126
// flushes, which CUDA's does not. Half values are normal floats.
//
// CUDA 12.8's scoped atomics, __nv_atomic_fetch_add(p, v, order, scope) and
// the rest (the Programming Guide's "built-in atomic functions": fetch_add,
// fetch_sub, fetch_and, fetch_or, fetch_xor, fetch_min, fetch_max and their
// forms without a result, add ... max; exchange, compare_exchange, load,
// store, in a by-value _n form and a by-pointer one; thread_fence), with the
// orders __NV_ATOMIC_RELAXED ... __NV_ATOMIC_SEQ_CST and the scopes
// __NV_THREAD_SCOPE_THREAD ... __NV_THREAD_SCOPE_SYSTEM (the default), are
// clang's scoped atomics of HIP (__hip_atomic_fetch_add ...), which the
// AMDGPU backend implements per the LLVM AMDGPU memory model:
//
//   order: CUDA's are C++'s (relaxed, consume, acquire, release, acq_rel,
//       seq_cst): each is the C++ order of its name (__ATOMIC_RELAXED ...);
//       consume is taken as acquire, as clang takes it.
//   scope: thread -> singlethread; block -> workgroup (a block is a work-
//       group); cluster -> agent (AMD GPUs have no clusters: the device
//       scope holds every cluster's threads, a stronger guarantee than
//       CUDA's); device -> agent; system -> system.
//   An order or scope that is not a constant is allowed (clang branches on
//   it), as are the types HIP's scoped atomics take (integers, float,
//   double, pointers, naturally aligned trivially copyable values of 4 or 8
//   bytes); min and max take integers only (a floating-point one would be
//   LLVM's fmax, whose NaN rule is not PTX's: it does not compile). CUDA's 16-byte forms (sm_90) have no AMD instruction: such a
//   call does not compile. A fence of relaxed order does nothing, as C++'s.
//
// The bits are in hipify::atomic_bits, which needs nothing (the host test
// compiles it alone, with HIPIFY_ATOMIC_BITS_ONLY), and so do the order and
// scope mappings (which need clang's __HIP_MEMORY_SCOPE_* values: the host
// test defines them).
#pragma once

#if defined(__HIPCC__) || defined(__CUDACC__)
#define HIPIFY_ATOMIC_FN __host__ __device__ inline
#else
#define HIPIFY_ATOMIC_FN inline
#endif

namespace hipify {
namespace atomic_bits {

HIPIFY_ATOMIC_FN unsigned int floatBits(float F) { return __builtin_bit_cast(unsigned int, F); }
HIPIFY_ATOMIC_FN float bitsFloat(unsigned int U) { return __builtin_bit_cast(float, U); }

/// The float that half \p H is (exactly).
HIPIFY_ATOMIC_FN float halfToFloat(unsigned short H) {
  unsigned int Sign = (H & 0x8000u) << 16, Exponent = (H >> 10) & 0x1f,
               Significand = H & 0x3ffu;
  if (Exponent == 0x1f) // infinity or NaN
    return bitsFloat(Sign | 0x7f800000u | (Significand << 13));
  if (Exponent == 0) { // zero or subnormal: Significand * 2^-24, exact
    float V = static_cast<float>(Significand) * bitsFloat(0x33800000u);
    return Sign ? -V : V;
  }
  return bitsFloat(Sign | ((Exponent + 112) << 23) | (Significand << 13));
}

/// Float \p F rounded to the nearest half, ties to even; a NaN is 0x7fff.
HIPIFY_ATOMIC_FN unsigned short floatToHalf(float F) {
  unsigned int X = floatBits(F);
  unsigned short Sign = static_cast<unsigned short>((X >> 16) & 0x8000u);
  unsigned int Magnitude = X & 0x7fffffffu;
  if (Magnitude > 0x7f800000u)
    return 0x7fff;
  if (Magnitude >= 0x477ff000u) // 65520 and up (infinity too): infinity
    return Sign | 0x7c00u;
  int Exponent = static_cast<int>(Magnitude >> 23) - 127;
  // Below 2^-14 the half is subnormal, in units of 2^-24: shift more.
  unsigned int Significand = (Magnitude & 0x7fffffu) | (Exponent > -127 ? 0x800000u : 0);
  int Shift = Exponent >= -14 ? 13 : 13 + (-14 - Exponent);
  if (Shift > 25)
    return Sign; // below half of 2^-24
  unsigned int Kept = Significand >> Shift;
  unsigned int Rest = Significand & ((1u << Shift) - 1), Half = 1u << (Shift - 1);
  if (Rest > Half || (Rest == Half && (Kept & 1)))
    ++Kept; // a carry passes into the exponent, as it should
  // A normal half: the exponent, then the significand less its implicit bit
  // (Kept is 0x400 to 0x800). A subnormal is Kept units of 2^-24 as it is.
  if (Exponent >= -14)
    Kept = (static_cast<unsigned int>(Exponent + 15) << 10) + Kept - 0x400u;
  return static_cast<unsigned short>(Sign | Kept);
}

/// Float \p F rounded to the nearest bfloat16, ties to even; a NaN is
/// 0x7fff.
HIPIFY_ATOMIC_FN unsigned short floatToBf16(float F) {
  unsigned int X = floatBits(F);
  if ((X & 0x7fffffffu) > 0x7f800000u)
    return 0x7fff;
  X += 0x7fffu + ((X >> 16) & 1u);
  return static_cast<unsigned short>(X >> 16);
}

HIPIFY_ATOMIC_FN float bf16ToFloat(unsigned short B) { return bitsFloat(static_cast<unsigned int>(B) << 16); }

/// The correctly rounded sum of halves \p A and \p B.
HIPIFY_ATOMIC_FN unsigned short addHalf(unsigned short A, unsigned short B) {
  return floatToHalf(halfToFloat(A) + halfToFloat(B));
}

/// The correctly rounded sum of bfloat16 values \p A and \p B.
HIPIFY_ATOMIC_FN unsigned short addBf16(unsigned short A, unsigned short B) {
  return floatToBf16(bf16ToFloat(A) + bf16ToFloat(B));
}

/// Adds \p Add's sums into the 32-bit word \p Word by compare-and-swap
/// (\p Cas(word, expected, desired) returns the word it found): \p Low to
/// its low half and \p High to its high half, each unless it is null.
/// Returns the word it replaced.
template <typename Cas>
HIPIFY_ATOMIC_FN unsigned int addWord(unsigned int *Word, unsigned short (*Add)(unsigned short, unsigned short),
                                      const unsigned short *Low, const unsigned short *High, Cas CompareSwap) {
  unsigned int Old = *static_cast<volatile unsigned int *>(Word), Seen;
  do {
    Seen = Old;
    unsigned int Next = Seen;
    if (Low)
      Next = (Next & 0xffff0000u) | Add(static_cast<unsigned short>(Seen), *Low);
    if (High)
      Next = (Next & 0xffffu) | (static_cast<unsigned int>(Add(static_cast<unsigned short>(Seen >> 16), *High)) << 16);
    Old = CompareSwap(Word, Seen, Next);
  } while (Old != Seen);
  return Old;
}

/// Adds \p Value's sum into the 16-bit value at \p Address, in the aligned
/// word that holds it; returns the value it replaced.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "the value at the lower address is the word's low half");

template <typename Cas>
HIPIFY_ATOMIC_FN unsigned short addHalfWord(unsigned short *Address,
                                            unsigned short (*Add)(unsigned short, unsigned short),
                                            unsigned short Value, Cas CompareSwap) {
  auto At = reinterpret_cast<unsigned long long>(Address);
  auto *Word = reinterpret_cast<unsigned int *>(At & ~3ull);
  bool High = (At & 2) != 0;
  unsigned int Old = addWord(Word, Add, High ? nullptr : &Value, High ? &Value : nullptr, CompareSwap);
  return static_cast<unsigned short>(High ? Old >> 16 : Old);
}

} // namespace atomic_bits

// CUDA's orders and scopes, with crt/device_functions.h's values.
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

namespace atomic_bits {

/// The C++ memory order (__ATOMIC_*) of CUDA's \p Order.
HIPIFY_ATOMIC_FN int hipOrder(int Order) {
  switch (Order) {
  case __NV_ATOMIC_RELAXED: return __ATOMIC_RELAXED;
  case __NV_ATOMIC_CONSUME: return __ATOMIC_CONSUME;
  case __NV_ATOMIC_ACQUIRE: return __ATOMIC_ACQUIRE;
  case __NV_ATOMIC_RELEASE: return __ATOMIC_RELEASE;
  case __NV_ATOMIC_ACQ_REL: return __ATOMIC_ACQ_REL;
  default: return __ATOMIC_SEQ_CST;
  }
}

/// HIP's memory scope (__HIP_MEMORY_SCOPE_*) of CUDA's thread \p Scope.
HIPIFY_ATOMIC_FN int hipScope(int Scope) {
  switch (Scope) {
  case __NV_THREAD_SCOPE_THREAD: return __HIP_MEMORY_SCOPE_SINGLETHREAD;
  case __NV_THREAD_SCOPE_BLOCK: return __HIP_MEMORY_SCOPE_WORKGROUP;
  case __NV_THREAD_SCOPE_CLUSTER:
  case __NV_THREAD_SCOPE_DEVICE: return __HIP_MEMORY_SCOPE_AGENT;
  default: return __HIP_MEMORY_SCOPE_SYSTEM;
  }
}

/// \p T, where a parameter of it should not take part in deduction.
template <typename T> struct Same {
  using Type = T;
};

} // namespace atomic_bits
} // namespace hipify

#if !defined(HIPIFY_ATOMIC_BITS_ONLY)
#include <hip/hip_fp16.h>
#if HIP_VERSION_MAJOR > 5 || (HIP_VERSION_MAJOR == 5 && HIP_VERSION_MINOR >= 7)
#include <hip/hip_bf16.h>
#define HIPIFY_ATOMIC_BF16 1
#endif

namespace hipify {
namespace atomic_bits {

struct DeviceCas {
  __device__ unsigned int operator()(unsigned int *Word, unsigned int Expected, unsigned int Desired) const {
    return ::atomicCAS(Word, Expected, Desired);
  }
};

/// The bits of \p V, a value of HIP's (whose classes are not all trivially
/// copyable), and back.
template <typename Bits, typename T> __device__ inline Bits bits(const T &V) {
  static_assert(sizeof(Bits) == sizeof(T), "a value is its bits");
  Bits B;
  __builtin_memcpy(&B, &V, sizeof B);
  return B;
}
template <typename T, typename Bits> __device__ inline T value(Bits B) {
  T V;
  __builtin_memcpy(&V, &B, sizeof V);
  return V;
}

template <typename Pair>
__device__ inline Pair addPair(Pair *Address, Pair Value, unsigned short (*Add)(unsigned short, unsigned short)) {
  unsigned int V = bits<unsigned int>(Value);
  unsigned short Low = static_cast<unsigned short>(V), High = static_cast<unsigned short>(V >> 16);
  return value<Pair>(addWord(reinterpret_cast<unsigned int *>(Address), Add, &Low, &High, DeviceCas()));
}

} // namespace atomic_bits

__device__ inline __half atomicAdd(__half *Address, __half Value) {
  using namespace atomic_bits;
  return value<__half>(addHalfWord(reinterpret_cast<unsigned short *>(Address), addHalf, bits<unsigned short>(Value), DeviceCas()));
}

__device__ inline __half2 atomicAdd(__half2 *Address, __half2 Value) {
  return atomic_bits::addPair(Address, Value, atomic_bits::addHalf);
}

#if defined(HIPIFY_ATOMIC_BF16)
__device__ inline __hip_bfloat16 atomicAdd(__hip_bfloat16 *Address, __hip_bfloat16 Value) {
  using namespace atomic_bits;
  return value<__hip_bfloat16>(
      addHalfWord(reinterpret_cast<unsigned short *>(Address), addBf16, bits<unsigned short>(Value), DeviceCas()));
}

__device__ inline __hip_bfloat162 atomicAdd(__hip_bfloat162 *Address, __hip_bfloat162 Value) {
  return atomic_bits::addPair(Address, Value, atomic_bits::addBf16);
}
#endif

#define HIPIFY_NV_ATOMIC_RMW(Op, IntegerOnly)                                  \
  template <typename T>                                                        \
  __device__ inline T __nv_atomic_fetch_##Op(                                  \
      T *Address, typename atomic_bits::Same<T>::Type Value, int Order,        \
      int Scope = __NV_THREAD_SCOPE_SYSTEM) {                                  \
    static_assert(IntegerOnly == 0 || __is_integral(T) || __is_pointer(T),   \
                  "CUDA's atomic min and max take integers");                  \
    return __hip_atomic_fetch_##Op(Address, Value, atomic_bits::hipOrder(Order), \
                                   atomic_bits::hipScope(Scope));              \
  }                                                                            \
  template <typename T>                                                        \
  __device__ inline void __nv_atomic_##Op(                                     \
      T *Address, typename atomic_bits::Same<T>::Type Value, int Order,        \
      int Scope = __NV_THREAD_SCOPE_SYSTEM) {                                  \
    (void)__nv_atomic_fetch_##Op(Address, Value, Order, Scope);                \
  }
HIPIFY_NV_ATOMIC_RMW(add, 0)
HIPIFY_NV_ATOMIC_RMW(sub, 0)
HIPIFY_NV_ATOMIC_RMW(and, 0)
HIPIFY_NV_ATOMIC_RMW(or, 0)
HIPIFY_NV_ATOMIC_RMW(xor, 0)
HIPIFY_NV_ATOMIC_RMW(min, 1)
HIPIFY_NV_ATOMIC_RMW(max, 1)
#undef HIPIFY_NV_ATOMIC_RMW

template <typename T>
__device__ inline T __nv_atomic_exchange_n(T *Address, typename atomic_bits::Same<T>::Type Value, int Order,
                                           int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  return __hip_atomic_exchange(Address, Value, atomic_bits::hipOrder(Order), atomic_bits::hipScope(Scope));
}
template <typename T>
__device__ inline void __nv_atomic_exchange(T *Address, T *Value, T *Old, int Order,
                                            int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  *Old = __nv_atomic_exchange_n(Address, *Value, Order, Scope);
}

template <typename T>
__device__ inline bool __nv_atomic_compare_exchange_n(T *Address, T *Expected,
                                                      typename atomic_bits::Same<T>::Type Desired, bool Weak,
                                                      int Success, int Failure,
                                                      int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  int S = atomic_bits::hipOrder(Success), F = atomic_bits::hipOrder(Failure), Sc = atomic_bits::hipScope(Scope);
  return Weak ? __hip_atomic_compare_exchange_weak(Address, Expected, Desired, S, F, Sc)
              : __hip_atomic_compare_exchange_strong(Address, Expected, Desired, S, F, Sc);
}
template <typename T>
__device__ inline bool __nv_atomic_compare_exchange(T *Address, T *Expected, T *Desired, bool Weak, int Success,
                                                    int Failure, int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  return __nv_atomic_compare_exchange_n(Address, Expected, *Desired, Weak, Success, Failure, Scope);
}

template <typename T>
__device__ inline T __nv_atomic_load_n(T *Address, int Order, int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  return __hip_atomic_load(Address, atomic_bits::hipOrder(Order), atomic_bits::hipScope(Scope));
}
template <typename T>
__device__ inline void __nv_atomic_load(T *Address, T *Value, int Order, int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  *Value = __nv_atomic_load_n(Address, Order, Scope);
}

template <typename T>
__device__ inline void __nv_atomic_store_n(T *Address, typename atomic_bits::Same<T>::Type Value, int Order,
                                           int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  __hip_atomic_store(Address, Value, atomic_bits::hipOrder(Order), atomic_bits::hipScope(Scope));
}
template <typename T>
__device__ inline void __nv_atomic_store(T *Address, T *Value, int Order, int Scope = __NV_THREAD_SCOPE_SYSTEM) {
  __nv_atomic_store_n(Address, *Value, Order, Scope);
}

/// A fence: AMDGPU's, whose order and scope are constants (a relaxed one
/// is none, as C++'s).
__device__ inline void __nv_atomic_thread_fence(int Order, int Scope = __NV_THREAD_SCOPE_SYSTEM) {
#define HIPIFY_NV_FENCE(AmdScope)                                                                                  \
  switch (atomic_bits::hipOrder(Order)) {                                                                          \
  case __ATOMIC_RELAXED: break;                                                                                    \
  case __ATOMIC_CONSUME:                                                                                           \
  case __ATOMIC_ACQUIRE: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, AmdScope); break;                               \
  case __ATOMIC_RELEASE: __builtin_amdgcn_fence(__ATOMIC_RELEASE, AmdScope); break;                               \
  case __ATOMIC_ACQ_REL: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, AmdScope); break;                               \
  default: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, AmdScope); break;                                             \
  }
  switch (atomic_bits::hipScope(Scope)) {
  case __HIP_MEMORY_SCOPE_SINGLETHREAD: HIPIFY_NV_FENCE("singlethread") break;
  case __HIP_MEMORY_SCOPE_WORKGROUP: HIPIFY_NV_FENCE("workgroup") break;
  case __HIP_MEMORY_SCOPE_AGENT: HIPIFY_NV_FENCE("agent") break;
  default: HIPIFY_NV_FENCE("") break;
  }
#undef HIPIFY_NV_FENCE
}

} // namespace hipify
#endif
