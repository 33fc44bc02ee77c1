#include <cuda_profiler_api.h>
void a() { cudaProfilerStart(); }
