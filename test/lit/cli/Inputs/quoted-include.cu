#include "cuda_runtime.h"
int main() { cudaFree(0); return N; }
