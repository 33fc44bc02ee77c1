#!/usr/bin/env bash
# The build step's way (one hipify-cxx per file, a shared cache of preludes)
# against no shared parse at all: every .cu file of TREE is translated alone,
# both ways, each with -I TREE/Common when there is one (cuda-samples), and
# the outputs and JSON reports (less times, cache marks and output paths)
# must be the same bytes. Where a CUDA SDK is installed, with it; else with
# the built-in declarations. PEERS=1: each run names all the .cu files of
# TREE with --peers, as the CMake step names a target's sources (the library
# prelude a run over all of them would choose). SERVER=1: the shared runs
# are handed to a warm hipify-cxx (--server), as the CMake step hands them.
#
#   bash bench/per_file_identical.sh TREE [hipify-cxx]
#   PEERS=1 SERVER=1 bash bench/per_file_identical.sh TREE [hipify-cxx]
#
# Last line: "identical: N files" or the differences and exit 1.
set -uo pipefail
[[ $# -ge 1 ]] || { sed -n '2,15p' "$0"; exit 2; }
tree=$(readlink -f "$1")
hipify=$(readlink -f "${2:-$(dirname "$0")/../build/bin/hipify-cxx}")
cuda=${CUDA_PATH:-/usr/local/cuda}
mode=--builtin-cuda
[[ -f $cuda/include/cuda_runtime.h ]] && mode=--cuda-path=$cuda
flags=()
[[ -d $tree/Common ]] && flags=(-I "$tree/Common")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shared=()
if [[ -n ${PEERS:-} ]]; then
  find "$tree" -name '*.cu' | sort > "$work/peers"
  shared=(--peers "$work/peers")
fi
[[ -n ${SERVER:-} ]] && shared+=(--server=5)
strip='import json, sys
for f in json.load(open(sys.argv[1]))["files"]:
    for key in ("seconds", "cached", "output"):
        f.pop(key, None)
    print(json.dumps(f, indent=1, sort_keys=True))'
n=0 status=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  for way in shared plain; do
    opts=(--cache-dir "$work/cache" "${shared[@]}")
    [[ $way = plain ]] && opts=(--no-cache --no-shared-parse)
    "$hipify" "$mode" -q "${opts[@]}" "$f" -o "$work/$way.out" \
      --report-json "$work/$way.json" -- "${flags[@]}" >/dev/null 2>&1
    echo "exit $?" >> "$work/$way.out"
    python3 -c "$strip" "$work/$way.json" > "$work/$way.report" 2>/dev/null
  done
  if ! cmp -s "$work/shared.out" "$work/plain.out" ||
     ! cmp -s "$work/shared.report" "$work/plain.report"; then
    echo "differs: $f"
    diff "$work/plain.out" "$work/shared.out" | head -5
    diff "$work/plain.report" "$work/shared.report" | head -5
    status=1
  fi
done < <(find "$tree" -name '*.cu' -print0 | sort -z)
echo "preludes kept: $(find "$work/cache/prelude" -name '*.pch' | wc -l)"
[[ $status = 0 ]] && echo "identical: $n files"
exit $status
