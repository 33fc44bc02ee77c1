#include <cuda.h>
#include <cuda_runtime.h>
const char *name(CUresult e);
const char *name(cudaError_t e);
