// A name whose HIP equivalent was removed at or before the target HIP is left
// unchanged and reported; before the removal it is renamed. The removal comes
// from a --mappings record (HIP_MEMSET_NODE_PARAMS removed in HIP 7.0.0).
// RUN: %hipify --mappings %S/Inputs/memset-node-removed.yaml --hip-version 7.0 %s -o - 2>%t.err | FileCheck --check-prefix=HIP70 --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG70 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --mappings %S/Inputs/memset-node-removed.yaml --hip-version 6.4 %s -o - 2>%t.err | FileCheck --check-prefix=HIP64 --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>

void memset_node(CUdeviceptr dst) {
  CUDA_MEMSET_NODE_PARAMS params;
  // HIP70: CUDA_MEMSET_NODE_PARAMS params;
  // HIP64: HIP_MEMSET_NODE_PARAMS params;
  // DIAG70: {{.*}}hip-removed-user-mapping.cu:[[@LINE-3]]:3: warning: 'HIP_MEMSET_NODE_PARAMS' was removed in HIP 7.0.0; target is 7.0; left unchanged [hipify-unsupported]
}
// DIAG70-NOT: error
// NODIAG-NOT: error
