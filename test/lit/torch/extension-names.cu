// A PyTorch extension's CUDA file: PyTorch's CUDA names become their ROCm
// PyTorch spellings, with their namespaces, as PyTorch's own hipify names
// them for an extension (the MasqueradingAsCUDA forms), by the token pass
// (PyTorch's headers are not installed here). A name PyTorch for ROCm keeps
// (at::cuda::ATenCeilDiv, AT_CUDA_CHECK) is kept. CUDA's own names are
// translated as anywhere; the file's ROCm macro is PyTorch's, USE_ROCM.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - --rocm-macro=MY_ROCM 2>/dev/null | FileCheck --check-prefix=GIVEN %s
// RUN: %hipify %s -o /dev/null -v 2>&1 | FileCheck --check-prefix=NOTE %s

#include <torch/extension.h>
// CHECK: #include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
// CHECK: #include <ATen/hip/HIPContext.h>
#include <c10/cuda/CUDAGuard.h>
// CHECK: #include <ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h>
#include <c10/cuda/CUDAException.h>
// CHECK: #include <c10/hip/HIPException.h>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

void launch(at::Tensor t, float s) {
  const at::cuda::OptionalCUDAGuard guard(device_of(t));
  // CHECK: const at::hip::OptionalHIPGuardMasqueradingAsCUDA guard(device_of(t));
  at::cuda::CUDAGuard g2(t.device());
  // CHECK: at::hip::HIPGuardMasqueradingAsCUDA g2(t.device());
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  // CHECK: hipStream_t stream = at::hip::getCurrentHIPStreamMasqueradingAsCUDA();
  auto other = c10::cuda::getCurrentCUDAStream(t.get_device());
  // CHECK: auto other = c10::hip::getCurrentHIPStreamMasqueradingAsCUDA(t.get_device());
  int n = t.numel();
  int blocks = at::cuda::ATenCeilDiv(n, 256);
  // CHECK: int blocks = at::cuda::ATenCeilDiv(n, 256);
  // NOTE: extension-names.cu:[[@LINE-2]]:16: note: 'at::cuda::ATenCeilDiv' is kept: PyTorch's hipify tables do not rename it, and PyTorch for ROCm has it under this name [hipify-torch-kept]
  scale<<<blocks, 256, 0, stream>>>(t.data_ptr<float>(), s, n);
  // CHECK: hipLaunchKernelGGL(scale, dim3(blocks), dim3(256), 0, stream, t.data_ptr<float>(), s, n);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  // CHECK: C10_HIP_KERNEL_LAUNCH_CHECK();
  AT_CUDA_CHECK(cudaGetLastError());
  // CHECK: AT_CUDA_CHECK(hipGetLastError());
  ::at::cuda::CUDAStreamGuard sg(other);
  // CHECK: ::at::hip::HIPStreamGuardMasqueradingAsCUDA sg(other);
}

#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
// CHECK: #if (defined(CUDA_VERSION) && CUDA_VERSION >= 11000) || defined(USE_ROCM)
// GIVEN: #if (defined(CUDA_VERSION) && CUDA_VERSION >= 11000) || defined(MY_ROCM)
void modern() { cudaDeviceSynchronize(); }
#endif

// A using-directive of at::cuda is kept and reported: the renamed calls it
// served live in at::hip on ROCm.
using namespace at::cuda;
// CHECK: using namespace at::cuda;
// DIAG: {{.*}}extension-names.cu:[[@LINE-2]]:1: warning: 'using namespace at::cuda' brings PyTorch's CUDA names, which PyTorch for ROCm has in at::hip {{.*}} [hipify-manual]
void unqualified() { auto s = getCurrentCUDAStream(); }
// CHECK: void unqualified() { auto s = getCurrentHIPStreamMasqueradingAsCUDA(); }
