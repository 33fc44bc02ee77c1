#!/usr/bin/env bash
# Times hipify-cxx against `clang++-22 -fsyntax-only` on the same files and
# prints the ratio. Both parse each file once, in CUDA host mode; hipify-cxx
# also walks the AST, lexes the file again, applies edits and writes output.
#
#   bash bench/translate_vs_syntax.sh [FILES...]   (default: examples/*.cu)
#   REPEAT=5 bash bench/translate_vs_syntax.sh
#
# Reports the median of REPEAT runs over the whole file set, per mode:
#   sdk:     both parse against the CUDA SDK at $CUDA_PATH (/usr/local/cuda)
#   builtin: hipify-cxx with its built-in declarations (no SDK needed)
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=${HIPIFY:-build/bin/hipify-cxx}
CLANG=${CLANG:-clang++-22}
CUDA=${CUDA_PATH:-/usr/local/cuda}
REPEAT=${REPEAT:-5}
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(examples/*.cu)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Median wall time in seconds of REPEAT runs of: "$@" over every file.
median() {
  local times=()
  for _ in $(seq "$REPEAT"); do
    local start end
    start=$(date +%s.%N)
    for f in "${files[@]}"; do "$@" "$f" >/dev/null 2>&1 || true; done
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.3f", b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

echo "files: ${#files[@]}, runs: $REPEAT (median), machine: $(nproc) cores"
if [ -f "$CUDA/include/cuda_runtime.h" ]; then
  base=$(median "$CLANG" -x cuda --cuda-host-only -nocudalib --cuda-path="$CUDA" \
    -Wno-unknown-cuda-version -isystem "$CUDA/include/cccl" -fsyntax-only)
  sdk=$(median "$HIPIFY" --cuda-path="$CUDA" --o-dir "$out")
  printf 'clang++ -fsyntax-only (sdk): %8.3f s\n' "$base"
  printf 'hipify-cxx (sdk):            %8.3f s   ratio %.2f\n' "$sdk" "$(awk -v a="$sdk" -v b="$base" 'BEGIN {print a / b}')"
else
  echo "no CUDA SDK at $CUDA: sdk mode skipped"
  base=""
fi
builtin=$(median "$HIPIFY" --builtin-cuda --o-dir "$out")
printf 'hipify-cxx (builtin):        %8.3f s' "$builtin"
[ -n "$base" ] && printf '   ratio %.2f' "$(awk -v a="$builtin" -v b="$base" 'BEGIN {print a / b}')"
echo
