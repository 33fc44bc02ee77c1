// With the CUDA SDK, a file that reopens namespace cub still gets
// cub::DeviceReduce renamed to hipcub::DeviceReduce.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk %s -o - 2>%t.err | FileCheck --match-full-lines %s

#include <cub/cub.cuh>

namespace cub {
struct ProjectTag {};
} // namespace cub

void sum(const int *in, int *out, int n) {
  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, in, out, n);
  // CHECK: hipcub::DeviceReduce::Sum(nullptr, bytes, in, out, n);
}
