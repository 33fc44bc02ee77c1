// CUB maps to hipCUB through its namespace: qualified cub:: names, a
// using-directive, a using-declaration and a namespace alias all become
// hipcub, and cub/cub.cuh becomes hipcub/hipcub.hpp.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cub/cub.cuh>
// CHECK: #include <hipcub/hipcub.hpp>

void sum(const int *in, int *out, int n, cudaStream_t stream) {
  // CHECK: void sum(const int *in, int *out, int n, hipStream_t stream) {
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
  // CHECK: hipcub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
}

namespace kernels {
using namespace cub;
// CHECK: using namespace hipcub;
using cub::BlockScan;
// CHECK: using hipcub::BlockScan;
__global__ void block_sum(int *d) {
  typedef cub::BlockReduce<int, 128> Reduce;
  // CHECK: typedef hipcub::BlockReduce<int, 128> Reduce;
  __shared__ typename Reduce::TempStorage storage;
  d[0] = Reduce(storage).Sum(d[threadIdx.x]);
}
} // namespace kernels

namespace c = cub;
// CHECK: namespace c = hipcub;
void scan(const int *in, int *out, int n) {
  size_t bytes = 0;
  c::DeviceScan::InclusiveSum(nullptr, bytes, in, out, n);
  // CHECK: c::DeviceScan::InclusiveSum(nullptr, bytes, in, out, n);
}
// DIAG-NOT: error
