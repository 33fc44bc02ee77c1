#define __syncwarp() __syncthreads()
#ifdef __syncwarp
#undef __syncwarp
#define __syncwarp() __syncthreads()
#endif
__global__ void k(int *p) { __syncwarp(); p[0] = __dp4a(p[1], p[2], p[3]); }
