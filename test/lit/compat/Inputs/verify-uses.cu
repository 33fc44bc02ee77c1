#include <cuda_runtime.h>
#ifndef __CUDACC__
inline int max(int a, int b) { return a > b ? a : b; }
#endif
inline __host__ __device__ void operator+=(float3 &a, float3 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}
__global__ void k(float3 *p) { p[0] += p[1]; }
#ifdef __HIPCC__
int f() { return undeclared; } // seen by HIP's compiler only
#endif
