#include "dyn.h"
static char buf[CU_IPC_HANDLE_SIZE];
int a(float *p) {
  CUdevice d = 0;
  CUresult r = CUDA_SUCCESS;
  int n;
  cudaGetDeviceCount(&n);
  cudaFree(p);
  return d + n + (r == CUDA_ERROR_INVALID_VALUE) + sizeof(buf);
}
