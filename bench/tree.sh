#!/usr/bin/env bash
# Times a whole-tree translation against parsing each file once with clang.
#
#   bash bench/tree.sh [N_FILES]        (default 200)
#   REPEAT=3 bash bench/tree.sh 400      (default: one run each; the
#   baseline alone takes minutes: clang parses the CUDA SDK for every file)
#
# Generates a tree of N CUDA sources (the bundled examples with renamed
# symbols, in nested directories, each including one of a few shared
# headers), then reports the median wall time of REPEAT runs of:
#   clang++-22 -fsyntax-only, once per file, one after another (the baseline)
#   clang++-22 -fsyntax-only, once per file, 2 at a time (xargs -P 2)
#   hipify-cxx --in-root/--out-root -j 1, -j 2 (no cache)
#   hipify-cxx -j 2 again with a warm cache (nothing changed)
# with the CUDA SDK when one is installed, else with hipify-cxx's built-in
# declarations (and clang with -nocudainc against the same built-ins is not
# possible, so the baseline then needs the SDK: it is skipped).
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
CLANG=${CLANG:-clang++-22}
CUDA=${CUDA_PATH:-/usr/local/cuda}
REPEAT=${REPEAT:-1}
N=${1:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The tree: N sources in directories of 10, 4 shared headers.
src=$work/src
bash bench/make_tree.sh "$src" "$N"

median() {
  local times=()
  for _ in $(seq "$REPEAT"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.3f", b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

files=$(find "$src" -name '*.cu' | wc -l)
echo "tree: $files sources + 4 headers, runs: $REPEAT (median), machine: $(nproc) cores"
if [ -f "$CUDA/include/cuda_runtime.h" ]; then
  sdk=(--cuda-path="$CUDA")
  clang_args=(-x cuda --cuda-host-only -nocudalib --cuda-path="$CUDA"
    -Wno-unknown-cuda-version -isystem "$CUDA/include/cccl" -fsyntax-only)
  clang_seq() { find "$src" -name '*.cu' -print0 | xargs -0 -n 1 "$CLANG" "${clang_args[@]}"; }
  clang_par() { find "$src" -name '*.cu' -print0 | xargs -0 -n 1 -P 2 "$CLANG" "${clang_args[@]}"; }
  base=$(median clang_seq)
  base2=$(median clang_par)
  mode="CUDA SDK $CUDA"
else
  sdk=(--builtin-cuda)
  base=""
  mode="built-in declarations (no SDK: no clang baseline)"
fi
hip() { rm -rf "$work/out"; "$HIPIFY" "${sdk[@]}" -q "$@" --in-root "$src" --out-root "$work/out"; }
j1=$(median hip --no-cache -j 1)
j2=$(median hip --no-cache -j 2)
hip --cache-dir "$work/cache" -j 2 >/dev/null 2>&1 || true
warm=$(median hip --cache-dir "$work/cache" -j 2)
ratio() { [ -n "$base" ] && awk -v a="$1" -v b="$base" 'BEGIN {printf "   ratio %.2f", a / b}'; }
echo "mode: $mode"
[ -n "$base" ] && printf 'clang++ -fsyntax-only per file, sequential: %8.3f s   ratio 1.00\n' "$base"
[ -n "$base" ] && printf 'clang++ -fsyntax-only per file, 2 at once:  %8.3f s%s\n' "$base2" "$(ratio "$base2")"
printf 'hipify-cxx tree -j 1:                       %8.3f s%s\n' "$j1" "$(ratio "$j1")"
printf 'hipify-cxx tree -j 2:                       %8.3f s%s\n' "$j2" "$(ratio "$j2")"
printf 'hipify-cxx tree -j 2, warm cache:           %8.3f s%s\n' "$warm" "$(ratio "$warm")"
