// An undeclared name that has a mapping is renamed even when clang's typo
// correction resolves it to a similar declared name.
// RUN: %hipify --mappings %S/Inputs/wrapper-mapping.yaml %s -o - 2>%t.err | FileCheck --match-full-lines %s

int cudaCheckY(int);

void f() {
  cudaCheckX(1);
  // CHECK: hipCheckX(1);
}
