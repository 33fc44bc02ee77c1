// In an inactive branch, where the parser cannot resolve includes, an
// angle-bracket include of a CUDA header is renamed and a quoted one is
// left alone (it may be the project's own).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

#if 0
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>
#include "cuda.h"
// CHECK: #include "cuda.h"
#endif
// DIAG-NOT: error
