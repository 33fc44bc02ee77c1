#include <cuda.h>
#include <cuda_runtime.h>
void report(const char *);
static void note(cudaError_t e) { report("runtime"); }
static void note(CUresult e) { report("driver"); }
template <typename E> void notify(E e) { note(e); }
