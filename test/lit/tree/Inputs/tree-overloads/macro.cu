#include <cuda.h>
#include <cuda_runtime.h>
const char *label(cudaError_t e) { return "runtime"; }
const char *label(CUresult e) { return "driver"; }
#define LABEL(x) label(x)
const char *both(cudaError_t a, CUresult b) { LABEL(a); return LABEL(b); }
