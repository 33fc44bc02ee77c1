// HIP has no cooperative_groups/reduce.h (nor reduce, the scans and the
// function objects): the include names the helper header, which declares
// them in HIP's cooperative_groups namespace, so the code keeps its
// spelling, whatever alias it uses.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 -v %s -o %t/cg.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/cg.hip
// RUN: FileCheck --check-prefix=DIAG %s --input-file=%t/err
// RUN: test -f %t/hipify_cg.h

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include "hipify_cg.h"
// DIAG: cooperative-groups.cu:[[@LINE-3]]:10: note: HIP 6.2 has no <cooperative_groups/reduce.h>; the helper header hipify_cg.h stands in for it exactly [hipify-helper]
namespace cg = cooperative_groups;
__global__ void k(int *q) {
  auto t = cg::tiled_partition<32>(cg::this_thread_block());
  q[0] = cg::reduce(t, q[1], cg::plus<int>());
  // CHECK: q[0] = cg::reduce(t, q[1], cg::plus<int>());
  // DIAG: cooperative-groups.cu:[[@LINE-2]]:14: note: 'cooperative_groups::reduce' is not in HIP 6.2; the helper 'cooperative_groups::reduce' of hipify_cg.h stands in for it exactly [hipify-helper]
}
