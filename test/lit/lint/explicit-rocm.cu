// A condition that already says what ROCm does (a term on USE_ROCM, on the
// --rocm-macro, or on one of HIP's own macros) is not flagged, whichever way
// it goes. The file is clean: exit 0 and nothing on standard output.
// RUN: %hipify-bare lint %s > %t.out 2> %t.err
// RUN: count 0 < %t.out
// RUN: FileCheck %s < %t.err
// CHECK: hipify-cxx lint: 1 files, 0 findings

#if CUDA_VERSION >= 11000 || defined(USE_ROCM)
#endif
#if CUDART_VERSION < 10000 && !defined(USE_ROCM)
#endif
#if (defined(CUDA_VERSION) && CUDA_VERSION >= 11000) || defined(USE_ROCM)
#endif
#if defined(__CUDACC__) || defined(__HIPCC__)
#endif
#if defined(__NVCC__) || defined(__HIP__)
#endif
#if __CUDA_ARCH__ >= 700 || defined(__HIP_DEVICE_COMPILE__)
#endif
#if !defined(__HIP_PLATFORM_AMD__) && CUDART_VERSION >= 12000
#endif
#if defined(__HIP_PLATFORM_HCC__) || __CUDACC_VER_MAJOR__ >= 11
#endif
#if defined(__HIP_PLATFORM_NVIDIA__) && __CUDACC_VER_MAJOR__ >= 11
#endif
#if USE_ROCM || __CUDA_ARCH__
#endif

// Conditions without any CUDA macro are none of lint's business.
#if FOO > 2
#endif
#ifdef __HIPCC__
#endif
#if defined(_WIN32) && __cplusplus >= 201703L
#endif
