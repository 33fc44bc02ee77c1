// A program with calls HIP 5.2 lacks, for the reports' to-do lists.
#include <cuda_runtime.h>
__global__ void scale(float *p) {
  unsigned lanes = __activemask();
  p[threadIdx.x] *= __popc(lanes);
}
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaStreamCaptureMode mode = cudaStreamCaptureModeGlobal;
  cudaThreadExchangeStreamCaptureMode(&mode);
  scale<<<1, 32, 0, s>>>(nullptr);
  return 0;
}
