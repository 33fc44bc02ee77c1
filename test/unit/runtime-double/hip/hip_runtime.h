// TEST DOUBLE, not HIP: the fake <hip/hip_runtime.h> under which
// test/unit/LaunchHelperTest.cpp, GraphicsHelperTest.cpp,
// MemoryHelperTest.cpp and NvtxHelperTest.cpp compile helpers/hipify_launch.h,
// hipify_graphics.h, hipify_memory.h and hipify_nvtx.h for the host. It declares
// what the helpers use in the shape of the HIP version HIPIFY_TEST_HIP (52,
// 62 or 71: HIP 5.2, 6.2, 7.1, whose public headers give these declarations
// and values) and records each launch instead of making it. Written for hipify-cxx; it has no code of ROCm's.
#pragma once

#include <cstddef>
#include <vector>

#define HIP_VERSION_MAJOR (HIPIFY_TEST_HIP / 10)
#define HIP_VERSION_MINOR (HIPIFY_TEST_HIP % 10)

enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorInvalidResourceHandle = 400,
  hipErrorNotSupported = 801
};
#define hipCpuDeviceId ((int)-1)
typedef enum hipMemLocationType {
  hipMemLocationTypeInvalid = 0,
  hipMemLocationTypeDevice = 1,
#if HIPIFY_TEST_HIP >= 71
  hipMemLocationTypeHost = 2,
#endif
} hipMemLocationType;
typedef struct hipMemLocation {
  hipMemLocationType type;
  int id;
} hipMemLocation;
typedef enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1,
  hipMemAdviseUnsetReadMostly = 2,
  hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4,
  hipMemAdviseSetAccessedBy = 5,
  hipMemAdviseUnsetAccessedBy = 6,
} hipMemoryAdvise;
typedef struct _hipGraphicsResource hipGraphicsResource;
typedef hipGraphicsResource *hipGraphicsResource_t;
struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
typedef struct ihipStream_t *hipStream_t;
typedef struct ihipEvent_t *hipEvent_t;
typedef struct ihipCtx_t *hipCtx_t;
typedef int hipDevice_t;
enum hipAccessProperty { hipAccessPropertyNormal, hipAccessPropertyStreaming, hipAccessPropertyPersisting };
typedef struct hipAccessPolicyWindow {
  void *base_ptr;
  hipAccessProperty hitProp;
  float hitRatio;
  hipAccessProperty missProp;
  size_t num_bytes;
} hipAccessPolicyWindow;

#if HIPIFY_TEST_HIP >= 62
typedef enum hipLaunchAttributeID {
  hipLaunchAttributeAccessPolicyWindow = 1,
  hipLaunchAttributeCooperative = 2,
#if HIPIFY_TEST_HIP >= 71
  hipLaunchAttributeSynchronizationPolicy = 3,
#endif
  hipLaunchAttributePriority = 8,
#if HIPIFY_TEST_HIP >= 71
  hipLaunchAttributeMemSyncDomainMap = 9,
  hipLaunchAttributeMemSyncDomain = 10,
#endif
} hipLaunchAttributeID;
#endif

#if HIPIFY_TEST_HIP >= 71
typedef enum hipSynchronizationPolicy { hipSyncPolicyAuto = 1, hipSyncPolicySpin = 2 } hipSynchronizationPolicy;
typedef struct hipLaunchMemSyncDomainMap {
  unsigned char default_;
  unsigned char remote;
} hipLaunchMemSyncDomainMap;
typedef enum hipLaunchMemSyncDomain { hipLaunchMemSyncDomainDefault = 0 } hipLaunchMemSyncDomain;
typedef union hipLaunchAttributeValue {
  char pad[64];
  hipAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  int priority;
  hipSynchronizationPolicy syncPolicy;
  hipLaunchMemSyncDomainMap memSyncDomainMap;
  hipLaunchMemSyncDomain memSyncDomain;
} hipLaunchAttributeValue;
typedef struct hipLaunchAttribute_st {
  hipLaunchAttributeID id;
  char pad[8 - sizeof(hipLaunchAttributeID)];
  union {
    hipLaunchAttributeValue val;
    hipLaunchAttributeValue value;
  };
} hipLaunchAttribute;
typedef struct hipLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  hipStream_t stream;
  hipLaunchAttribute *attrs;
  unsigned int numAttrs;
} hipLaunchConfig_t;
#endif

/// What the double saw of one launch: which HIP function, and its arguments
/// (the kernel's argument pointers are read by the test's Read, during it).
struct Launch {
  enum { None, Plain, Cooperative, Extensible } Api = None;
  const void *Func = nullptr;
  dim3 Grid, Block;
  size_t Shared = 0;
  hipStream_t Stream = nullptr;
  std::vector<std::pair<int, int>> Attributes; // id, first int of the value
};
inline Launch Last;
inline void (*Read)(void **Args) = nullptr;
inline hipError_t Result = hipSuccess;

inline hipError_t record(decltype(Launch::Api) Api, const void *F, dim3 G, dim3 B,
                         void **Args, size_t Shared, hipStream_t S) {
  Last = Launch();
  Last.Api = Api;
  Last.Func = F;
  Last.Grid = G;
  Last.Block = B;
  Last.Shared = Shared;
  Last.Stream = S;
  if (Read)
    Read(Args);
  return Result;
}

inline hipError_t hipLaunchKernel(const void *F, dim3 G, dim3 B, void **Args,
                                  size_t Shared, hipStream_t S) {
  return record(Launch::Plain, F, G, B, Args, Shared, S);
}

inline hipError_t hipLaunchCooperativeKernel(const void *F, dim3 G, dim3 B, void **Args,
                                             unsigned int Shared, hipStream_t S) {
  return record(Launch::Cooperative, F, G, B, Args, Shared, S);
}

#if HIPIFY_TEST_HIP >= 71
inline hipError_t hipLaunchKernelExC(const hipLaunchConfig_t *C, const void *F, void **Args) {
  hipError_t E = record(Launch::Extensible, F, C->gridDim, C->blockDim, Args,
                        C->dynamicSmemBytes, C->stream);
  for (unsigned I = 0; I < C->numAttrs; ++I)
    Last.Attributes.emplace_back(C->attrs[I].id, C->attrs[I].val.cooperative);
  return E;
}
#endif

/// What the double saw of the last hipMemPrefetchAsync or hipMemAdvise.
struct MemoryCall {
  enum { None, Prefetch, Advise } Api = None;
  const void *Ptr = nullptr;
  size_t Count = 0;
  int Device = 0;
  int Advice = 0;
  hipStream_t Stream = nullptr;
};
inline MemoryCall LastMemory;

inline hipError_t hipMemPrefetchAsync(const void *P, size_t N, int Device,
                                      hipStream_t S = nullptr) {
  LastMemory = {MemoryCall::Prefetch, P, N, Device, 0, S};
  return Result;
}
inline hipError_t hipMemAdvise(const void *P, size_t N, hipMemoryAdvise A,
                               int Device) {
  LastMemory = {MemoryCall::Advise, P, N, Device, A, nullptr};
  return Result;
}
