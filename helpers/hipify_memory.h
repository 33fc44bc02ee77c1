// hipify_memory.h: CUDA's unified-memory calls that name a location
// (cudaMemPrefetchAsync and cudaMemAdvise as CUDA 13 declares them, which
// were CUDA 12.2's cudaMemPrefetchAsync_v2 and cudaMemAdvise_v2), for a HIP
// before 7.1, whose calls take a device.
//
// Written for hipify-cxx from NVIDIA's CUDA Runtime API ("Memory
// Management": cudaMemPrefetchAsync, cudaMemAdvise; "Data types":
// cudaMemLocation) and HIP's hip_runtime_api.h declarations
// (hipMemPrefetchAsync, hipMemAdvise take a device); a translation names
// them hipify::cudaMemPrefetchAsync_v2 ...
//
//   A location of a device (type cudaMemLocationTypeDevice) names it by its
//       id, which is HIP's device argument: the call is HIP's with it.
//   Before 7.1 HIP's hipMemLocationType has no host type (its enumeration
//       holds 0 and 1 only, so no value of it can say host, and a
//       translation cannot store CUDA's 2 there): a host location is
//       reported where the code names it, as HIP 7.1's.
//   An invalid type fails with hipErrorInvalidValue, as CUDA's; so do the
//       prefetch's reserved flags other than 0.
//   cudaMemAdviseSetReadMostly and cudaMemAdviseUnsetReadMostly ignore the
//       location, in CUDA and in HIP: any location is taken.
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

namespace memory_detail {
/// HIP's device argument for location \p L, or the error of one it cannot
/// name.
inline hipError_t deviceOf(const hipMemLocation &L, int &Device) {
  if (L.type != hipMemLocationTypeDevice)
    return hipErrorInvalidValue;
  Device = L.id;
  return hipSuccess;
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
