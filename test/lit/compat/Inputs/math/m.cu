#include <cuda_runtime.h>
#include <cmath>

// CUDA's min(int, unsigned) is unsigned: a subscript.
__global__ void k(float *x, int n, unsigned u) {
  x[min(n - 1, threadIdx.x + 2 * blockDim.x)] = 0;
  x[max(n, u)] = 1;
  static_assert(__is_same(decltype(min(n, u)), unsigned), "CUDA's type");
}

// Host code: one type other than int, and the classifications.
unsigned long widest(unsigned long a, unsigned long b) { return max(a, b); }
#ifdef __HIP_PLATFORM_AMD__
bool usable(double v) { return std::isfinite(v) && !std::isnan(v); }
#else
bool usable(double v) { return isfinite(v) && !isnan(v); }
#endif
int smaller(int a, int b) { return min(a, b); }
