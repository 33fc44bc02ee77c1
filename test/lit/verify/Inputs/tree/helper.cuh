#pragma once
__device__ inline float twice(float x) { return 2 * x; }
__device__ inline float broken(float x) { return x + missing_in_header; }
