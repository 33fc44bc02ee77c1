// A fragment: written to be included after config.cuh, whose types and
// macros it uses.
__global__ void scale(Params p, real f) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < p.n)
    p.data[i] *= f;
}

inline real *pinned(int n) {
  real *h = nullptr;
  cudaHostAlloc(&h, n * sizeof(real), cudaHostAllocPortable);
  cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1);
  return h;
}

#ifdef WITH_STREAM
inline void run(Params p, real f) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  scale<<<(p.n + BLOCK - 1) / BLOCK, BLOCK, 0, s>>>(p, f);
  cudaStreamDestroy(s);
}
#else
inline void run(Params p, real f) {
  scale<<<(p.n + BLOCK - 1) / BLOCK, BLOCK>>>(p, f);
}
#endif
