// An error of the file's own, before the library's #include, that does
// not concern the library: the same in both parses, so the file fits.
static int broken = not_declared_anywhere;
#include "common.h"

int main() {
  check(cudaDeviceSynchronize(), "sync");
  return broken;
}
