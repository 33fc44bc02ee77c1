// --o-dir DIR writes the output there under the source's own name and
// leaves the source alone.
// RUN: rm -rf %t && mkdir -p %t/out
// RUN: cp %s %t/src.cu
// RUN: %hipify --o-dir %t/out %t/src.cu
// RUN: FileCheck --match-full-lines %s < %t/out/src.cu
// RUN: diff %s %t/src.cu
// RUN: not ls %t/src.cu.hip

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
