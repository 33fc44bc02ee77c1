// Nested guards, #elif chains and conditions continued over lines keep
// everything but the added term byte for byte.
// RUN: %hipify --guard-policy=include %s -o - | FileCheck --match-full-lines %s

#ifdef PROJECT_FEATURE
#  if defined(CUDA_VERSION) && \
      CUDA_VERSION >= 11020 /* async alloc */
// CHECK: #  if (defined(CUDA_VERSION) && \
// CHECK-NEXT:      CUDA_VERSION >= 11020) || defined(__HIP_PLATFORM_AMD__) /* async alloc */
int a;
#  elif CUDA_VERSION >= 10000
// CHECK: #  elif (CUDA_VERSION >= 10000) || defined(__HIP_PLATFORM_AMD__)
int b;
#  endif
#endif
