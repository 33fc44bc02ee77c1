// --print-stats prints a per-file line and a summary; with -o - it goes to
// stderr, so that stdout holds only the translated source.
// RUN: %hipify --print-stats %s -o - 2>%t.err | FileCheck --check-prefix=OUT --match-full-lines %s
// RUN: FileCheck %s < %t.err
// RUN: %hipify --print-stats %s -o %t.hip | FileCheck %s

#include <cuda_runtime.h>

__global__ void k(float *x) {}

void f(float *x) {
  cudaMalloc((void **)&x, 4);
  k<<<1, 1>>>(x);
  cudaCtxResetPersistingL2Cache();
}
// OUT: #include <hip/hip_runtime.h>
// OUT-NOT: {{^}}Total number
// CHECK: [hipify-cxx] translated '{{.*}}print-stats.cu' -> '{{.*}}': 3 replaced, 1 unsupported, 1 kernel launches, 0 guards, 3 of {{[0-9]+}} lines changed, 0 parse errors, {{.*}} s
// CHECK: [hipify-cxx] total: 1 files (1 translated, 0 unchanged, 0 copied, 0 failed, 0 skipped)
// CHECK: CONVERTED refs count: 3
// CHECK: UNCONVERTED refs count: 1
// CHECK: CHANGED lines of code: 3 of {{[0-9]+}}
// CHECK: Total number of unsupported CUDA function calls: 1
// CHECK-NEXT: Total number of replaced kernel launches: 1
