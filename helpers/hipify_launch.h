// hipify_launch.h: CUDA's extensible launch (cudaLaunchKernelEx), with the
// launch attributes that are only scheduling hints, which HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Runtime API ("Execution Control":
// cudaLaunchKernelEx, cudaLaunchKernelExC; "Data types": cudaLaunchConfig_t,
// cudaLaunchAttribute, cudaLaunchAttributeValue, cudaLaunchAttributeID) and
// the CUDA C++ Programming Guide ("Programmatic Dependent Launch"); a
// translation names them hipify::cudaLaunchKernelEx, hipify::cudaLaunchConfig_t
// and so on, with CUDA's fields, members and values.
//
//   cudaLaunchAttributeProgrammaticStreamSerialization lets a kernel start
//       before the grids before it in its stream finish; the kernel waits for
//       them with cudaGridDependencySynchronize. It is a hint: without it the
//       launch starts after they have completed, which is the order the
//       kernel waits for anyway (hipify_device.h makes the wait do nothing).
//       No HIP up to 7.1 has it, and HIP's attribute value has no
//       programmaticStreamSerializationAllowed: the launch here drops it, as
//       it drops cudaLaunchAttributeIgnore entries.
//   From HIP 7.0 every other attribute goes to HIP's hipLaunchKernelExC as
//       it is (HIP's ids have CUDA's values). Before, HIP has no extensible
//       launch: a cooperative attribute (nonzero) makes the launch
//       hipLaunchCooperativeKernel's, and the hints priority and access
//       policy window are dropped too (the results do not depend on them);
//       any other attribute fails the launch with hipErrorNotSupported,
//       launching nothing (the translation reports each such enumerator).
//   The config is not changed; the kernel's arguments are converted to its
//       parameter types first, as CUDA's template does.
//
// With HIP_VERSION 6.2 on, the attribute ids are HIP's hipLaunchAttributeID
// (those CUDA has and HIP lacks are values of it here); before, they are an
// enum of CUDA's values of this header's own.
#pragma once

#include <hip/hip_runtime.h>

#include <cstring>
#include <utility>
#include <vector>

#define HIPIFY_LAUNCH_HIP(Major, Minor)                                        \
  (HIP_VERSION_MAJOR > (Major) ||                                              \
   (HIP_VERSION_MAJOR == (Major) && HIP_VERSION_MINOR >= (Minor)))

