// A kernel named through its namespace keeps the qualifier; a qualified
// template-id also goes through HIP_KERNEL_NAME().
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

namespace ops {
__global__ void zero(int *x) {}
namespace detail {
template <int N> __global__ void unroll(int *x) {}
} // namespace detail
} // namespace ops

void run(int *x) {
  ops::zero<<<1, 1>>>(x);
  // CHECK: hipLaunchKernelGGL(ops::zero, dim3(1), dim3(1), 0, 0, x);
  ops::detail::unroll<4><<<2, 2>>>(x);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(ops::detail::unroll<4>), dim3(2), dim3(2), 0, 0, x);
}
// DIAG-NOT: error
