// A project header reached by a relative path ending in cuda.h keeps its
// name. (The runtime header that every .cu file gets comes before it: it is
// the file's first include, not a rename of this one.)
// RUN: %hipify %s -o %t.out 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: grep -c '^#include <hip' %t.out | FileCheck --check-prefix=ONE %s
// ONE: {{^}}1{{$}}
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include "Inputs/cuda.h"
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "Inputs/cuda.h"

int f() { return project_helper(2); }
// DIAG-NOT: error
