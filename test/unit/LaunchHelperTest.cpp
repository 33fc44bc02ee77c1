//===- LaunchHelperTest.cpp - the launch helper against CUDA's rules ------===//
//
// helpers/hipify_launch.h under a test double of HIP (unit/runtime-double),
// built once per HIP shape (HIPIFY_TEST_HIP: 5.2, 6.2, 7.1). The expectations
// are CUDA's documented behaviour (Runtime API, cudaLaunchKernelEx and
// cudaLaunchAttributeID; Programming Guide, programmatic dependent launch):
// the kernel runs with the config's grid, block, shared memory and stream and
// its arguments converted to its parameter types; a programmatic stream
// serialization or ignored entry changes nothing a program can observe but
// timing, so HIP's launch without it is CUDA's; a cooperative attribute makes
// a cooperative launch.
//
//===----------------------------------------------------------------------===//

#include "hipify_launch.h"

#include <gtest/gtest.h>

#include <cstddef>

namespace {

void kernel(float, long long, const int *) {}
void empty() {}

const void *address(void (*K)(float, long long, const int *)) {
  return reinterpret_cast<const void *>(K);
}

constexpr bool Extensible = HIPIFY_TEST_HIP >= 70;

struct LaunchHelper : ::testing::Test {
  void SetUp() override {
    Last = Launch();
    Read = nullptr;
    Result = hipSuccess;
    Config.gridDim = {7, 2, 1};
    Config.blockDim = {64, 1, 1};
    Config.dynamicSmemBytes = 1024;
    Config.stream = reinterpret_cast<hipStream_t>(0x1000);
  }

  hipify::cudaLaunchAttribute attribute(hipify::cudaLaunchAttributeID Id, int Value) {
    hipify::cudaLaunchAttribute A = {};
    A.id = Id;
    A.val.cooperative = Value; // the first int of the value, whichever member
    return A;
  }

  hipError_t launch(std::vector<hipify::cudaLaunchAttribute> Attributes) {
    Held = std::move(Attributes);
    Config.attrs = Held.empty() ? nullptr : Held.data();
    Config.numAttrs = static_cast<unsigned>(Held.size());
    return hipify::cudaLaunchKernelEx(&Config, kernel, 1, 2, nullptr);
  }

  void expectConfig() const {
    EXPECT_EQ(Last.Func, address(kernel));
    EXPECT_EQ(Last.Grid.x, 7u);
    EXPECT_EQ(Last.Grid.y, 2u);
    EXPECT_EQ(Last.Block.x, 64u);
    EXPECT_EQ(Last.Shared, 1024u);
    EXPECT_EQ(Last.Stream, Config.stream);
  }

