// A kernel launcher shared by the two sources of the Makefile example.
#pragma once
#include <cuda_runtime.h>

void scaleOnDevice(float *Data, int N, float Factor);
