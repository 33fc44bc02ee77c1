#!/usr/bin/env bash
# Fuzzes each libFuzzer target of fuzz/ for a fixed time, with ASan and UBSan,
# and prints executions and crashes per target (docs/hardening.md).
#
#   bash bench/fuzz.sh                   # every target, 60 s each
#   FUZZ_SECONDS=600 bash bench/fuzz.sh lexical guards
#   FUZZ_RUNS=1000000 bash bench/fuzz.sh # each target until 1M executions
#
# Builds build-fuzz/ with clang-22 (-DHIPIFY_FUZZ=ON; needs Debian's
# libclang-rt-22-dev, installed by scripts/setup.sh). Each target starts from
# its seeds (fuzz/corpus/<target>, and the repository files that
# fuzz/<target>.seeds names) and the corpus earlier runs grew
# (build-fuzz/corpus/<target>), runs in libFuzzer's fork mode (one worker,
# which goes on after a crash, so crashes are counted rather than ending the
# run), and leaves every crashing input in build-fuzz/artifacts/<target>/.
# A crash, once fixed, goes into fuzz/corpus/<target> as a regression input:
# ctest replays that directory (fuzz-corpus-<target>).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${FUZZ_RUNS:-}
# With FUZZ_RUNS, time is no limit (a day at most).
seconds=${FUZZ_SECONDS:-$([ -n "$runs" ] && echo 86400 || echo 60)}
build=${HIPIFY_FUZZ_BUILD:-build-fuzz}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(lexical guards mapping)

if ! ls /usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.fuzzer*.a >/dev/null 2>&1; then
  echo "fuzz.sh: libFuzzer is missing: install libclang-rt-22-dev (scripts/setup.sh does)" >&2
  exit 1
fi
cmake -S . -B "$build" -G Ninja -DHIPIFY_FUZZ=ON -DBUILD_TESTING=OFF \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" >/dev/null
cmake --build "$build" --target "${targets[@]/#/fuzz-}"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
results=()
for t in "${targets[@]}"; do
  corpus=$build/corpus/$t artifacts=$build/artifacts/$t seeds=$build/seeds/$t
  mkdir -p "$corpus" "$artifacts" "$seeds"
  # libFuzzer takes directories: the files fuzz/$t.seeds names go into one.
  grep -v '^#' "fuzz/$t.seeds" | while read -r f; do cp "$f" "$seeds/"; done
  [ -d "fuzz/corpus/$t" ] || mkdir -p "fuzz/corpus/$t"
  log=$build/fuzz-$t.log
  echo "fuzz.sh: $t for ${runs:+$runs executions or }$seconds s (log: $log)" >&2
  begin=$SECONDS
  # -timeout: an input taking 10 s counts as a hang (and is kept).
  "$build/bin/fuzz-$t" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 \
    -ignore_ooms=1 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=16384 -dict="fuzz/$t.dict" -artifact_prefix="$artifacts/" \
    ${runs:+-runs="$runs"} \
    "$corpus" "fuzz/corpus/$t" "$seeds" >"$log" 2>&1 || true
  # Fork mode's status lines: "#RUNS: cov: ... corp: N exec/s: ... oom/timeout/crash: A/B/C time: Ts ..."
  stats=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1 || true)
  execs=$(sed -nE 's/^#([0-9]+): .*/\1/p' <<<"$stats")
  cov=$(sed -nE 's/.* cov: ([0-9]+) .*/\1/p' <<<"$stats")
  corp=$(sed -nE 's/.* corp: ([0-9]+) .*/\1/p' <<<"$stats")
  otc=$(sed -nE 's|.* oom/timeout/crash: ([0-9]+/[0-9]+/[0-9]+) .*|\1|p' <<<"$stats")
  kept=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  results+=("$(printf '%-8s %8s %12s %6s %7s %16s %10s' "$t" "$((SECONDS - begin))" \
    "${execs:-?}" "${cov:-?}" "${corp:-?}" "${otc:-?}" "$kept")")
done

printf '%-8s %8s %12s %6s %7s %16s %10s\n' target seconds executions cov corpus \
  oom/timeout/crash artifacts
printf '%s\n' "${results[@]}"
echo "crashing inputs (if any): $build/artifacts/<target>/; reproduce with $build/bin/fuzz-<target> FILE"
