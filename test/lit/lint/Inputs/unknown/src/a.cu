#include "../include/util.h"
#include <cutlass/cutlass.h>
__global__ void k(int *o) { o[0] = __dp4a(o[1], o[2], o[3]); }
CUTLASS_DEVICE void f();
int main() {
  cuProjectState s;
  cuProjectShape h;
  CUDA_CHECK(cudaMalloc(&s, 4));
  int cudaDevice = CU_PROJECT_FAST + CU_PROJECT_EXACT;
  cudaSetDevice(cudaDevice);
  cudaNewCall13(1);
  CUnewtype_t t;
  nvtxFancyNewThing(2); // NOLINT(hipify-cxx-unknown-cuda-name)
#if CUDA_VERSION >= 13000
#endif
  cudaAfterEndif(h.w);
  return s.cuFieldOfProject;
}
#define CALL_NEW cuNewDriverCall(3)
int g(cuProjectState *p, int x) { return p->cuMemberOfProject + at::cuda::CUDAEventLike(x) + (x & cudaWeakFlag13); }
