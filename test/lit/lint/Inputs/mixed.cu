#if CUDA_VERSION >= 11000
#endif
#ifdef __CUDACC__
#endif
#if HIP_VERSION >= 11000
#endif
