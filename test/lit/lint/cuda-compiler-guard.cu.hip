#include <hip/hip_runtime.h>
// cuda-compiler-guard: __CUDACC__, __NVCC__ and __CUDA_ARCH__ are undefined
// when HIP compiles the code. The fix (default policy: what nvcc does) adds
// HIP's own macro where ROCm should take the branch: __HIPCC__ for the
// compiler, __HIP_DEVICE_COMPILE__ for the device pass; #ifdef and #ifndef
// become #if defined(...).
// RUN: %hipify-bare lint %s > %t.out 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --strict-whitespace -implicit-check-not=warning: < %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err

#if defined(__CUDACC__) || defined(__HIPCC__)
// CHECK: cuda-compiler-guard.cu:[[@LINE-1]]:8: warning: '__CUDACC__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-compiler-guard]
// CHECK-NEXT: [[@LINE-2]] | #ifdef __CUDACC__{{$}}
// CHECK-NEXT: {{^      }}|        ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if defined(__CUDACC__) || defined(__HIPCC__){{$}}
#endif

#if defined(__NVCC__) || defined(__HIPCC__)
// CHECK: cuda-compiler-guard.cu:[[@LINE-1]]:13: warning: '__NVCC__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-compiler-guard]
// CHECK-NEXT: [[@LINE-2]] | #if defined(__NVCC__){{$}}
// CHECK-NEXT: {{^      }}|             ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if defined(__NVCC__) || defined(__HIPCC__){{$}}
#endif

#if (__CUDA_ARCH__ >= 700) || defined(__HIP_DEVICE_COMPILE__)
// CHECK: cuda-compiler-guard.cu:[[@LINE-1]]:5: warning: '__CUDA_ARCH__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-compiler-guard]
// CHECK-NEXT: [[@LINE-2]] | #if __CUDA_ARCH__ >= 700{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if (__CUDA_ARCH__ >= 700) || defined(__HIP_DEVICE_COMPILE__){{$}}
#endif

#if !defined(__CUDACC__) && !defined(__HIPCC__)
// CHECK: cuda-compiler-guard.cu:[[@LINE-1]]:9: warning: '__CUDACC__' is undefined under HIP: ROCm silently takes this branch [hipify-cxx-cuda-compiler-guard]
// CHECK-NEXT: [[@LINE-2]] | #ifndef __CUDACC__{{$}}
// CHECK-NEXT: {{^      }}|         ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if !defined(__CUDACC__) && !defined(__HIPCC__){{$}}
#endif

// Blanks between '#' and the name, and a tab before it: the caret line keeps
// the tab so that it lines up (a tab is one column); a trailing comment stays
// after the fix.
#if 1
	#  if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__) // device pass
// CHECK: cuda-compiler-guard.cu:[[@LINE-1]]:11: warning: '__CUDA_ARCH__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-compiler-guard]
// CHECK-NEXT: [[@LINE-2]] | {{	}}#  ifdef __CUDA_ARCH__ // device pass{{$}}
// CHECK-NEXT: {{^      }}| {{	}}         ^{{$}}
// CHECK-NEXT: {{^      }}| fix: {{	}}#  if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__) // device pass{{$}}
	#  endif
#endif

// SUMMARY: hipify-cxx lint: 1 files, 5 findings
