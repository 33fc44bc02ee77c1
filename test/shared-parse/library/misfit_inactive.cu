// <vector> only in a branch the preprocessor skips: the file does not
// include every header of the library prelude.
#include <cstdio>
#include <string>
#if 0
#include <vector>
#endif

int main() {
  std::string s = "x";
  cudaDeviceSynchronize();
  std::printf("%s\n", s.c_str());
}
