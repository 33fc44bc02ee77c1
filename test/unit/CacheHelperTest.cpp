//===- CacheHelperTest.cpp - helpers/hipify_cache.h on the host ----------===//
//
// The cache-hint loads and stores, compiled as plain C++ under the fake
// <hip/hip_runtime.h> of unit/host-only, against what NVIDIA's Programming
// Guide says they do: a load returns the value at the address, a store
// writes the value (converted to the pointee's type, as CUDA's parameter
// converts it) there and nowhere else; the hint changes where the value may
// be cached, never the value. Each of the ten, on the kinds of type CUDA
// overloads them for: integers and floating point of each width, a 16-bit
// struct (__half's shape), 8- and 16-byte vectors, a 3-byte struct (the
// byte-wise volatile path), at every offset of a buffer, with random bits.
//
//===----------------------------------------------------------------------===//

#include "hipify_cache.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

namespace {

struct Half {
  uint16_t Bits;
};
struct alignas(16) Int4 {
  int X, Y, Z, W;
};
struct alignas(8) Float2 {
  float X, Y;
};
struct Three {
  unsigned char B[3];
};

std::mt19937_64 Random(53);

template <typename T> T randomValue() {
  T V;
  unsigned char Bytes[sizeof(T)];
  for (unsigned char &B : Bytes)
    B = static_cast<unsigned char>(Random());
  std::memcpy(&V, Bytes, sizeof V);
  return V;
}

template <typename T> bool sameBits(const T &A, const T &B) {
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}

using namespace hipify;

/// Every load of a T at each of 8 slots of a buffer returns that slot's
/// bits; every store writes its slot's bits and leaves the others.
template <typename T> void checkType() {
  using Load = T (*)(const T *);
  using Store = void (*)(T *, T);
  const Load Loads[] = {__ldcg<T>, __ldca<T>, __ldlu<T>, __ldcs<T>, __ldcv<T>};
  const Store Stores[] = {__stwb<T>, __stcg<T>, __stcs<T>, __stwt<T>};
  T Buffer[8];
  for (int Round = 0; Round < 100; ++Round) {
    for (T &V : Buffer)
      V = randomValue<T>();
    for (unsigned Slot = 0; Slot < 8; ++Slot) {
      for (Load L : Loads)
        EXPECT_TRUE(sameBits(L(&Buffer[Slot]), Buffer[Slot]));
      for (Store S : Stores) {
        T Before[8];
        std::memcpy(Before, Buffer, sizeof Buffer);
        T V = randomValue<T>();
        S(&Buffer[Slot], V);
        for (unsigned Other = 0; Other < 8; ++Other)
          EXPECT_TRUE(sameBits(Buffer[Other], Other == Slot ? V : Before[Other]))
              << "slot " << Slot << ", other " << Other;
      }
    }
  }
}

TEST(CacheHelper, LoadsAndStoresAreExactOnEveryKindOfType) {
  checkType<signed char>();
  checkType<unsigned short>();
  checkType<int>();
  checkType<unsigned long long>();
  checkType<float>();
  checkType<double>();
  checkType<Half>();
  checkType<Float2>();
  checkType<Int4>();
  checkType<Three>();
}

TEST(CacheHelper, StoresConvertTheValueAsCudasParameter) {
  float F = 0;
  __stcs(&F, 2.5);   // a double, converted
  EXPECT_EQ(F, 2.5f);
  __stwt(&F, 7);     // an int
  EXPECT_EQ(F, 7.0f);
  int I = 0;
  __stcg(&I, 3.75f); // truncated, as a float to int parameter
  EXPECT_EQ(I, 3);
  static_assert(std::is_same<decltype(__ldcs(&F)), float>::value, "T");
  static_assert(std::is_same<decltype(__ldcv(&I)), int>::value, "T");
}

TEST(CacheHelper, LoadsThroughAPointerToConstOrNot) {
  Int4 V = {1, -2, 3, -4};
  const Int4 *C = &V;
  Int4 Got = __ldcs(C);
  EXPECT_EQ(Got.Y, -2);
  Got = __ldcv(&V);
  EXPECT_EQ(Got.W, -4);
}

} // namespace