namespace hipify {

#if HIPIFY_LAUNCH_HIP(6, 2)
using cudaLaunchAttributeID = hipLaunchAttributeID;
constexpr cudaLaunchAttributeID cudaLaunchAttributeAccessPolicyWindow = hipLaunchAttributeAccessPolicyWindow;
constexpr cudaLaunchAttributeID cudaLaunchAttributeCooperative = hipLaunchAttributeCooperative;
constexpr cudaLaunchAttributeID cudaLaunchAttributePriority = hipLaunchAttributePriority;
constexpr cudaLaunchAttributeID cudaLaunchAttributeIgnore = static_cast<cudaLaunchAttributeID>(0);
constexpr cudaLaunchAttributeID cudaLaunchAttributeProgrammaticStreamSerialization = static_cast<cudaLaunchAttributeID>(6);
#else
enum cudaLaunchAttributeID {
  cudaLaunchAttributeIgnore = 0,
  cudaLaunchAttributeAccessPolicyWindow = 1,
  cudaLaunchAttributeCooperative = 2,
  cudaLaunchAttributeProgrammaticStreamSerialization = 6,
  cudaLaunchAttributePriority = 8,
};
#endif

typedef union cudaLaunchAttributeValue {
  char pad[64];
  hipAccessPolicyWindow accessPolicyWindow;
  int cooperative;
#if HIPIFY_LAUNCH_HIP(7, 1)
  hipSynchronizationPolicy syncPolicy;
#endif
  int programmaticStreamSerializationAllowed;
  int priority;
#if HIPIFY_LAUNCH_HIP(7, 1)
  hipLaunchMemSyncDomainMap memSyncDomainMap;
  hipLaunchMemSyncDomain memSyncDomain;
#endif
} cudaLaunchAttributeValue;

typedef struct cudaLaunchAttribute_st {
  cudaLaunchAttributeID id;
  char pad[8 - sizeof(cudaLaunchAttributeID)];
  cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

typedef struct cudaLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  hipStream_t stream;
  cudaLaunchAttribute *attrs;
  unsigned int numAttrs;
} cudaLaunchConfig_t;

namespace launch_detail {

/// Whether CUDA's launch may run without attribute \p Id unchanged in its
/// results: an empty entry, or a scheduling hint HIP's launch lacks.
inline bool hint(cudaLaunchAttributeID Id) {
  return Id == cudaLaunchAttributeIgnore ||
         Id == cudaLaunchAttributeProgrammaticStreamSerialization
#if !HIPIFY_LAUNCH_HIP(7, 0)
         || Id == cudaLaunchAttributePriority ||
         Id == cudaLaunchAttributeAccessPolicyWindow
#endif
      ;
}

} // namespace launch_detail

/// CUDA's cudaLaunchKernelExC: launches \p Func with the pointers to its
/// arguments \p Args as \p Config says.
inline hipError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *Config,
                                      const void *Func, void **Args) {
  if (!Config || (Config->numAttrs && !Config->attrs))
    return hipErrorInvalidValue;
#if HIPIFY_LAUNCH_HIP(7, 0)
  // HIP's own launch, with the attributes it has.
  static_assert(sizeof(hipLaunchAttributeValue) <= sizeof(cudaLaunchAttributeValue),
                "HIP's attribute value is CUDA's, 64 bytes");
  std::vector<hipLaunchAttribute> Kept;
  for (unsigned I = 0; I < Config->numAttrs; ++I) {
    const cudaLaunchAttribute &A = Config->attrs[I];
    if (launch_detail::hint(A.id))
      continue;
    hipLaunchAttribute H = {};
    H.id = A.id;
    std::memcpy(&H.val, &A.val, sizeof H.val);
    Kept.push_back(H);
  }
  hipLaunchConfig_t Hip = {Config->gridDim, Config->blockDim,
                           Config->dynamicSmemBytes, Config->stream,
                           Kept.empty() ? nullptr : Kept.data(),
                           static_cast<unsigned int>(Kept.size())};
  return hipLaunchKernelExC(&Hip, Func, Args);
#else
  bool Cooperative = false;
  for (unsigned I = 0; I < Config->numAttrs; ++I) {
    const cudaLaunchAttribute &A = Config->attrs[I];
    if (A.id == cudaLaunchAttributeCooperative)
      Cooperative = A.val.cooperative != 0;
    else if (!launch_detail::hint(A.id))
      return hipErrorNotSupported;
  }
  if (Cooperative)
    return hipLaunchCooperativeKernel(
        Func, Config->gridDim, Config->blockDim, Args,
        static_cast<unsigned int>(Config->dynamicSmemBytes), Config->stream);
  return hipLaunchKernel(Func, Config->gridDim, Config->blockDim, Args,
                         Config->dynamicSmemBytes, Config->stream);
#endif
}

/// CUDA's cudaLaunchKernelEx: \p Args converted to \p Kernel's parameter
/// types, then launched by cudaLaunchKernelExC.
template <typename... Params, typename... Args>
inline hipError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *Config,
                                     void (*Kernel)(Params...),
                                     Args &&...As) {
  return [&](Params... Converted) {
    void *Pointers[] = {&Converted..., nullptr};
    return cudaLaunchKernelExC(Config, reinterpret_cast<const void *>(Kernel),
                               Pointers);
  }(std::forward<Args>(As)...);
}

} // namespace hipify

#undef HIPIFY_LAUNCH_HIP
