// gpu-check-tally.cuh - what the helpers' GPU checks over 2^32 inputs share
// (bf16-, e8m0-, mx- and atomic-gpu-check.cu): per check, the count of
// inputs whose results differ and the smallest such input; the sweep of all
// 2^32 inputs (float bit patterns, or pairs of 16-bit codes) in slices; the
// Markdown table of the counts.
#pragma once

#include <cstdio>

struct Tally {
  unsigned long long *Mismatches = nullptr; // per check, in managed memory
  unsigned long long *First = nullptr;      // per check: the smallest input
  int Checks = 0;
};

/// A tally of \p Checks checks, all zero; false on a CUDA error.
inline bool makeTally(Tally &T, int Checks) {
  T.Checks = Checks;
  if (cudaMallocManaged(&T.Mismatches, Checks * sizeof *T.Mismatches) ||
      cudaMallocManaged(&T.First, Checks * sizeof *T.First))
    return false;
  for (int C = 0; C < Checks; ++C) {
    T.Mismatches[C] = 0;
    T.First[C] = ~0ull;
  }
  return true;
}

/// Check \p C differs on \p Input.
__device__ inline void mismatch(Tally T, int C, unsigned long long Input) {
  atomicAdd(&T.Mismatches[C], 1ull);
  atomicMin(&T.First[C], Input);
}

/// Runs \p Kernel(Base, Count, T) over every float bit pattern, 2^28 at a
/// time; false on a CUDA error.
inline bool sweepFloats(void (*Kernel)(unsigned long long, unsigned long long, Tally),
                        Tally T) {
  const unsigned long long Slice = 1ull << 28;
  for (unsigned long long Base = 0; Base < (1ull << 32); Base += Slice) {
    Kernel<<<4096, 256>>>(Base, Slice, T);
    if (cudaDeviceSynchronize() != cudaSuccess)
      return false;
  }
  return true;
}

/// Prints `| conversion | inputs | mismatches |` and the first mismatching
/// input of each check that has one; whether any has.
inline bool printTally(Tally T, const char *const *Names, const char *const *Inputs) {
  std::printf("| conversion | inputs | mismatches |\n|---|---|---|\n");
  bool Any = false;
  for (int C = 0; C < T.Checks; ++C) {
    std::printf("| `%s` | %s | %llu |\n", Names[C], Inputs[C], T.Mismatches[C]);
    Any |= T.Mismatches[C] != 0;
  }
  for (int C = 0; C < T.Checks; ++C)
    if (T.Mismatches[C])
      std::printf("%s: first mismatch at input 0x%08llx\n", Names[C], T.First[C]);
  return Any;
}
