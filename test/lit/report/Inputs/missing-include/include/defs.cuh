#pragma once
#include <cuda_runtime.h>
struct Grid {
  float *cells;
  int width, height;
};
#define CELL(g, x, y) ((g).cells[(y) * (g).width + (x)])
