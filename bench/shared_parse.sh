#!/usr/bin/env bash
# The shared parse measured: hipify-cxx against `clang++-22 -fsyntax-only`
# once per file, in the same run, on two sets of files:
#   tree:     the 200 generated sources of bench/make_tree.sh
#   programs: real programs, the .cu files under PROGRAMS (default examples/)
#             that clang parses, at most MAX of them (default 24); each is
#             parsed with -I PROGRAMS/Common when there is one (cuda-samples)
# For each set and mode (the CUDA SDK when installed; the built-in
# declarations), hipify-cxx translates all the files in one run, -j 1 and
# -j 2, as ratios of clang's time (sequential for -j 1, two at a time for
# -j 2): wall time, and CPU time (user + system: steadier on a busy machine),
# with its peak RSS:
#   before:   --no-shared-parse --no-cache (each file parses every header)
#   first:    an empty cache directory (the prelude is built in the run)
#   prelude:  the prelude already built, no translation cached (files edited)
#   warm:     nothing changed since the last run (every translation cached)
#
#   bash bench/shared_parse.sh [PROGRAMS]
#   N=100 MAX=10 bash bench/shared_parse.sh ~/src/cuda-samples/Samples
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
CLANG=${CLANG:-clang++-22}
CUDA=${CUDA_PATH:-/usr/local/cuda}
PROGRAMS=$(realpath "${1:-examples}")
N=${N:-200}
MAX=${MAX:-24}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bash bench/make_tree.sh "$work/tree" "$N"
find "$work/tree" -name '*.cu' | sort > "$work/tree.list"
common=()
[ -d "$PROGRAMS/Common" ] && common=(-I "$PROGRAMS/Common")

sdk_args=(--cuda-path="$CUDA" -Wno-unknown-cuda-version -isystem "$CUDA/include/cccl")
clang_cmd=("$CLANG" -x cuda --cuda-host-only -nocudalib "${sdk_args[@]}"
           "${common[@]}" -fsyntax-only)
have_sdk=false
[ -f "$CUDA/include/cuda_runtime.h" ] && have_sdk=true
if ! $have_sdk; then
  echo "no CUDA SDK at $CUDA: no clang baseline, nothing to compare with"
  exit 1
fi

# The programs clang parses, at most MAX.
: > "$work/programs.list"
while read -r f; do
  [ "$(wc -l < "$work/programs.list")" -ge "$MAX" ] && break
  "${clang_cmd[@]}" "$f" >/dev/null 2>&1 && echo "$f" >> "$work/programs.list"
done < <(find "$PROGRAMS" -name '*.cu' | sort)

# measure CMD...: prints "wall-seconds cpu-seconds peak-KB" of CMD (and of
# the processes it waits for).
measure() {
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >/dev/null 2>&1 || true
  tail -1 "$work/time" | awk '{printf "%.2f %.2f %d\n", $1, $2 + $3, $4}'
}
# hipify LIST JOBS CACHE OPTIONS...: one run over LIST.
hipify() {
  local list=$1 jobs=$2 cache=$3
  shift 3
  # shellcheck disable=SC2046
  measure "$HIPIFY" -q --no-output -j "$jobs" --cache-dir "$cache" "$@" \
    $(cat "$list") -- "${common[@]}"
}

echo "machine: $(nproc) cores; clang: $($CLANG --version | head -1)"
# row SET MODE JOBS RUN BASE-WALL BASE-CPU < "wall cpu KB": one line.
row() {
  local wall cpu kb
  read -r wall cpu kb
  printf '%-9s %-8s %4s %-8s %8s %6s %8s %6s %7d\n' "$1" "$2" "$3" "$4" \
    "$wall" "$(awk -v a="$wall" -v b="$5" 'BEGIN {printf "%.2f", a / b}')" \
    "$cpu" "$(awk -v a="$cpu" -v b="$6" 'BEGIN {printf "%.2f", a / b}')" \
    $((kb / 1024))
}
printf '%-9s %-8s %4s %-8s %8s %6s %8s %6s %7s\n' set mode jobs run wall ratio cpu ratio "RSS MB"
for set in tree programs; do
  list=$work/$set.list
  # clang once per file: one after another, and two at a time.
  read -r wall1 cpu1 _ < <(measure xargs -a "$list" -n 1 "${clang_cmd[@]}")
  read -r wall2 cpu2 _ < <(measure xargs -a "$list" -n 1 -P 2 "${clang_cmd[@]}")
  echo "$wall1 $cpu1 0" | row "$set" clang 1 "$(wc -l < "$list") files" "$wall1" "$cpu1"
  echo "$wall2 $cpu2 0" | row "$set" clang 2 "" "$wall1" "$cpu1"
  for mode in sdk builtin; do
    opt=(--cuda-path="$CUDA")
    [ $mode = builtin ] && opt=(--builtin-cuda)
    for jobs in 1 2; do
      # -j 2 against clang two at a time.
      base=("$wall1" "$cpu1")
      [ "$jobs" = 2 ] && base=("$wall2" "$cpu2")
      cache=$work/cache-$set-$mode-$jobs
      report() { row "$set" "$mode" "$jobs" "$1" "${base[@]}"; }
      hipify "$list" "$jobs" "$cache" --no-cache --no-shared-parse "${opt[@]}" | report before
      hipify "$list" "$jobs" "$cache" "${opt[@]}" | report first
      find "$cache" -name '*.out' -delete
      hipify "$list" "$jobs" "$cache" "${opt[@]}" | report prelude
      hipify "$list" "$jobs" "$cache" "${opt[@]}" | report warm
    done
  done
done
