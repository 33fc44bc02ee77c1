// A PyTorch custom operator in CUDA: out = x * alpha, on the tensor's own
// device and current stream, as torch.utils.cpp_extension builds it.
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <torch/extension.h>

template <typename T>
__global__ void scale_kernel(const T *x, T *out, T alpha, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n)
    out[i] = x[i] * alpha;
}

torch::Tensor scale_cuda(torch::Tensor x, double alpha) {
  TORCH_CHECK(x.is_cuda(), "x must be a CUDA tensor");
  const at::cuda::OptionalCUDAGuard guard(device_of(x));
  auto out = torch::empty_like(x);
  const int64_t n = x.numel();
  const int threads = 256;
  const int blocks = static_cast<int>((n + threads - 1) / threads);
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "scale_cuda", [&] {
    scale_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
        x.data_ptr<scalar_t>(), out.data_ptr<scalar_t>(),
        static_cast<scalar_t>(alpha), n);
  });
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return out;
}

#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
// Streams may be given explicitly since CUDA 11.
void synchronize_current() {
  C10_CUDA_CHECK(cudaStreamSynchronize(at::cuda::getCurrentCUDAStream()));
}
#endif
