#include "defs.cuh"

float sum(const Grid &g) {
  float s = 0;
  for (int i = 0; i < g.width * g.height; ++i)
    s += g.cells[i];
  return s;
}
