#include <cuda.h>
extern "C" const char *cname(CUresult e) { return "driver"; }
