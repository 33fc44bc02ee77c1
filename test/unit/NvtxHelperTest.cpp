//===- NvtxHelperTest.cpp - helpers/hipify_nvtx.h on the host ------------===//
//
// NVTX's naming calls under the test double of HIP's runtime: each has the
// parameters NVTX declares (nvToolsExt.h, nvToolsExtCuda.h,
// nvToolsExtCudaRt.h: the resource, then a char or wchar_t name; the
// generic form takes either) and returns void, and calling any of them
// touches nothing HIP's runtime keeps (the double's records stay as they
// were): a name for tools changes nothing a program computes.
//
//===----------------------------------------------------------------------===//

#include "hipify_nvtx.h"

#include <gtest/gtest.h>

#include <type_traits>

namespace {

// Each form's type, as NVTX declares it (CUdevice, CUcontext, CUstream,
// CUevent, cudaStream_t and cudaEvent_t are HIP's twins here).
#define EXPECT_NAMING(Name, Resource)                                          \
  static_assert(std::is_same<decltype(&hipify::Name##A),                       \
                             void (*)(Resource, const char *)>::value,         \
                #Name "A");                                                    \
  static_assert(std::is_same<decltype(&hipify::Name##W),                       \
                             void (*)(Resource, const wchar_t *)>::value,      \
                #Name "W");                                                    \
  static_assert(std::is_void<decltype(hipify::Name(Resource(), "n"))>::value,  \
                #Name);                                                        \
  static_assert(std::is_void<decltype(hipify::Name(Resource(), L"n"))>::value, \
                #Name)
EXPECT_NAMING(nvtxNameCategory, uint32_t);
EXPECT_NAMING(nvtxNameOsThread, uint32_t);
EXPECT_NAMING(nvtxNameCuDevice, hipDevice_t);
EXPECT_NAMING(nvtxNameCuContext, hipCtx_t);
EXPECT_NAMING(nvtxNameCuStream, hipStream_t);
EXPECT_NAMING(nvtxNameCuEvent, hipEvent_t);
EXPECT_NAMING(nvtxNameCudaDevice, int);
EXPECT_NAMING(nvtxNameCudaStream, hipStream_t);
EXPECT_NAMING(nvtxNameCudaEvent, hipEvent_t);

TEST(NvtxHelper, NamingTouchesNothingOfTheRuntime) {
  LastMemory = {};
  Last = Launch();
  auto *Stream = reinterpret_cast<hipStream_t>(&LastMemory);
  hipify::nvtxNameCudaStreamA(Stream, "copy");
  hipify::nvtxNameCudaStream(Stream, L"copy");
  hipify::nvtxNameCudaDeviceA(0, "gpu");
  hipify::nvtxNameOsThreadA(1234, "main");
  hipify::nvtxNameCategory(7, "io");
  hipify::nvtxNameCuEventW(nullptr, L"done");
  EXPECT_EQ(LastMemory.Api, MemoryCall::None);
  EXPECT_EQ(Last.Api, Launch::None);
  EXPECT_EQ(Result, hipSuccess);
}

} // namespace
