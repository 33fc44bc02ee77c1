#define WITH_STREAM
// body.inl needs config.cuh first.
#include "config.cuh"

#include "body.inl"

int main() {
  Params p{pinned(256), 256};
  run(p, 2.0f);
  return cudaDeviceSynchronize() != cudaSuccess;
}
