// --guard-policy include / exclude / off, and --rocm-macro.
// RUN: %hipify --guard-policy=include %s -o - | FileCheck --match-full-lines --check-prefix=INC %s
// RUN: %hipify --guard-policy=exclude --rocm-macro=__HIP_PLATFORM_AMD__ %s -o - | FileCheck --match-full-lines --check-prefix=EXC %s
// RUN: %hipify --guard-policy=off %s -o - | FileCheck --match-full-lines --check-prefix=OFF %s

#if CUDA_VERSION < 11000
// INC: #if (CUDA_VERSION < 11000) || defined(__HIP_PLATFORM_AMD__)
// EXC: #if CUDA_VERSION < 11000 && !defined(__HIP_PLATFORM_AMD__)
// OFF: #if CUDA_VERSION < 11000
int legacy;
#elif defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12 || FOO
// INC: #elif (defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12 || FOO) || defined(__HIP_PLATFORM_AMD__)
// EXC: #elif (defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12 || FOO) && !defined(__HIP_PLATFORM_AMD__)
int modern;
#endif
