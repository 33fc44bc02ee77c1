// The output file can be given as -o=FILE as well as -o FILE.
// RUN: rm -f %t.a %t.b
// RUN: %hipify -o=%t.a %s
// RUN: %hipify -o %t.b %s
// RUN: FileCheck --match-full-lines %s < %t.a
// RUN: diff %t.a %t.b

void f(float *p) { cudaFree(p); }
// CHECK: void f(float *p) { hipFree(p); }
