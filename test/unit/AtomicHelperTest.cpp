//===- AtomicHelperTest.cpp - atomicAdd on half and bfloat16 --------------===//
//
// helpers/hipify_atomic.h's bits on the host, against a reference written
// apart from the CUDA Math API's and the PTX ISA's rule for atomicAdd on
// __half and __nv_bfloat16 (atom.add.noftz: the sum rounded to nearest even,
// subnormals kept): each operand's value as a double, their exact sum, and
// the nearest code found by search over every code's value. The word
// splicing runs on a host compare-and-swap, from several threads too. The
// scoped atomics' orders and scopes against the mapping docs/helpers.md
// writes down, from CUDA's values (crt/device_functions.h) to C++'s orders
// and HIP's scopes.
//
//===----------------------------------------------------------------------===//

// TEST DOUBLE: clang's memory scopes of HIP (predefined in HIP mode), as
// clang defines them, for the scope mapping's test.
#define __HIP_MEMORY_SCOPE_SINGLETHREAD 1
#define __HIP_MEMORY_SCOPE_WAVEFRONT 2
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
#define __HIP_MEMORY_SCOPE_AGENT 4
#define __HIP_MEMORY_SCOPE_SYSTEM 5
#define HIPIFY_ATOMIC_BITS_ONLY
#include "hipify_atomic.h"

#include "Float16Reference.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <thread>
#include <vector>

namespace {

using namespace hipify::atomic_bits;
using namespace hipify::test;

void checkSums(const Format &F, unsigned short (*Add)(unsigned short, unsigned short)) {
  long Failures = 0;
  auto Check = [&](unsigned short A, unsigned short B) {
    unsigned short Got = Add(A, B), Want = F.sum(A, B);
    if (Got != Want && Failures++ < 10)
      ADD_FAILURE() << std::hex << A << " + " << B << ": " << Got << ", want " << Want;
  };
  // Every code against every edge, both ways round.
  for (unsigned int A = 0; A <= 0xffff; ++A)
    for (unsigned short B : edges(F)) {
      Check(static_cast<unsigned short>(A), B);
      Check(B, static_cast<unsigned short>(A));
    }
  std::mt19937 Random(41);
  for (int I = 0; I < 1000000; ++I)
    Check(static_cast<unsigned short>(Random()), static_cast<unsigned short>(Random()));
  // Near each other (where ties and cancellation are): 1,000,000 more.
  for (int I = 0; I < 1000000; ++I) {
    auto A = static_cast<unsigned short>(Random());
    Check(A, static_cast<unsigned short>((A ^ (Random() & 0x8000)) + (Random() % 64) - 32));
  }
  EXPECT_EQ(Failures, 0);
}

TEST(AtomicHelper, HalfSumIsCorrectlyRounded) { checkSums(Half, addHalf); }

TEST(AtomicHelper, Bfloat16SumIsCorrectlyRounded) { checkSums(Bf16, addBf16); }

TEST(AtomicHelper, ReferenceKnowsItsValues) {
  EXPECT_EQ(Half.value(0x3c00), 1.0);
  EXPECT_EQ(Half.value(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(Half.value(0x7bff), 65504.0);
  EXPECT_EQ(Bf16.value(0x3f80), 1.0);
  EXPECT_EQ(Bf16.value(0x0001), std::ldexp(1.0, -133));
  EXPECT_EQ(Half.sum(0x3c00, 0x3c00), 0x4000);     // 1 + 1 = 2
  EXPECT_EQ(Half.sum(0x7bff, 0x5000), 0x7c00);     // 65504 + 32: a tie, to infinity
  EXPECT_EQ(Half.sum(0x3c00, 0x1000), 0x3c00);     // 1 + 2^-11: a tie, to even 1
  EXPECT_EQ(Half.sum(0x3c01, 0x1000), 0x3c02);     // odd: up
}

unsigned int hostCas(unsigned int *Word, unsigned int Expected, unsigned int Desired) {
  __atomic_compare_exchange_n(Word, &Expected, Desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return Expected; // what it found
}

TEST(AtomicHelper, AddsIntoItsOwnHalfOfTheWord) {
  alignas(8) unsigned short Values[4] = {0x3c00, 0x4000, 0x4200, 0x4400}; // 1 2 3 4
  for (int I = 0; I < 4; ++I) {
    unsigned short Before[4];
    std::copy(Values, Values + 4, Before);
    EXPECT_EQ(addHalfWord(&Values[I], addHalf, 0x3c00, hostCas), Before[I]);
    for (int J = 0; J < 4; ++J)
      EXPECT_EQ(Values[J], J == I ? addHalf(Before[J], 0x3c00) : Before[J]) << I << ' ' << J;
  }
}

TEST(AtomicHelper, AddsBothHalvesOfAPair) {
  alignas(4) unsigned int Word = 0x40003c00; // (1, 2)
  unsigned short Low = 0x3c00, High = 0xbc00; // (+1, -1)
  EXPECT_EQ(addWord(&Word, addHalf, &Low, &High, hostCas), 0x40003c00u);
  EXPECT_EQ(Word, 0x3c004000u); // (2, 1)
}

TEST(AtomicHelper, ThreadsOnOneWordLoseNoAdd) {
  alignas(4) unsigned short Values[2] = {0, 0};
  constexpr int Adds = 1000; // integers to 2048 are exact halves
  std::vector<std::thread> Threads;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&, T] {
      for (int I = 0; I < Adds / 2; ++I)
        addHalfWord(&Values[T % 2], addHalf, 0x3c00, hostCas);
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(Half.value(Values[0]), Adds);
  EXPECT_EQ(Half.value(Values[1]), Adds);
}

TEST(AtomicHelper, ScopedAtomicsKeepTheOrderAndWidenNoScopeButTheCluster) {
  // CUDA 12.8's values, crt/device_functions.h.
  EXPECT_EQ(hipify::__NV_ATOMIC_RELAXED, 0);
  EXPECT_EQ(hipify::__NV_ATOMIC_SEQ_CST, 5);
  EXPECT_EQ(hipify::__NV_THREAD_SCOPE_THREAD, 0);
  EXPECT_EQ(hipify::__NV_THREAD_SCOPE_SYSTEM, 4);
  const int Orders[][2] = {{0, __ATOMIC_RELAXED}, {1, __ATOMIC_CONSUME}, {2, __ATOMIC_ACQUIRE},
                           {3, __ATOMIC_RELEASE}, {4, __ATOMIC_ACQ_REL}, {5, __ATOMIC_SEQ_CST}};
  for (auto [Cuda, Cpp] : Orders)
    EXPECT_EQ(hipOrder(Cuda), Cpp) << Cuda;
  // thread, block, cluster (none on AMD: the device's, which holds it),
  // device, system.
  const int Scopes[][2] = {{0, 1}, {1, 3}, {2, 4}, {3, 4}, {4, 5}};
  for (auto [Cuda, Hip] : Scopes)
    EXPECT_EQ(hipScope(Cuda), Hip) << Cuda;
}

} // namespace
