#include <cuda.h>
#include <cuda_runtime.h>
const char *errstr(cudaError_t e) { return "runtime"; }
const char *errstr(CUresult e) { return "driver"; }
