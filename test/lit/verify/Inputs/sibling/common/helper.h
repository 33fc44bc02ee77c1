// A project's CUDA helpers, in a folder beside its sources (found with -I).
#pragma once
#include <cstdio>
#ifdef CUDART_VERSION
inline void check(cudaError_t e) {
  if (e != cudaSuccess)
    std::printf("%s\n", cudaGetErrorString(e));
}
#define checkErr(call) check(call)
#endif
