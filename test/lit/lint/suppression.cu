// Suppressions: "hipify-cxx: ignore" or a bare NOLINT on the line silences
// every check; NOLINT(list) only the checks it names (hipify-cxx-<check>,
// hipify-cxx-* or *); NOLINTNEXTLINE(...) does the same from the line before.
// A suppressed finding is neither reported nor fixed.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/suppression.cu
// RUN: cd %t && %hipify-bare lint --format=gcc suppression.cu > %t/out; test $? -eq 1
// RUN: FileCheck %s -implicit-check-not=warning: < %t/out
// RUN: cd %t && %hipify-bare lint --fix suppression.cu > /dev/null 2> %t/err
// RUN: FileCheck %s --check-prefix=FIXSUM < %t/err
// RUN: FileCheck %s --check-prefix=FIXED --match-full-lines < %t/suppression.cu

#if CUDA_VERSION >= 11000 // hipify-cxx: ignore
#endif
/* hipify-cxx: ignore */ #ifdef __CUDACC__
#endif
#if CUDA_VERSION >= 11000 // NOLINT
#endif
#if CUDA_VERSION >= 11000 // NOLINT(hipify-cxx-cuda-version-guard)
#endif
#if CUDA_VERSION >= 11000 // NOLINT(bugprone-foo, hipify-cxx-cuda-version-guard)
#endif
#if HIP_VERSION >= 11000 // NOLINT(hipify-cxx-*)
#endif
#if HIP_VERSION >= 11000 // NOLINT(*)
#endif

// A NOLINT that names another check does not silence this one.
#if CUDA_VERSION >= 11000 // NOLINT(hipify-cxx-cuda-compiler-guard)
// CHECK: suppression.cu:[[@LINE-1]]:5: warning: 'CUDA_VERSION' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-version-guard]
#endif
#ifdef __CUDACC__ // NOLINT(clang-diagnostic-unused-macros)
// CHECK: suppression.cu:[[@LINE-1]]:8: warning: '__CUDACC__' is undefined under HIP: ROCm silently skips this branch [hipify-cxx-cuda-compiler-guard]
#endif

// NOLINTNEXTLINE applies to the next line only, and only with the right name.
// NOLINTNEXTLINE(hipify-cxx-cuda-version-guard)
#if CUDA_VERSION >= 11000
#endif
// NOLINTNEXTLINE
#ifndef __CUDACC__
#endif
// NOLINTNEXTLINE(hipify-cxx-hip-version-scale)
#if CUDA_VERSION >= 11000
// CHECK: suppression.cu:[[@LINE-1]]:5: warning: 'CUDA_VERSION' is undefined under HIP
#endif
#ifdef __NVCC__ // NOLINTNEXTLINE(hipify-cxx-cuda-compiler-guard)
// CHECK: suppression.cu:[[@LINE-1]]:8: warning: '__NVCC__' is undefined under HIP
#endif

// On a directive continued over several lines, the suppression may sit on the
// line of the finding or on the line of the '#' (or the line before it).
#if defined(FOO) && \
    CUDA_VERSION >= 11000 // NOLINT(hipify-cxx-cuda-version-guard)
#endif
#if defined(FOO) /* NOLINT */ && \
    CUDA_VERSION >= 11000
#endif
// NOLINTNEXTLINE(hipify-cxx-cuda-version-guard)
#if defined(FOO) && \
    CUDA_VERSION >= 11000
#endif

// --fix leaves the suppressed lines alone and fixes the four others.
// FIXSUM: hipify-cxx lint: 1 files, 4 findings, 4 fixed
// FIXED: #if CUDA_VERSION >= 11000 // hipify-cxx: ignore
// FIXED: /* hipify-cxx: ignore */ #ifdef __CUDACC__
// FIXED: #if CUDA_VERSION >= 11000 // NOLINT
// FIXED: #if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__) // NOLINT(hipify-cxx-cuda-compiler-guard)
// FIXED: #if defined(__CUDACC__) || defined(__HIPCC__) // NOLINT(clang-diagnostic-unused-macros)
// FIXED: #if CUDA_VERSION >= 11000
// FIXED: #if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
// FIXED: #if defined(__NVCC__) || defined(__HIPCC__) // NOLINTNEXTLINE(hipify-cxx-cuda-compiler-guard)
