// Tests a macro of the C++ library before including it.
#include <cstdio>
#ifdef _GLIBCXX_VECTOR
#error <vector> seen before its #include
#endif
#include <string>
#include <vector>

int main() { cudaDeviceReset(); }
