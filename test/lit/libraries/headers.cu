// The main header of each library becomes its HIP library's header, and with
// --roc the roc* library's header where there is one (cuDNN's header is
// checked in cudnn-miopen-header.cu).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>
// ROC: #include <rocblas/rocblas.h>
#include <cublasLt.h>
// CHECK: #include <hipblaslt/hipblaslt.h>
// ROC: #include <hipblaslt/hipblaslt.h>
#include <curand.h>
// CHECK: #include <hiprand/hiprand.h>
// ROC: #include <rocrand/rocrand.h>
#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
// ROC: #include <rocrand/rocrand_kernel.h>
#include <cufft.h>
// CHECK: #include <hipfft/hipfft.h>
// ROC: #include <hipfft/hipfft.h>
#include <cufftXt.h>
// CHECK: #include <hipfft/hipfftXt.h>
// ROC: #include <hipfft/hipfftXt.h>
#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>
// ROC: #include <rocsparse/rocsparse.h>
#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>
// ROC: #include <rocsolver/rocsolver.h>
#include <cub/cub.cuh>
// CHECK: #include <hipcub/hipcub.hpp>
// ROC: #include <hipcub/hipcub.hpp>
#include <cuComplex.h>
// CHECK: #include <hip/hip_complex.h>
// ROC: #include <hip/hip_complex.h>
#include <nvrtc.h>
// CHECK: #include <hip/hiprtc.h>
// ROC: #include <hip/hiprtc.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>
// ROC: #include <hip/hip_fp16.h>
#include <cooperative_groups.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// ROC: #include <hip/hip_cooperative_groups.h>
#include <library_types.h>
// CHECK: #include <hip/library_types.h>
// ROC: #include <hip/library_types.h>
// DIAG-NOT: error
