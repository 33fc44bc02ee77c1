// REQUIRES: cuda-sdk
// CUDA's cublas_api.h includes cuda_bf16.h and cuda_fp16.h; hipBLAS's header
// brings no hip_bf16.h. A file that uses __nv_bfloat16 after including only
// cuBLAS's header includes HIP's twin itself, once, with a note; a file
// that includes it, or does not use its names, gets nothing more. The parse
// with the SDK knows each declaration's header (without it, the records
// say: headers/brought-along-builtin.cu).
// RUN: rm -rf %t && mkdir -p %t/in
// RUN: cp %s %t/in/a.cu
// RUN: %hipify-sdk -v --hip-version 6.2 %t/in/a.cu -o %t/a.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/a.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// DIAG: a.cu:[[@LINE+8]]:1: note: CUDA's headers the file includes bring the declaration of '__nv_bfloat16'; HIP's twins of them do not bring <hip/hip_bf16.h>: included [hipify-library-include]
// RUN: %hipify-sdk --hip-version 6.2 %t/a.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/a.hip %t/again.hip
// RUN: printf '#include <cublas_v2.h>\n#include <cuda_bf16.h>\n__global__ void k(__nv_bfloat16 *p) { p[0] = p[1]; }\n' > %t/own.cu
// RUN: %hipify-sdk --hip-version 6.2 %t/own.cu -o - 2>/dev/null | FileCheck --check-prefix=OWN %s
// OWN-COUNT-1: #include <hip/hip_bf16.h>
// RUN: %if hip62-headers %{ %hipify-sdk --hip-version 6.2 %t/in/a.cu -o %t/v62/a.hip --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors
#include <cublas_v2.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_bf16.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>

__global__ void scale(__nv_bfloat16 *p, float s) { p[0] = __float2bfloat16(__bfloat162float(p[0]) * s); }
// CHECK: __global__ void scale(__hip_bfloat16 *p, float s) { p[0] = __float2bfloat16(__bfloat162float(p[0]) * s); }
void destroy(cublasHandle_t h) { cublasDestroy(h); }
