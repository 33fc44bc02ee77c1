// Uses std::string before including <string>: an error of this file that
// the library prelude must not hide.
#include <cstdio>
std::string early(const char *s) { return s; }
#include <string>
#include <vector>

int main() {
  void *p;
  cudaMalloc(&p, 16);
  std::vector<int> v;
  cudaFree(p);
}
