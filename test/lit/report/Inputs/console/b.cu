#include <cuda_profiler_api.h>
void b() { cudaProfilerStart(); }
