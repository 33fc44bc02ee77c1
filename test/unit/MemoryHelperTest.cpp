//===- MemoryHelperTest.cpp - helpers/hipify_memory.h on the host --------===//
//
// The memory helper under a test double of HIP 6.2's runtime
// (unit/runtime-double, which records each hipMemPrefetchAsync and
// hipMemAdvise), against what NVIDIA's CUDA Runtime API documents for
// CUDA 13's cudaMemPrefetchAsync and cudaMemAdvise (CUDA 12.2's _v2 forms):
// a device location is that device; the prefetch's flags must be 0; the
// read-mostly advice ignores the location; an invalid location fails with
// hipErrorInvalidValue and calls nothing.
//
//===----------------------------------------------------------------------===//

#include "hipify_memory.h"

#include <gtest/gtest.h>

namespace {

int Buffer[16];

hipMemLocation at(hipMemLocationType Type, int Id) {
  hipMemLocation L;
  L.type = Type;
  L.id = Id;
  return L;
}

TEST(MemoryHelper, PrefetchesToTheDeviceItNames) {
  auto *S = reinterpret_cast<hipStream_t>(&Buffer[1]);
  for (int Device : {0, 1, 7}) {
    LastMemory = {};
    EXPECT_EQ(hipify::cudaMemPrefetchAsync_v2(
                  Buffer, sizeof Buffer, at(hipMemLocationTypeDevice, Device),
                  0, S),
              hipSuccess);
    EXPECT_EQ(LastMemory.Api, MemoryCall::Prefetch);
    EXPECT_EQ(LastMemory.Ptr, Buffer);
    EXPECT_EQ(LastMemory.Count, sizeof Buffer);
    EXPECT_EQ(LastMemory.Device, Device);
    EXPECT_EQ(LastMemory.Stream, S);
  }
  LastMemory = {};
  EXPECT_EQ(hipify::cudaMemPrefetchAsync_v2(
                Buffer, 8, at(hipMemLocationTypeDevice, 2), 0),
            hipSuccess);
  EXPECT_EQ(LastMemory.Stream, nullptr); // the default stream
}

TEST(MemoryHelper, PrefetchRefusesFlagsAndAnInvalidLocationAndCallsNothing) {
  const struct {
    hipMemLocation Where;
    unsigned Flags;
    hipError_t Want;
  } Cases[] = {
      {at(hipMemLocationTypeDevice, 0), 1, hipErrorInvalidValue},
      {at(hipMemLocationTypeDevice, 1), 0x80000000u, hipErrorInvalidValue},
      {at(hipMemLocationTypeInvalid, 0), 0, hipErrorInvalidValue},
  };
  for (const auto &C : Cases) {
    LastMemory = {};
    EXPECT_EQ(hipify::cudaMemPrefetchAsync_v2(Buffer, 8, C.Where, C.Flags),
              C.Want);
    EXPECT_EQ(LastMemory.Api, MemoryCall::None);
  }
}

TEST(MemoryHelper, AdvisesForTheDeviceItNames) {
  for (hipMemoryAdvise A :
       {hipMemAdviseSetPreferredLocation, hipMemAdviseUnsetPreferredLocation,
        hipMemAdviseSetAccessedBy, hipMemAdviseUnsetAccessedBy}) {
    LastMemory = {};
    EXPECT_EQ(hipify::cudaMemAdvise_v2(Buffer, 4, A,
                                       at(hipMemLocationTypeDevice, 2)),
              hipSuccess);
    EXPECT_EQ(LastMemory.Api, MemoryCall::Advise);
    EXPECT_EQ(LastMemory.Advice, A);
    EXPECT_EQ(LastMemory.Device, 2);
    LastMemory = {};
    EXPECT_EQ(hipify::cudaMemAdvise_v2(Buffer, 4, A,
                                       at(hipMemLocationTypeInvalid, 0)),
              hipErrorInvalidValue);
    EXPECT_EQ(LastMemory.Api, MemoryCall::None);
  }
}

TEST(MemoryHelper, ReadMostlyAdviceTakesAnyLocation) {
  for (hipMemoryAdvise A :
       {hipMemAdviseSetReadMostly, hipMemAdviseUnsetReadMostly})
    for (hipMemLocation L :
         {at(hipMemLocationTypeInvalid, 0), at(hipMemLocationTypeDevice, 3)}) {
      LastMemory = {};
      EXPECT_EQ(hipify::cudaMemAdvise_v2(Buffer, 4, A, L), hipSuccess);
      EXPECT_EQ(LastMemory.Api, MemoryCall::Advise);
      EXPECT_EQ(LastMemory.Advice, A);
    }
}

TEST(MemoryHelper, ReturnsHipsError) {
  Result = hipErrorInvalidValue;
  EXPECT_EQ(hipify::cudaMemPrefetchAsync_v2(
                Buffer, 8, at(hipMemLocationTypeDevice, 0), 0),
            hipErrorInvalidValue);
  Result = hipSuccess;
}

} // namespace
