// A macro that the C++ library reads, defined before it is included: its
// headers read differently (here, with their assertions on).
#define _GLIBCXX_ASSERTIONS 1
#include <cstdio>
#include <string>
#include <vector>

int main() {
  std::vector<int> v(3);
  cudaDeviceSynchronize();
  return v[0];
}
