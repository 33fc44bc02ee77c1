#include <cuda.h>
#include <cstdio>
const char *errstr(CUresult);
int main() { CUresult r = cuInit(0); std::puts(errstr(r)); }
