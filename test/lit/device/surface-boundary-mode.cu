// HIP's surface functions take no boundary mode (since 5.3; 5.2 took one and
// ignored it): the argument is dropped, with what the enumerator in it would
// have become, and a warning says what is not done. A call without it is
// renamed alone.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}

#include <cuda_runtime.h>

__global__ void k(cudaSurfaceObject_t s, float v) {
  surf2Dwrite(v, s, 4 * threadIdx.x, 0, cudaBoundaryModeTrap);
  // CHECK: surf2Dwrite(v, s, 4 * threadIdx.x, 0);
  // DIAG: surface-boundary-mode.cu:[[@LINE-2]]:41: warning: argument 5 of 'surf2Dwrite' dropped: HIP takes no boundary mode{{.*}} [hipify-argument-dropped]
  surf2Dwrite(v, s, 4 * threadIdx.x, 1);
  // CHECK: surf2Dwrite(v, s, 4 * threadIdx.x, 1);
}
