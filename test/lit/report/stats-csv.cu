// --print-stats-csv with --o-stats writes CSV statistics to that file: a
// header, one row per file and a TOTAL row. With -o - and no --o-stats the
// CSV goes to stderr, not into the translated source on stdout.
// RUN: rm -f %t.csv
// RUN: %hipify --print-stats-csv --o-stats %t.csv %s -o %t.hip
// RUN: FileCheck %s < %t.csv
// RUN: %hipify --print-stats-csv %s -o - 2>%t.err | FileCheck --check-prefix=STDOUT %s
// RUN: FileCheck %s < %t.err
// STDOUT: #include <hip/hip_runtime.h>
// STDOUT-NOT: {{^}}file,status

#include <cuda_runtime.h>

__global__ void k(float *x) {}

void f(float *x) {
  cudaFree(x);
  k<<<1, 1>>>(x);
  cudaCtxResetPersistingL2Cache();
}
// CHECK: file,status,replaced,unsupported,unsupported_calls,kernel_launches,parse_errors,warnings,lines,changed_lines,bytes,seconds
// CHECK-NEXT: {{.*}}stats-csv.cu,translated,3,1,1,1,0,1,{{[0-9]+}},3,{{[0-9]+}},{{[0-9.]+}}
// CHECK-NEXT: TOTAL,,3,1,1,1,0,1,{{[0-9]+}},3,{{[0-9]+}},{{[0-9.]+}}
