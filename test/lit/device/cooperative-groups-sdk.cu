// cooperative-groups.cu against CUDA's own headers, where the groups are
// classes of their own (a tile's members are a base's methods) in a nested
// namespace: the same names are reported at the same places.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk --hip-version 5.2 %S/Inputs/cooperative-groups.cuh -o %t52.hip 2> %t52.err
// RUN: FileCheck --check-prefixes=ALL,HIP52 --implicit-check-not=warning: %s < %t52.err
// RUN: %hipify-sdk --hip-version 7.1 %S/Inputs/cooperative-groups.cuh -o %t71.hip 2> %t71.err
// RUN: FileCheck --check-prefixes=ALL --implicit-check-not=warning: %s < %t71.err

// HIP52: cooperative-groups.cuh:18:12: warning: 'cooperative_groups::meta_group_rank' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:18:43: warning: 'cooperative_groups::any' requires HIP 6.3; target is 5.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:19:14: warning: 'cooperative_groups::meta_group_size' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:19:44: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:28:12: warning: 'cooperative_groups::meta_group_rank' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:28:38: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:38:57: warning: 'cooperative_groups::meta_group_size' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// HIP52: cooperative-groups.cuh:39:36: warning: 'cooperative_groups::group_dim' requires HIP 5.7; target is 5.2; left unchanged [hipify-unsupported]
// ALL: cooperative-groups.cuh:41:43: warning: 'cooperative_groups::num_threads' has no HIP equivalent; left unchanged [hipify-unsupported]
