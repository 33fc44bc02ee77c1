// __trap is in no HIP: the helper stands in for it. __syncwarp is HIP's from
// 7.0; before, the helper stands in for it (a 64-bit mask, as HIP's), and
// from 7.0 it is HIP's own and no helper header is written for it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 6.2 %s -o %t/62/device.hip
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,HIP62 %s --input-file=%t/62/device.hip
// RUN: %hipify --hip-version 7.0 %s -o %t/70/device.hip
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,HIP70 %s --input-file=%t/70/device.hip
// RUN: ls %t/62 %t/70 | FileCheck --check-prefix=FILES %s
// FILES: 62:
// FILES-NEXT: device.hip
// FILES-NEXT: hipify_device.h
// FILES: 70:
// FILES-NEXT: device.hip
// FILES-NEXT: hipify_device.h

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_device.h"
__global__ void k(int *p) {
  p[threadIdx.x] = 1;
  __syncwarp();
  // HIP62: hipify::__syncwarp();
  // HIP70: __syncwarp();
  __syncwarp(0xffffffff);
  // HIP62: hipify::__syncwarp(0xffffffffffffffffull);
  // HIP70: __syncwarp(0xffffffffffffffffull);
  if (p[0] < 0)
    __trap();
  // CHECK: hipify::__trap();
  // Programmatic dependent launch: no HIP launch is one; both do nothing.
  cudaGridDependencySynchronize();
  // CHECK: hipify::cudaGridDependencySynchronize();
  cudaTriggerProgrammaticLaunchCompletion();
  // CHECK: hipify::cudaTriggerProgrammaticLaunchCompletion();
}
