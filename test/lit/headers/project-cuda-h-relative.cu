// A project header reached by a relative path ending in cuda.h keeps its
// name.
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: not grep '^#include <hip' %t.out
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include "Inputs/cuda.h"
// CHECK: #include "Inputs/cuda.h"

int f() { return project_helper(2); }
// DIAG-NOT: error
