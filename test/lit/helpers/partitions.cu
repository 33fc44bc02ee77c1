// labeled_partition is in no HIP: the cg helper stands in for it, and the
// file includes its header. binary_partition is HIP's from 6.3 (declared
// where HIP_ENABLE_WARP_SYNC_BUILTINS is defined, before 7.0): before, the
// helper stands in for it; from 6.3 HIP's is used.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 %s -o %t/62/p.hip
// RUN: FileCheck --match-full-lines %s --input-file=%t/62/p.hip
// RUN: %hipify --hip-version 6.2 -v %s -o %t/62b/p.hip 2>&1 | FileCheck --check-prefix=DIAG62 %s
// DIAG62: partitions.cu:{{.*}}: note: 'cooperative_groups::binary_partition' is not in HIP 6.2; the helper 'cooperative_groups::binary_partition' of hipify_cg.h stands in for it exactly [hipify-helper]
// RUN: %hipify --hip-version 6.3 -v %s -o %t/63/p.hip 2>%t/63.err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,HIP63 %s --input-file=%t/63/p.hip
// RUN: FileCheck --check-prefix=DIAG63 %s --input-file=%t/63.err

// HIP63: #define HIP_ENABLE_WARP_SYNC_BUILTINS
#include <cooperative_groups.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_cg.h"
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *q) {
  auto t = cg::tiled_partition<32>(cg::this_thread_block());
  auto l = cg::labeled_partition(t, q[threadIdx.x]);
  // CHECK: auto l = cg::labeled_partition(t, q[threadIdx.x]);
  // DIAG63: partitions.cu:[[@LINE-2]]:16: note: 'cooperative_groups::labeled_partition' is not in HIP 6.3; the helper 'cooperative_groups::labeled_partition' of hipify_cg.h stands in for it exactly [hipify-helper]
  // DIAG63-NOT: binary_partition{{.*}}hipify-helper
  auto b = cg::binary_partition(t, q[threadIdx.x] > 0);
  // CHECK: auto b = cg::binary_partition(t, q[threadIdx.x] > 0);
  q[0] = l.size() + b.size();
}
