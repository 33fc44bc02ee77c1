// A header HIP does without (drop: true) is removed with its whole line; the
// lines around it are kept.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <stdio.h>
// CHECK:      #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <stdio.h>

__global__ void k(int *x) { x[threadIdx.x] = 0; }
// DIAG-NOT: error
