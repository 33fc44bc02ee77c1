//===- GraphicsHelperTest.cpp - helpers/hipify_graphics.h on the host ----===//
//
// The graphics helper under a test double of HIP's runtime
// (unit/runtime-double), against what NVIDIA's CUDA Runtime and Driver API
// documents for cudaGraphicsResourceSetMapFlags and
// cuGraphicsResourceSetMapFlags: the flags' values (None 0, ReadOnly 1,
// WriteDiscard 2), success for each of them on a registered resource,
// cudaErrorInvalidValue for any other flags, an invalid handle for a null
// resource.
//
//===----------------------------------------------------------------------===//

#include "hipify_graphics.h"

#include <gtest/gtest.h>

#include <climits>
#include <vector>

namespace {

// A resource the double never dereferences: any non-null handle.
hipGraphicsResource_t registered() {
  static char Storage;
  return reinterpret_cast<hipGraphicsResource_t>(&Storage);
}

using SetFlags = hipError_t (*)(hipGraphicsResource_t, unsigned);
const SetFlags Forms[] = {hipify::cudaGraphicsResourceSetMapFlags,
                          hipify::cuGraphicsResourceSetMapFlags,
                          hipify::cuGraphicsResourceSetMapFlags_v2};

TEST(GraphicsHelper, FlagsHaveCudasValues) {
  EXPECT_EQ(hipify::cudaGraphicsMapFlagsNone, 0);
  EXPECT_EQ(hipify::cudaGraphicsMapFlagsReadOnly, 1);
  EXPECT_EQ(hipify::cudaGraphicsMapFlagsWriteDiscard, 2);
  EXPECT_EQ(hipify::CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE, 0);
  EXPECT_EQ(hipify::CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY, 1);
  EXPECT_EQ(hipify::CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD, 2);
}

TEST(GraphicsHelper, EachDocumentedFlagSucceeds) {
  for (SetFlags Set : Forms)
    for (unsigned Flags : {0u, 1u, 2u})
      EXPECT_EQ(Set(registered(), Flags), hipSuccess) << Flags;
}

TEST(GraphicsHelper, OtherFlagsAreInvalidValues) {
  std::vector<unsigned> Other = {3u, 4u, 7u, 8u, 0x100u, 1u << 31, UINT_MAX};
  for (unsigned Flags = 3; Flags < 4096; ++Flags)
    Other.push_back(Flags);
  for (SetFlags Set : Forms)
    for (unsigned Flags : Other)
      EXPECT_EQ(Set(registered(), Flags), hipErrorInvalidValue) << Flags;
}

TEST(GraphicsHelper, NullResourceIsAnInvalidHandle) {
  for (SetFlags Set : Forms)
    for (unsigned Flags : {0u, 1u, 2u})
      EXPECT_EQ(Set(nullptr, Flags), hipErrorInvalidResourceHandle) << Flags;
}

} // namespace
