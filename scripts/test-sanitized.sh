#!/usr/bin/env bash
# Build hipify-cxx with AddressSanitizer and UndefinedBehaviorSanitizer (and
# assertions) in build-asan/ and run the whole test suite there: the units,
# the lit suite, the fuzz corpus replays. CI runs it after scripts/test.sh;
# docs/hardening.md says what it covers and what it leaves out.
#
#   bash scripts/test-sanitized.sh            # configure, build, test
#   HIPIFY_ASAN_BUILD=dir bash scripts/test-sanitized.sh
#   CMAKE_CXX_COMPILER=clang++-22 bash scripts/test-sanitized.sh
#
# Any sanitizer report fails the test it happens in (UBSan halts; ASan always
# does), leaks included; so does a failed assertion.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${HIPIFY_ASAN_BUILD:-build-asan}
start=$SECONDS

# -O1 -g: fast enough, exact stacks. RelWithDebInfo with these flags has no
# -DNDEBUG, so our assertions (and LLVM's inline ones) are checked too.
cmake -S . -B "$build" -G Ninja -DHIPIFY_SANITIZE=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
  ${CMAKE_CXX_COMPILER:+-DCMAKE_CXX_COMPILER="$CMAKE_CXX_COMPILER"} >/dev/null
cmake --build "$build"
built=$SECONDS

# Leaks are detected, and none is suppressed: LibTooling runs clang's
# frontend with -disable-free off, so even clang frees what it allocates.
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Left out under the sanitizers: the lit tests that compile the translated
# examples with hipcc. They spend minutes in hipcc, not in hipify-cxx, and
# what they translate is translated (sanitized) by the other example tests.
export LIT_FILTER_OUT=${LIT_FILTER_OUT:-'examples/(hipcc-compile|hip-syntax-gfx[0-9]+|legacy-rodinia-hipcc)\.test'}
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
echo "test-sanitized: build $((built - start)) s, tests $((SECONDS - built)) s"
