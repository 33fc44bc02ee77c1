// CUDA's cooperative groups, which HIP spells alike: a name HIP lacks (a
// group's num_threads(), in every HIP through 7.1; cg::reduce and cg::plus,
// which the cg helper supplies: helpers/cooperative-groups.cu),
// or has from a later version than the target (meta_group_rank() and
// meta_group_size() from 5.7; any(), all(), ballot(), match_any(),
// match_all() and binary_partition() from 6.3, and only where the build
// defines HIP_ENABLE_WARP_SYNC_BUILTINS), is left as written and reported
// where it is written, as cooperative_groups::NAME; a name of another
// namespace (a project's reduce, std::plus) is not. From 6.3 a file that
// uses any() defines the macro before its includes. A member of a group
// whose type depends on a template parameter (thread_block_tile<N>) is
// looked up by its group's template (an alias template's too), and a call
// through `using cooperative_groups::reduce;` by the function it names.
// RUN: %hipify --hip-version 5.2 %S/Inputs/cooperative-groups.cuh -o %t52.hip 2> %t52.err
// RUN: FileCheck --check-prefixes=ALL,HIP52 --implicit-check-not=warning: %s < %t52.err
// RUN: %hipify --hip-version 6.2 %S/Inputs/cooperative-groups.cuh -o %t62.hip 2> %t62.err
// RUN: FileCheck --check-prefixes=ALL,HIP62 --implicit-check-not=warning: %s < %t62.err
// RUN: %hipify --hip-version 7.1 %S/Inputs/cooperative-groups.cuh -o %t71.hip 2> %t71.err
// RUN: FileCheck --check-prefixes=ALL --implicit-check-not=warning: %s < %t71.err
// RUN: FileCheck --check-prefix=OPTIN %s < %t71.hip
// RUN: FileCheck --check-prefix=NOOPTIN %s < %t62.hip
// RUN: FileCheck --check-prefix=BODY %s < %t52.hip
// RUN: FileCheck --check-prefix=BODY %s < %t71.hip

// HIP52: cooperative-groups.cuh:18:12: warning: 'cooperative_groups::meta_group_rank' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:18:43: warning: 'cooperative_groups::any' requires HIP 6.3; target is 5.2; left unchanged [hipify-unsupported]
// HIP62: cooperative-groups.cuh:18:43: warning: 'cooperative_groups::any' requires HIP 6.3; target is 6.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:19:14: warning: 'cooperative_groups::meta_group_size' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:19:44: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:28:12: warning: 'cooperative_groups::meta_group_rank' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:28:38: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:38:57: warning: 'cooperative_groups::meta_group_size' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:39:36: warning: 'cooperative_groups::group_dim' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:41:43: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]

// OPTIN: #ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
// OPTIN-NEXT: #define HIP_ENABLE_WARP_SYNC_BUILTINS
// OPTIN: #include <hip/hip_cooperative_groups.h>
// NOOPTIN-NOT: HIP_ENABLE_WARP_SYNC_BUILTINS

// BODY: int v = cg::reduce(tile, out[0], cg::plus<int>());
// BODY-NEXT: if (tile.meta_group_rank() == 0 && tile.any(v))
// BODY-NEXT: out[tile.meta_group_size()] = v + tile.num_threads() + tile.size();
// BODY-NEXT: out[1] = mine::reduce(tile.thread_rank()) + std::plus<int>()(1, 2);
