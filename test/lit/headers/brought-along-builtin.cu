// Without the SDK, the same as headers/brought-along.cu: the built-in
// declarations are not per header, so the record of each name a file uses
// says which CUDA header declares it (cuda-header, from the census). A file
// using __nv_bfloat16 after only cuBLAS's header includes HIP's twin, once;
// one that includes cuda_bf16.h itself, or uses only names two headers
// declare (__hadd's overloads), gets nothing more.
// RUN: rm -rf %t && mkdir -p %t/in
// RUN: cp %s %t/in/a.cu
// RUN: %hipify -v --hip-version 6.2 %t/in/a.cu -o %t/a.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/a.hip
// RUN: FileCheck --check-prefix=DIAG %s < %t/err
// DIAG: a.cu:[[@LINE+17]]:1: note: CUDA's headers the file includes bring the declaration of '__nv_bfloat16'; HIP's twins of them do not bring <hip/hip_bf16.h>: included [hipify-library-include]
// DIAG-NOT: hip_fp16
// RUN: %hipify --hip-version 6.2 %t/a.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/a.hip %t/again.hip
// RUN: printf '#include <cublas_v2.h>\n#include <cuda_bf16.h>\n__global__ void k(__nv_bfloat16 *p) { p[0] = p[1]; }\n' > %t/own.cu
// RUN: %hipify --hip-version 6.2 %t/own.cu -o - 2>/dev/null | FileCheck --check-prefix=OWN %s
// OWN-COUNT-1: #include <hip/hip_bf16.h>
// RUN: printf '#include <cublas_v2.h>\n__device__ void add(float *p) { p[0] = __low2float(__floats2half2_rn(p[1], p[2])); }\n' > %t/half.cu
// RUN: %hipify --hip-version 6.2 %t/half.cu -o - 2>/dev/null | FileCheck --check-prefix=HALF %s
// HALF: #include <hip/hip_fp16.h>
// A target whose HIP lacks the twin (hip_bf16.h is 5.7's) gets no include.
// RUN: printf '#include <cublas_v2.h>\n__global__ void k(__nv_bfloat16 *p) { p[0] = p[1]; }\n' > %t/old.cu
// RUN: %hipify --hip-version 5.2 %t/old.cu -o - 2>/dev/null | FileCheck --check-prefix=OLDHIP %s
// OLDHIP: #include <hip/hip_runtime.h>
// OLDHIP-NOT: hip_bf16.h
// RUN: %if hip62-headers %{ %hipify --hip-version 6.2 %t/in/a.cu -o %t/v62/a.hip --rocm-path %hip62-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors
#include <cublas_v2.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_bf16.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>

__global__ void scale(__nv_bfloat16 *p, float s) { p[0] = __float2bfloat16(__bfloat162float(p[0]) * s); }
// CHECK: __global__ void scale(__hip_bfloat16 *p, float s) { p[0] = __float2bfloat16(__bfloat162float(p[0]) * s); }
template <typename T> __device__ T twice(T x) { return __hadd(x, x); }
void destroy(cublasHandle_t h) { cublasDestroy(h); }
