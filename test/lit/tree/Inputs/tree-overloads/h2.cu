#include <cuda_runtime.h>
const char *name(cudaError_t e);
#include "hdr.h"
const char *name(cudaError_t e) { return "r"; }
