// cuda-version-guard: CUDA_VERSION, CUDART_VERSION and __CUDACC_VER_*__ are
// undefined when HIP compiles the code, so a test of one with no ROCm term
// decides ROCm's path by accident. The finding points at the first CUDA macro
// of the condition (line:col), shows the line, a caret and the fix that the
// default policy (modern: what a new CUDA does) suggests.
// RUN: %hipify-bare lint %s > %t.out 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --strict-whitespace -implicit-check-not=warning: < %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err

#if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
// CHECK: cuda-version-guard.cu:[[@LINE-1]]:5: warning: 'CUDA_VERSION' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-version-guard]
// CHECK-NEXT: {{^ +}}[[@LINE-2]] | #if CUDA_VERSION >= 11000{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__){{$}}
#endif

#if CUDART_VERSION < 10000 && !defined(__HIP_PLATFORM_AMD__)
// CHECK: cuda-version-guard.cu:[[@LINE-1]]:5: warning: 'CUDART_VERSION' is undefined under HIP: ROCm silently takes this branch [hipify-cxx-cuda-version-guard]
// CHECK-NEXT: [[@LINE-2]] | #if CUDART_VERSION < 10000{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if CUDART_VERSION < 10000 && !defined(__HIP_PLATFORM_AMD__){{$}}
#endif

#if (__CUDACC_VER_MAJOR__ >= 11) || defined(__HIP_PLATFORM_AMD__)
// CHECK: cuda-version-guard.cu:[[@LINE-1]]:5: warning: '__CUDACC_VER_MAJOR__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-version-guard]
// CHECK-NEXT: [[@LINE-2]] | #if __CUDACC_VER_MAJOR__ >= 11{{$}}
// CHECK-NEXT: {{^      }}|     ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if (__CUDACC_VER_MAJOR__ >= 11) || defined(__HIP_PLATFORM_AMD__){{$}}
#endif

// The caret points at the first CUDA macro, not at the start of the condition;
// two macros are both named.
#if (defined(FOO) && CUDA_VERSION >= 12000 && __CUDACC_VER_MINOR__ > 2) || defined(__HIP_PLATFORM_AMD__)
// CHECK: cuda-version-guard.cu:[[@LINE-1]]:21: warning: 'CUDA_VERSION', '__CUDACC_VER_MINOR__' are undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-version-guard]
// CHECK-NEXT: [[@LINE-2]] | #if defined(FOO) && CUDA_VERSION >= 12000 && __CUDACC_VER_MINOR__ > 2{{$}}
// CHECK-NEXT: {{^      }}|                     ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #if (defined(FOO) && CUDA_VERSION >= 12000 && __CUDACC_VER_MINOR__ > 2) || defined(__HIP_PLATFORM_AMD__){{$}}
#endif

// An #elif is a condition too; the fix keeps the keyword.
#if FOO
#elif CUDA_VERSION < 9000 && !defined(__HIP_PLATFORM_AMD__)
// CHECK: cuda-version-guard.cu:[[@LINE-1]]:7: warning: 'CUDA_VERSION' is undefined under HIP: ROCm silently takes this branch [hipify-cxx-cuda-version-guard]
// CHECK-NEXT: [[@LINE-2]] | #elif CUDA_VERSION < 9000{{$}}
// CHECK-NEXT: {{^      }}|       ^{{$}}
// CHECK-NEXT: {{^      }}| fix: #elif CUDA_VERSION < 9000 && !defined(__HIP_PLATFORM_AMD__){{$}}
#endif

#include <hip/hip_runtime.h>
// Not directives: a comment and a string that mention CUDA_VERSION.
/* #if CUDA_VERSION >= 11000 */
const char *s = "#if CUDA_VERSION >= 11000";

// SUMMARY: hipify-cxx lint: 1 files, 5 findings
