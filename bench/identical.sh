#!/usr/bin/env bash
# Byte-identical check for refactorings (docs/architecture.md): run two
# hipify-cxx binaries over the same inputs -- the lit inputs, the examples and
# any trees given (the yardstick corpus) -- with every report format and two
# targets with the built-in declarations (a third with the CUDA SDK, where
# there is one), plus `lint`, and compare every output and report file byte
# by byte.
#
#   bench/identical.sh BEFORE AFTER [TREE...]
#
# Last line: "identical: N runs" or the first differences and exit 1.
set -uo pipefail
[[ $# -ge 2 ]] || { sed -n '2,9p' "$0"; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
before=$(readlink -f "$1"); after=$(readlink -f "$2"); shift 2
trees=("$here/test/lit" "$here/examples" "$@")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
runs=0; status=0
for bin in before after; do
  exe=${!bin}; n=0
  for tree in "${trees[@]}"; do
    targets=("--hip-version newest --builtin-cuda" "--hip-version 5.2 --builtin-cuda --roc --translate-strings")
    # With the CUDA SDK too, where there is one.
    [[ -f ${CUDA_PATH:-/usr/local/cuda}/include/cuda_runtime.h ]] &&
      targets+=("--hip-version 6.2 --cuda-path ${CUDA_PATH:-/usr/local/cuda}")
    for target in "${targets[@]}"; do
      n=$((n + 1)); o="$work/$bin/$n"; mkdir -p "$o"
      # Reports name the output folder: run both binaries on the same path.
      rm -rf "$work/run"; mkdir -p "$work/run"
      (cd "$work/run" && "$exe" $target --no-cache --quiet --in-root "$tree" --out-root out \
        --report-json r.json --report-csv r.csv --report-sarif r.sarif --report-html r.html \
        --print-stats >stdout.txt 2>stderr.txt; echo "exit $?" >>stdout.txt)
      mv "$work/run" "$o/tree"
    done
    n=$((n + 1)); mkdir -p "$work/$bin/$n"
    # Each source of the tree's top level alone, with notes (-v): what a
    # one-file run (the CMake build step) says.
    for f in "$tree"/*.cu; do
      [[ -f $f ]] || continue
      "$exe" --builtin-cuda --hip-version 7.0 --no-cache -v "$f" -o - >>"$work/$bin/$n/one.txt" 2>&1
      echo "exit $?" >>"$work/$bin/$n/one.txt"
    done
    (cd "$tree" && "$exe" lint . >"$work/$bin/$n/lint.txt" 2>&1; echo "exit $?" >>"$work/$bin/$n/lint.txt")
  done
  runs=$n
done
# Reports hold times: blank them out.
find "$work" -name 'r.*' -o -name 'std*.txt' | xargs sed -i -E \
  's/"seconds": ?[0-9.e+-]+/"seconds":T/g; s/[0-9]+\.[0-9]{3,}/T/g; s/[0-9]+\.[0-9]+ ?s\b/Ts/g'
if ! diff -r "$work/before" "$work/after" >"$work/diff.txt"; then
  head -40 "$work/diff.txt"; status=1
fi
echo "identical: $runs runs$([[ $status -eq 0 ]] || echo ', DIFFERENT')"
exit $status
