#!/usr/bin/env bash
# The shared parse (a precompiled prelude of the CUDA headers) changes no
# translation: the lit inputs and the examples are translated with it and
# without it (--no-shared-parse), and the outputs must be the same bytes and
# the reports the same (less times, cache marks and output paths). With the
# built-in declarations; with the CUDA SDK too where one is installed, on the
# examples and the lit inputs written for it (the others take minutes more).
#
# Then the library prelude (the C++ headers the files share, after the CUDA
# ones) on library/, in a run of its own: fit_*.cu are parsed from it, and
# each misfit_*.cu is found not to fit it and parsed again (-v says so),
# with the same outputs and reports as without any shared parse.
#
#   same_output.sh HIPIFY SOURCE_DIR WORK_DIR
set -euo pipefail
hipify=$1 src=$2 work=$3
cuda=${CUDA_PATH:-/usr/local/cuda}
rm -rf "$work"
mkdir -p "$work/builtin" "$work/sdk"
cp -r "$src/test/lit" "$src/examples" "$work/builtin"
cp -r "$src/examples" "$work/sdk"
cp -r "$src/test/shared-parse/library" "$work/library"
(cd "$src" && grep -rl --include='*.cu' 'REQUIRES: cuda-sdk' test/lit |
   xargs cp --parents -t "$work/sdk")

modes=(--builtin-cuda)
if [ -f "$cuda/include/cuda_runtime.h" ]; then
  modes+=(--cuda-path="$cuda")
else
  echo "no CUDA SDK at $cuda: compared with the built-in declarations only"
fi

# The report's files, less what differs from run to run.
strip='import json, sys
files = json.load(open(sys.argv[1]))["files"]
for f in files:
    for key in ("seconds", "cached", "output"):
        f.pop(key, None)
print(json.dumps(files, indent=1, sort_keys=True))'

status=0
for mode in "${modes[@]}"; do
 for set in main library; do
  inputs=$work/$([ "$mode" = --builtin-cuda ] && echo builtin || echo sdk)
  [ $set = library ] && inputs=$work/library
  cache=$work/cache-${inputs##*/}${mode%%=*}
  run() { # run NAME OPTIONS...: the inputs translated into $inputs-NAME
    "$hipify" "$mode" -q -v -j 2 --only-translated --in-root "$inputs" \
      --out-root "$inputs-$1" --report-json "$inputs-$1.json" "${@:2}" \
      >/dev/null 2>"$inputs-$1.log" || true
  }
  rm -rf "$inputs-plain" "$inputs-shared"
  run plain --no-cache --no-shared-parse
  run shared --cache-dir "$cache"
  if ! ls "$cache"/prelude/*.pch >/dev/null 2>&1; then
    echo "FAIL: $mode: no prelude was precompiled"
    status=1
  fi
  if [ $set = library ]; then
    if ! ls "$cache"/prelude/*.pch.facts >/dev/null 2>&1; then
      echo "FAIL: $mode: no library prelude was precompiled"
      status=1
    fi
    for f in "$inputs"/*.cu; do
      name=${f##*/}
      again=$(grep -c "'$f' is parsed again" "$inputs-shared.log" || true)
      if [ "${name%%_*}" = misfit ] && [ "$again" = 0 ]; then
        echo "FAIL: $mode: $name was not found to misfit the library prelude"
        status=1
      elif [ "${name%%_*}" = fit ] && [ "$again" != 0 ]; then
        echo "FAIL: $mode: $name was parsed again"
        grep "'$f'" "$inputs-shared.log"
        status=1
      fi
    done
  fi
  if ! diff -r "$inputs-plain" "$inputs-shared"; then
    echo "FAIL: $mode: the outputs differ"
    status=1
  fi
  if ! diff <(python3 -c "$strip" "$inputs-plain.json") \
            <(python3 -c "$strip" "$inputs-shared.json"); then
    echo "FAIL: $mode: the reports differ"
    status=1
  fi
  echo "$mode: $set: $(find "$inputs-shared" -type f | wc -l) outputs compared"
 done
done
exit $status