  hipify::cudaLaunchConfig_t Config = {};
  std::vector<hipify::cudaLaunchAttribute> Held;
};

// CUDA's layout (driver_types.h): an 8-byte id slot, then a 64-byte value.
TEST(LaunchHelperLayout, IsCudas) {
  EXPECT_EQ(sizeof(hipify::cudaLaunchAttributeValue), 64u);
  EXPECT_EQ(offsetof(hipify::cudaLaunchAttribute, val), 8u);
  EXPECT_EQ(hipify::cudaLaunchAttributeIgnore, 0);
  EXPECT_EQ(hipify::cudaLaunchAttributeAccessPolicyWindow, 1);
  EXPECT_EQ(hipify::cudaLaunchAttributeCooperative, 2);
  EXPECT_EQ(hipify::cudaLaunchAttributeProgrammaticStreamSerialization, 6);
  EXPECT_EQ(hipify::cudaLaunchAttributePriority, 8);
}

TEST_F(LaunchHelper, ConvertsTheArgumentsAndKeepsTheConfig) {
  static int Target;
  static float F;
  static long long L;
  static const int *P;
  Read = [](void **Args) {
    F = *static_cast<float *>(Args[0]);
    L = *static_cast<long long *>(Args[1]);
    P = *static_cast<const int **>(Args[2]);
  };
  Held = {};
  Config.attrs = nullptr;
  Config.numAttrs = 0;
  ASSERT_EQ(hipify::cudaLaunchKernelEx(&Config, kernel, 3, static_cast<char>(5), &Target),
            hipSuccess);
  EXPECT_EQ(Last.Api, Extensible ? Launch::Extensible : Launch::Plain);
  expectConfig();
  EXPECT_EQ(F, 3.0f);
  EXPECT_EQ(L, 5);
  EXPECT_EQ(P, &Target);
  EXPECT_TRUE(Last.Attributes.empty());
}

TEST_F(LaunchHelper, LaunchesAKernelWithoutParameters) {
  Config.numAttrs = 0;
  ASSERT_EQ(hipify::cudaLaunchKernelEx(&Config, empty), hipSuccess);
  EXPECT_EQ(Last.Func, reinterpret_cast<const void *>(empty));
}

TEST_F(LaunchHelper, DropsProgrammaticStreamSerializationAndIgnoredEntries) {
  for (int Allowed : {0, 1}) {
    ASSERT_EQ(launch({attribute(hipify::cudaLaunchAttributeProgrammaticStreamSerialization,
                                Allowed),
                      attribute(hipify::cudaLaunchAttributeIgnore, 9)}),
              hipSuccess);
    EXPECT_EQ(Last.Api, Extensible ? Launch::Extensible : Launch::Plain);
    expectConfig();
    EXPECT_TRUE(Last.Attributes.empty());
  }
}

TEST_F(LaunchHelper, CooperativeIsACooperativeLaunch) {
  ASSERT_EQ(launch({attribute(hipify::cudaLaunchAttributeProgrammaticStreamSerialization, 1),
                    attribute(hipify::cudaLaunchAttributeCooperative, 1)}),
            hipSuccess);
  expectConfig();
  if (Extensible) {
    EXPECT_EQ(Last.Api, Launch::Extensible);
    EXPECT_EQ(Last.Attributes, (std::vector<std::pair<int, int>>{{2, 1}}));
  } else {
    EXPECT_EQ(Last.Api, Launch::Cooperative);
  }
  // Zero says not cooperative.
  ASSERT_EQ(launch({attribute(hipify::cudaLaunchAttributeCooperative, 0)}), hipSuccess);
  if (Extensible)
    EXPECT_EQ(Last.Attributes, (std::vector<std::pair<int, int>>{{2, 0}}));
  else
    EXPECT_EQ(Last.Api, Launch::Plain);
}

TEST_F(LaunchHelper, PriorityIsHipsFromSevenAndAHintBefore) {
  ASSERT_EQ(launch({attribute(hipify::cudaLaunchAttributePriority, -1)}), hipSuccess);
  if (Extensible) {
    EXPECT_EQ(Last.Api, Launch::Extensible);
    EXPECT_EQ(Last.Attributes, (std::vector<std::pair<int, int>>{{8, -1}}));
  } else {
    EXPECT_EQ(Last.Api, Launch::Plain);
  }
}

TEST_F(LaunchHelper, AnotherAttributeIsHipsFromSevenAndUnsupportedBefore) {
  // 4 is CUDA's cudaLaunchAttributeClusterDimension, which no HIP has.
  auto Cluster = static_cast<hipify::cudaLaunchAttributeID>(4);
  hipError_t E = launch({attribute(Cluster, 2)});
  if (Extensible) {
    EXPECT_EQ(E, hipSuccess); // HIP's to refuse
    EXPECT_EQ(Last.Attributes, (std::vector<std::pair<int, int>>{{4, 2}}));
  } else {
    EXPECT_EQ(E, hipErrorNotSupported);
    EXPECT_EQ(Last.Api, Launch::None);
  }
}

TEST_F(LaunchHelper, LeavesTheConfigAsItWas) {
  launch({attribute(hipify::cudaLaunchAttributeProgrammaticStreamSerialization, 1),
          attribute(hipify::cudaLaunchAttributePriority, 3)});
  ASSERT_EQ(Config.numAttrs, 2u);
  EXPECT_EQ(Config.attrs, Held.data());
  EXPECT_EQ(Held[0].id, hipify::cudaLaunchAttributeProgrammaticStreamSerialization);
  EXPECT_EQ(Held[0].val.programmaticStreamSerializationAllowed, 1);
  EXPECT_EQ(Held[1].id, hipify::cudaLaunchAttributePriority);
  EXPECT_EQ(Held[1].val.priority, 3);
}

TEST_F(LaunchHelper, ReturnsHipsError) {
  Result = hipErrorInvalidValue;
  EXPECT_EQ(launch({}), hipErrorInvalidValue);
}

TEST_F(LaunchHelper, RefusesAMissingConfigOrAttributeList) {
  EXPECT_EQ(hipify::cudaLaunchKernelEx(static_cast<const hipify::cudaLaunchConfig_t *>(nullptr),
                                       kernel, 1, 2, nullptr),
            hipErrorInvalidValue);
  Config.attrs = nullptr;
  Config.numAttrs = 1;
  EXPECT_EQ(hipify::cudaLaunchKernelEx(&Config, kernel, 1, 2, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(Last.Api, Launch::None);
}

} // namespace
