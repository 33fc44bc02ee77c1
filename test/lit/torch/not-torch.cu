// PyTorch's names mean nothing outside PyTorch: a file that includes no
// PyTorch header (itself or through its headers) keeps a project's own
// CUDAStream, CUDAGuard and cuda::getCurrentCUDAStream, and marks ROCm with
// the default macro. --torch says every file is an extension's.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: %hipify %s -o - --torch 2>/dev/null | FileCheck --check-prefix=TORCH %s

namespace cuda {
struct CUDAStream {};
CUDAStream getCurrentCUDAStream();
} // namespace cuda
struct CUDAGuard {};

void f() {
  cuda::CUDAStream s = cuda::getCurrentCUDAStream();
  // CHECK: cuda::CUDAStream s = cuda::getCurrentCUDAStream();
  // TORCH: hip::HIPStreamMasqueradingAsCUDA s = hip::getCurrentHIPStreamMasqueradingAsCUDA();
  CUDAGuard g;
  // CHECK: CUDAGuard g;
}
#if CUDA_VERSION >= 11000
// CHECK: #if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
// TORCH: #if (CUDA_VERSION >= 11000) || defined(USE_ROCM)
#endif
