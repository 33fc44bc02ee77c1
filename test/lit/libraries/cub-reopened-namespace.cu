// A file that reopens namespace cub (to add its own declarations, as projects
// do for traits) still gets CUB's own names renamed: the cub:: qualifier of
// cub::DeviceReduce and of a using-declaration refers to CUB's namespace.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cub/cub.cuh>

namespace cub {
struct ProjectTag {};
} // namespace cub

using cub::DeviceScan;
// CHECK: using hipcub::DeviceScan;

void sum(const int *in, int *out, int n) {
  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, in, out, n);
  // CHECK: hipcub::DeviceReduce::Sum(nullptr, bytes, in, out, n);
}
// DIAG-NOT: error
