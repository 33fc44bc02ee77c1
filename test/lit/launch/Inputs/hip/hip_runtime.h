// A stand-in for HIP's header on the CUDA platform, where hipLaunchKernelGGL
// is a macro that expands to a <<<>>> launch.
#pragma once
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...)            \
  kernel<<<grid, block, shmem, stream>>>(__VA_ARGS__)
