// hipify_cache.h: CUDA's loads and stores with a cache hint (__ldcg, __ldca,
// __ldcs, __ldlu, __ldcv; __stwb, __stcg, __stcs, __stwt) for every type
// CUDA overloads them for: HIP declares __ldcg, __ldca and __ldcs for __half
// and __half2 only, and none of the others, so
// __ldcs(reinterpret_cast<const int4 *>(p)) does not compile on ROCm.
//
// Written for hipify-cxx from NVIDIA's CUDA C++ Programming Guide ("Load
// Functions Using Cache Hints", "Store Functions Using Cache Hints") and the
// PTX ISA's ld/st cache operators (.cg, .ca, .cs, .lu, .cv; .wb, .cg, .cs,
// .wt); a translation names them hipify::__ldcs ...
//
//   A hint says where the value may be cached; the value loaded or stored is
//       the one a plain access gives. So each load returns *address and each
//       store writes value to *address, of the type CUDA's overload has
//       (T, with value converted to T as CUDA's parameter converts it):
//       exact for every T.
//   .cv ("fetch again", __ldcv) and .wt (write-through, __stwt) also say
//       that the access is not to be served from, or left in, a cache: the
//       access here is volatile, so the compiler neither reuses an earlier
//       load nor drops or merges the store, as for CUDA's.
//   The streaming hints (.cs: __ldcs, __stcs) become AMD's non-temporal
//       access (__builtin_nontemporal_load/store) where T is a scalar.
#pragma once

#include <hip/hip_runtime.h>

#include <type_traits>

namespace hipify {

namespace cache_detail {
template <typename T> struct same {
  using type = T;
};

/// *P read through volatile accesses: as one access where T is a scalar,
/// else 32-bit words where T's size and alignment allow, else bytes.
template <typename T> __device__ inline T volatileLoad(const T *P) {
  if constexpr (std::is_scalar<T>::value) {
    return *static_cast<const volatile T *>(P);
  } else {
    T R;
    if constexpr (sizeof(T) % 4 == 0 && alignof(T) >= 4) {
      auto *From = reinterpret_cast<const volatile unsigned int *>(P);
      auto *To = reinterpret_cast<unsigned int *>(&R);
      for (unsigned I = 0; I < sizeof(T) / 4; ++I)
        To[I] = From[I];
    } else {
      auto *From = reinterpret_cast<const volatile unsigned char *>(P);
      auto *To = reinterpret_cast<unsigned char *>(&R);
      for (unsigned I = 0; I < sizeof(T); ++I)
        To[I] = From[I];
    }
    return R;
  }
}

template <typename T> __device__ inline void volatileStore(T *P, const T &V) {
  if constexpr (std::is_scalar<T>::value) {
    *static_cast<volatile T *>(P) = V;
  } else if constexpr (sizeof(T) % 4 == 0 && alignof(T) >= 4) {
    auto *From = reinterpret_cast<const unsigned int *>(&V);
    auto *To = reinterpret_cast<volatile unsigned int *>(P);
    for (unsigned I = 0; I < sizeof(T) / 4; ++I)
      To[I] = From[I];
  } else {
    auto *From = reinterpret_cast<const unsigned char *>(&V);
    auto *To = reinterpret_cast<volatile unsigned char *>(P);
    for (unsigned I = 0; I < sizeof(T); ++I)
      To[I] = From[I];
  }
}

// The non-temporal builtins are clang's (HIP's compiler); a compiler without
// them (the host test's) accesses plainly, which is the same value.
#if defined(__has_builtin)
#if __has_builtin(__builtin_nontemporal_load)
#define HIPIFY_CACHE_NONTEMPORAL 1
#endif
#endif

template <typename T> __device__ inline T streamingLoad(const T *P) {
#ifdef HIPIFY_CACHE_NONTEMPORAL
  if constexpr (std::is_scalar<T>::value)
    return __builtin_nontemporal_load(P);
#endif
  return *P;
}

template <typename T> __device__ inline void streamingStore(T *P, const T &V) {
#ifdef HIPIFY_CACHE_NONTEMPORAL
  if constexpr (std::is_scalar<T>::value) {
    __builtin_nontemporal_store(V, P);
    return;
  }
#endif
  *P = V;
}
#undef HIPIFY_CACHE_NONTEMPORAL
} // namespace cache_detail

template <typename T> __device__ inline T __ldcg(const T *address) {
  return *address;
}
template <typename T> __device__ inline T __ldca(const T *address) {
  return *address;
}
template <typename T> __device__ inline T __ldlu(const T *address) {
  return *address;
}
template <typename T> __device__ inline T __ldcs(const T *address) {
  return cache_detail::streamingLoad(address);
}
template <typename T> __device__ inline T __ldcv(const T *address) {
  return cache_detail::volatileLoad(address);
}

template <typename T>
__device__ inline void __stwb(T *address,
                              typename cache_detail::same<T>::type value) {
  *address = value;
}
template <typename T>
__device__ inline void __stcg(T *address,
                              typename cache_detail::same<T>::type value) {
  *address = value;
}
template <typename T>
__device__ inline void __stcs(T *address,
                              typename cache_detail::same<T>::type value) {
  cache_detail::streamingStore(address, value);
}
template <typename T>
__device__ inline void __stwt(T *address,
                              typename cache_detail::same<T>::type value) {
  cache_detail::volatileStore(address, value);
}

} // namespace hipify
