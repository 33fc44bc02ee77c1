// Without -o, --o-dir or --inplace, FILE is written to FILE.hip and FILE is
// left alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/src.cu
// RUN: %hipify %t/src.cu
// RUN: FileCheck --match-full-lines %s < %t/src.cu.hip
// RUN: diff %s %t/src.cu

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
