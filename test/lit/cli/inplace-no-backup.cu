// --inplace --no-backup rewrites the source and keeps no backup.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/src.cu
// RUN: %hipify --inplace --no-backup %t/src.cu
// RUN: FileCheck --match-full-lines %s < %t/src.cu
// RUN: ls %t | FileCheck --check-prefix=FILES --match-full-lines %s

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
// FILES: src.cu
// FILES-NOT: {{.}}
