#pragma once
#include <cuda_runtime.h>
#define BLOCK 128
typedef float real;
struct Params {
  real *data;
  int n;
};
