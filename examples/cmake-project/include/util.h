// Host-only helpers for src/main.cu: input data and the CPU reference.
#ifndef EXAMPLE_UTIL_H
#define EXAMPLE_UTIL_H

#include <math.h>

inline void fill_inputs(float *x, float *y, int n) {
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 100) * 0.01f;
    y[i] = 1.0f + (float)(i % 7);
  }
}

inline void cpu_saxpy(float a, const float *x, float *y, int n) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

inline double cpu_sum(const float *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}

inline bool nearly_equal(double a, double b, double rel) {
  return fabs(a - b) <= rel * fmax(1.0, fmax(fabs(a), fabs(b)));
}

#endif
