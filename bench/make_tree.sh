#!/usr/bin/env bash
# Generates the benchmarks' tree: N CUDA sources (the bundled examples with
# renamed symbols, in directories of 10, each including one of 4 shared
# headers) under DIR.
#
#   bash bench/make_tree.sh DIR [N]     (default 200)
set -euo pipefail
cd "$(dirname "$0")/.."
src=$1
N=${2:-200}
mkdir -p "$src/include"
for h in 0 1 2 3; do
  printf '#pragma once\n#include <cuda_runtime.h>\n#define CHECK%d(x) do { cudaError_t e = (x); if (e != cudaSuccess) return 1; } while (0)\n__device__ inline float scale%d(float v) { return v * %d.0f; }\n' \
    "$h" "$h" "$((h + 1))" > "$src/include/common$h.cuh"
done
examples=(examples/*.cu)
for i in $(seq 0 $((N - 1))); do
  dir=$src/part$((i / 10))
  mkdir -p "$dir"
  ex=${examples[$((i % ${#examples[@]}))]}
  { printf '#include "../include/common%d.cuh"\n' $((i % 4))
    sed -E "s/\\bmain\\b/main_$i/; s/__global__ void ([a-zA-Z_]+)/__global__ void \\1/" "$ex"; } > "$dir/file$i.cu"
done
