// A header HIP does without, or a second include of one HIP header, with a
// comment on its line: the directive goes, the comment stays.
// RUN: %hipify %s -o - | FileCheck --match-full-lines %s
#include <cuda_runtime.h>
#include <cuda.h> // driver API
#include <device_launch_parameters.h>  // for threadIdx
__global__ void k(int *p) { p[threadIdx.x] = 0; }

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}} // driver API
// CHECK-NEXT: {{^}}  // for threadIdx
// CHECK-NEXT: __global__ void k(int *p) { p[threadIdx.x] = 0; }
