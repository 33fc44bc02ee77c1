// A CUDA guard in a branch that ROCm never reaches already has an explicit
// ROCm path: the #elif after `#if defined(USE_ROCM)` (or after `#ifdef
// __HIP_PLATFORM_AMD__`), and anything nested in `#ifndef USE_ROCM`. This is
// the usual way PyTorch-style code is written; flagging it (and "fixing" it
// with a dead `|| defined(USE_ROCM)`) is a false positive.
// RUN: %hipify-bare lint --format=gcc %s > %t.out
// RUN: count 0 < %t.out

#if defined(USE_ROCM)
int rocm_path;
#elif CUDA_VERSION >= 11000
int new_cuda_path;
#endif

#ifndef USE_ROCM
#if CUDA_VERSION >= 11000
int cuda_only;
#endif
#endif

#ifdef __HIP_PLATFORM_AMD__
#else
#ifdef __CUDACC__
#endif
#endif
