// Library and runtime sub-headers map to their HIP counterparts; a system
// header is left alone.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime_api.h>
// CHECK: #include <hip/hip_runtime_api.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>
#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cufft.h>
// CHECK: #include <hipfft/hipfft.h>
#include <stdlib.h>
// CHECK: #include <stdlib.h>
// DIAG-NOT: error
