#include <cuda_profiler_api.h>
void c() { cudaProfilerStart(); }
