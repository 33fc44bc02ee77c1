#include <cuda_runtime.h>
extern "C" const char *cname(cudaError_t e) { return "runtime"; }
