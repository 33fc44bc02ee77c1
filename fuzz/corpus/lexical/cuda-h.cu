// The driver API header <cuda.h> becomes <hip/hip_runtime.h>.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NOT: {{^}}#include <cuda.h>

CUresult init() { return cuInit(0); }
// CHECK: hipError_t init() { return hipInit(0); }
// DIAG-NOT: error
