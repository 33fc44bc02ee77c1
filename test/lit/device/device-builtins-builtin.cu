// With the built-in declarations, device code using CUDA's vector
// constructors and device-side printf/memset parses without errors: they are
// declared alike in CUDA and HIP, and left as they are.
// RUN: %hipify %s -o - -v 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=error: < %t.err

#include <cuda_runtime.h>
#include <cstdio>

__global__ void k(float *p) {
  float3 v = make_float3(1, 2, 3);
  // CHECK: float3 v = make_float3(1, 2, 3);
  printf("%f\n", v.x + make_uint2(1, 2).y);
  // CHECK: printf("%f\n", v.x + make_uint2(1, 2).y);
  memset(p, 0, 4);
  // CHECK: memset(p, 0, 4);
}
// DIAG-NOT: warning
