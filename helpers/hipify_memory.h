// hipify_memory.h: CUDA's unified-memory calls that name a location
// (cudaMemPrefetchAsync and cudaMemAdvise as CUDA 13 declares them, which
// were CUDA 12.2's cudaMemPrefetchAsync_v2 and cudaMemAdvise_v2) and the
// host location types, for a HIP before 7.1, whose calls take a device and
// whose hipMemLocationType has no host.
//
// Written for hipify-cxx from NVIDIA's CUDA Runtime API ("Unified
// Addressing"/"Memory Management": cudaMemPrefetchAsync, cudaMemAdvise;
// "Data types": cudaMemLocation, cudaMemLocationType) and HIP's
// hip_runtime_api.h declarations (hipMemPrefetchAsync, hipMemAdvise take a
// device, hipCpuDeviceId naming the host); a translation names them
// hipify::cudaMemPrefetchAsync_v2, hipify::cudaMemLocationTypeHost ...
//
//   A location is a device (type cudaMemLocationTypeDevice, its id) or the
//       host (cudaMemLocationTypeHost, id ignored): HIP's device argument
//       says the same, the device's ordinal or hipCpuDeviceId, so the call
//       is HIP's with that argument. A NUMA node of the host
//       (cudaMemLocationTypeHostNuma, ...HostNumaCurrent) has no device
//       argument to say it: the call fails with hipErrorNotSupported, and
//       does nothing (a translation never moves memory elsewhere than CUDA
//       would). An invalid type fails with hipErrorInvalidValue, as CUDA's.
//   The prefetch's flags are reserved and must be 0 (hipErrorInvalidValue
//       otherwise, as CUDA's).
//   cudaMemAdviseSetReadMostly and cudaMemAdviseUnsetReadMostly ignore the
//       location, in CUDA and in HIP: any location is taken.
//   The types' values are CUDA's (Invalid 0, Device 1, Host 2, HostNuma 3,
//       HostNumaCurrent 4), which HIP 7.1 gives its own. Before 7.1 HIP's
//       enumeration lists 0 and 1 only: the values are stored in its int
//       representation (clang's, without -fstrict-enums, which HIP's builds
//       do not pass), so they are constants, not constant expressions.
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

inline const hipMemLocationType cudaMemLocationTypeHost =
    static_cast<hipMemLocationType>(2);
inline const hipMemLocationType cudaMemLocationTypeHostNuma =
    static_cast<hipMemLocationType>(3);
inline const hipMemLocationType cudaMemLocationTypeHostNumaCurrent =
    static_cast<hipMemLocationType>(4);

namespace memory_detail {
/// HIP's device argument for location \p L, or the error of one it cannot
/// name.
inline hipError_t deviceOf(const hipMemLocation &L, int &Device) {
  switch (static_cast<int>(L.type)) {
  case 1:
    Device = L.id;
    return hipSuccess;
  case 2:
    Device = hipCpuDeviceId;
    return hipSuccess;
  case 3:
  case 4:
    return hipErrorNotSupported;
  default:
    return hipErrorInvalidValue;
  }
}
} // namespace memory_detail

inline hipError_t cudaMemPrefetchAsync_v2(const void *devPtr, size_t count,
                                          hipMemLocation location,
                                          unsigned int flags,
                                          hipStream_t stream = 0) {
  if (flags != 0)
    return hipErrorInvalidValue;
  int Device = 0;
  if (hipError_t E = memory_detail::deviceOf(location, Device); E != hipSuccess)
    return E;
  return hipMemPrefetchAsync(devPtr, count, Device, stream);
}

inline hipError_t cudaMemAdvise_v2(const void *devPtr, size_t count,
                                   hipMemoryAdvise advice,
                                   hipMemLocation location) {
  int Device = hipCpuDeviceId;
  if (advice != hipMemAdviseSetReadMostly &&
      advice != hipMemAdviseUnsetReadMostly)
    if (hipError_t E = memory_detail::deviceOf(location, Device);
        E != hipSuccess)
      return E;
  return hipMemAdvise(devPtr, count, advice, Device);
}

} // namespace hipify
