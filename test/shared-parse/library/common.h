// A project header: includes the library, then uses it.
#pragma once
#ifndef LIBRARY_COMMON_H
#define LIBRARY_COMMON_H
#include <cstdio>
#include <string>
#include <vector>

inline void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess)
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
}
inline std::string label(std::size_t n) { return "n=" + std::to_string(n); }
#endif
