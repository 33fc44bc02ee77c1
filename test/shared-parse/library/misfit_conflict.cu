// Declares a name of the C++ library differently before including it: its
// own parse reports the conflict in <vector>, one from the library prelude
// at this line.
namespace std { int vector; }
#include <cstdio>
#include <string>
#include <vector>

int main() { cudaDeviceSynchronize(); }
