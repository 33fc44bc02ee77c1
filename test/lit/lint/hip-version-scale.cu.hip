#include <hip/hip_runtime.h>
// hip-version-scale: a HIP or ROCm version compared with a number on CUDA's
// scale (11000 means CUDA 11.0, but HIP 0.0.11000), or CUDA_VERSION defined as
// HIP_VERSION. There is no safe automatic fix, so no "fix:" line.
// RUN: %hipify-bare lint %s > %t.out 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --strict-whitespace -implicit-check-not=warning: -implicit-check-not=fix: < %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err

#define CUDA_VERSION HIP_VERSION
// CHECK: hip-version-scale.cu:[[@LINE-1]]:9: warning: 'CUDA_VERSION' is defined as 'HIP_VERSION', but HIP_VERSION is major * 10000000 + minor * 100000 + patch, not a CUDA version: comparisons with CUDA versions will be wrong [hipify-cxx-hip-version-scale]
// CHECK-NEXT: [[@LINE-2]] | #define CUDA_VERSION HIP_VERSION{{$}}
// CHECK-NEXT: {{^      }}|         ^{{$}}

#if HIP_VERSION >= 11000
// CHECK: hip-version-scale.cu:[[@LINE-1]]:5: warning: 'HIP_VERSION' is compared with 11000, a CUDA-style version, but HIP_VERSION is major * 10000000 + minor * 100000 + patch [hipify-cxx-hip-version-scale]
// CHECK-NEXT: [[@LINE-2]] | #if HIP_VERSION >= 11000{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
#endif

#if TORCH_HIP_VERSION >= 1100
// CHECK: hip-version-scale.cu:[[@LINE-1]]:5: warning: 'TORCH_HIP_VERSION' is compared with 1100, a CUDA-style version, but TORCH_HIP_VERSION is major * 100 + minor [hipify-cxx-hip-version-scale]
// CHECK-NEXT: [[@LINE-2]] | #if TORCH_HIP_VERSION >= 1100{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
#endif

#if ROCM_VERSION >= 11000
// CHECK: hip-version-scale.cu:[[@LINE-1]]:5: warning: 'ROCM_VERSION' is compared with 11000, a CUDA-style version, but ROCM_VERSION is major * 10000 + minor * 100 + patch [hipify-cxx-hip-version-scale]
// CHECK-NEXT: [[@LINE-2]] | #if ROCM_VERSION >= 11000{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
#endif

// The number may come first; the caret is on the macro.
#if defined(USE_ROCM) && 11000 <= HIP_VERSION
// CHECK: hip-version-scale.cu:[[@LINE-1]]:35: warning: 'HIP_VERSION' is compared with 11000, a CUDA-style version
// CHECK-NEXT: [[@LINE-2]] | #if defined(USE_ROCM) && 11000 <= HIP_VERSION{{$}}
// CHECK-NEXT: {{^      }}|                                   ^{{$}}
#endif

// Numbers on the macro's own scale are fine (HIP 5.2, ROCm 6.2, HIP 6.2 in
// PyTorch's encoding), and so is a macro that means something else.
#if HIP_VERSION >= 50200000
#endif
#if ROCM_VERSION >= 60200
#endif
#if TORCH_HIP_VERSION >= 602
#endif
#define CUDA_VERSION_MAJOR HIP_VERSION_MAJOR

// SUMMARY: hipify-cxx lint: 1 files, 5 findings
