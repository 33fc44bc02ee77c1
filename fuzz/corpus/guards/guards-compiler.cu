// __CUDACC__ gains __HIPCC__, __CUDA_ARCH__ device tests gain
// __HIP_DEVICE_COMPILE__; #ifdef becomes #if defined(...). A guard that
// already names ROCm is left alone.
// RUN: %hipify %s -o - | FileCheck --match-full-lines %s

#ifdef __CUDACC__
// CHECK: #if defined(__CUDACC__) || defined(__HIPCC__)
#define HD __host__ __device__
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
// CHECK: #if (defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700) || defined(__HIP_DEVICE_COMPILE__)
#define FAST 1
#endif
#if defined(__CUDACC__) || defined(__HIPCC__)
// CHECK: #if defined(__CUDACC__) || defined(__HIPCC__)
#endif
