#!/usr/bin/env bash
# How translation time grows with a file's size: one generated CUDA file
# (kernels and runtime calls, many edits per line) at 1x, 4x and 16x its
# size, and a real file repeated as many times (namespaced, so each copy
# parses), each timed against `clang++-22 -fsyntax-only` on the same file
# in the same run. Linear means 4x the size in about 4x the time.
#
#   bash bench/file_size.sh [REAL.cu]   (default: examples/vector_add.cu)
#   UNITS=2000 REPEAT=3 bash bench/file_size.sh
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=${HIPIFY:-build/bin/hipify-cxx}
CLANG=${CLANG:-clang++-22}
CUDA=${CUDA_PATH:-/usr/local/cuda}
UNITS=${UNITS:-1000}   # blocks in the 1x generated file
REPEAT=${REPEAT:-3}
REAL=${1:-examples/vector_add.cu}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

generated() { # $1: blocks
  echo '#include <cuda_runtime.h>'
  for i in $(seq "$1"); do
    cat <<BLOCK
__global__ void k$i(float *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = __fsqrt_rn(p[i]) + __expf(p[i]); }
static int run$i(int n) { float *d; cudaMalloc(&d, n * sizeof(float)); cudaMemset(d, 0, n * sizeof(float)); k$i<<<(n + 255) / 256, 256>>>(d, n); cudaError_t e = cudaDeviceSynchronize(); cudaFree(d); return e == cudaSuccess ? 0 : 1; }
BLOCK
  done
}
real() { # $1: copies
  grep -h '^#include' "$REAL"
  for i in $(seq "$1"); do
    echo "namespace copy$i {"; grep -v '^#include' "$REAL" | sed 's/\bmain\b/main_/'; echo "}"
  done
}
seconds() { # median wall time of REPEAT runs of "$@"
  for _ in $(seq "$REPEAT"); do
    local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N)
    awk -v a="$s" -v b="$e" 'BEGIN {printf "%.3f\n", b - a}'
  done | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
printf '%-10s %6s %9s %9s %9s %8s %9s\n' file scale size hipify syntax ratio vs-1x
for kind in generated real; do
  first=""
  for scale in 1 4 16; do
    f=$out/$kind$scale.cu
    if [ $kind = generated ]; then generated $((UNITS * scale)) > "$f"; else real $((UNITS / 10 * scale)) > "$f"; fi
    # Both parse with the SDK where there is one; without it the baseline
    # is left out (-) and hipify-cxx uses its built-in declarations.
    if [ -f "$CUDA/include/cuda_runtime.h" ]; then
      h=$(seconds "$HIPIFY" --cuda-path="$CUDA" --no-cache "$f" -o "$out/o.hip")
      c=$(seconds "$CLANG" -x cuda --cuda-host-only -nocudalib --cuda-path="$CUDA" \
        -Wno-unknown-cuda-version -isystem "$CUDA/include/cccl" -fsyntax-only -w "$f")
    else
      h=$(seconds "$HIPIFY" --builtin-cuda --no-cache "$f" -o "$out/o.hip")
      c=-
    fi
    [ -n "$first" ] || first=$h
    printf '%-10s %5sx %8sK %8ss %8ss %8s %9s\n' $kind $scale $(( $(wc -c < "$f") / 1024 )) "$h" "$c" \
      "$(awk -v a="$h" -v b="$c" 'BEGIN {if (b == "-") print "-"; else printf "%.1fx", a / b}')" \
      "$(awk -v a="$h" -v b="$first" 'BEGIN {printf "%.1fx", a / b}')"
  done
done
