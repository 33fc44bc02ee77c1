// CUDA's map flags of graphics interoperability are usage hints no HIP up to
// 7.1 has: cudaGraphicsResourceSetMapFlags and the flags (runtime and driver)
// take the graphics helper's names at every target, and the translation
// writes hipify_graphics.h beside itself. The other graphics calls are HIP's.
// RUN: rm -rf %t && mkdir -p %t/in %t/52 %t/71
// RUN: cp %s %t/in/graphics.cu
// RUN: %hipify -v --hip-version 7.1 %s -o %t/71/graphics.hip 2>%t/71/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/71/graphics.hip
// RUN: FileCheck --check-prefix=DIAG -DHIP=7.1 %s -implicit-check-not=warning: -implicit-check-not=error: < %t/71/err
// RUN: %hipify -v --hip-version 5.2 %s -o %t/52/graphics.hip 2>%t/52/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/52/graphics.hip
// RUN: FileCheck --check-prefix=DIAG -DHIP=5.2 %s -implicit-check-not=warning: -implicit-check-not=error: < %t/52/err
// RUN: grep -q 'namespace hipify' %t/71/hipify_graphics.h
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify --hip-version 7.1 %t/71/graphics.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/71/graphics.hip %t/again.hip
// The translation compiles against HIP 5.2 with the helper beside it, and so
// does the source in compat mode.
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/graphics.cu -o %t/out/graphics.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip-headers %{ %hipify-bare compat --builtin-cuda --rocm-path %hip-root --in-root %t/in --out %t/compat --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <cuda.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_graphics.h"

cudaError_t hint(cudaGraphicsResource_t res, bool read) {
  cudaError_t e = cudaGraphicsMapResources(1, &res, 0);
  // CHECK: hipError_t e = hipGraphicsMapResources(1, &res, 0);
  if (e != cudaSuccess || (e = cudaGraphicsUnmapResources(1, &res, 0)))
    return e;
  unsigned flags = read ? cudaGraphicsMapFlagsReadOnly : cudaGraphicsMapFlagsWriteDiscard;
  // CHECK: unsigned flags = read ? hipify::cudaGraphicsMapFlagsReadOnly : hipify::cudaGraphicsMapFlagsWriteDiscard;
  // DIAG: graphics.cu:[[@LINE-2]]:27: note: 'cudaGraphicsMapFlagsReadOnly' is not in HIP [[HIP]]; the helper 'hipify::cudaGraphicsMapFlagsReadOnly' of hipify_graphics.h stands in for it exactly [hipify-helper]
  // DIAG: graphics.cu:[[@LINE-3]]:58: note: 'cudaGraphicsMapFlagsWriteDiscard' {{.*}} [hipify-helper]
  if (flags == cudaGraphicsMapFlagsNone)
    return cudaErrorInvalidValue;
  // CHECK: if (flags == hipify::cudaGraphicsMapFlagsNone)
  // DIAG: graphics.cu:[[@LINE-3]]:16: note: 'cudaGraphicsMapFlagsNone' {{.*}} [hipify-helper]
  return cudaGraphicsResourceSetMapFlags(res, flags);
  // CHECK: return hipify::cudaGraphicsResourceSetMapFlags(res, flags);
  // DIAG: graphics.cu:[[@LINE-2]]:10: note: 'cudaGraphicsResourceSetMapFlags' is not in HIP [[HIP]]; the helper 'hipify::cudaGraphicsResourceSetMapFlags' of hipify_graphics.h stands in for it exactly [hipify-helper]
}

CUresult hintDriver(CUgraphicsResource res) {
  return cuGraphicsResourceSetMapFlags(res, CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD);
  // CHECK: return hipify::cuGraphicsResourceSetMapFlags(res, hipify::CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD);
  // DIAG: graphics.cu:[[@LINE-2]]:10: note: 'cuGraphicsResourceSetMapFlags' {{.*}} [hipify-helper]
  // DIAG: graphics.cu:[[@LINE-3]]:45: note: 'CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD' {{.*}} [hipify-helper]
}
