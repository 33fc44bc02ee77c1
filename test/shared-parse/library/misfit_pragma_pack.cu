// A #pragma that changes how the library's headers read (the layout of
// their structs), before they are included.
#pragma pack(1)
#include <cstdio>
#include <string>
#include <vector>
#pragma pack()

int main() { cudaDeviceSynchronize(); }
