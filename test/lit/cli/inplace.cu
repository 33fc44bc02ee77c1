// --inplace rewrites the source and keeps the original as FILE.prehip.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/src.cu
// RUN: %hipify --inplace %t/src.cu
// RUN: FileCheck --match-full-lines %s < %t/src.cu
// RUN: diff %s %t/src.cu.prehip
// RUN: not ls %t/src.cu.hip

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
