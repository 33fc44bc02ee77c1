// Library headers where each HIP version has them: ROCm 5.2 moved the
// libraries' headers under include/<library>/ (the top-level wrappers were
// deprecated, and ROCm 6.0 removed them), so the subdirectory form is written
// from HIP 5.2 on and the top-level one before. A header HIP added later
// (hip_bf16.h in 5.7: in ROCm/HIP since 5.6, its implementation in ROCm/clr since 5.7) is reported before that version, not renamed to a file
// the target does not have. hipRTC's header is hip/hiprtc.h in every version.
// RUN: %hipify --hip-version 6.2 %s -o - 2>/dev/null | FileCheck --check-prefix=NEW %s
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t.52.err | FileCheck --check-prefix=V52 %s
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.err
// RUN: %hipify --hip-version 5.1 %s -o - 2>/dev/null | FileCheck --check-prefix=OLD %s

#include <cublas_v2.h>
// NEW: #include <hipblas/hipblas.h>
// V52: #include <hipblas/hipblas.h>
// OLD: #include <hipblas.h>
#include <cusparse.h>
// NEW: #include <hipsparse/hipsparse.h>
// V52: #include <hipsparse/hipsparse.h>
// OLD: #include <hipsparse.h>
#include <cusolverDn.h>
// NEW: #include <hipsolver/hipsolver.h>
// OLD: #include <hipsolver.h>
#include <cuda_bf16.h>
// NEW: #include <hip/hip_bf16.h>
// V52: #include <cuda_bf16.h>
// DIAG52: warning: 'cuda_bf16.h' requires HIP 5.7 (<hip/hip_bf16.h>); target is 5.2; left unchanged [hipify-unsupported]
// OLD: #include <cuda_bf16.h>
#include <nvrtc.h>
// NEW: #include <hip/hiprtc.h>
// OLD: #include <hip/hiprtc.h>

void f(cublasHandle_t h) { cublasDestroy(h); }
