#!/usr/bin/env bash
# The CMake integration as a user gets it: install hipify-cxx with its package
# config, build examples/cmake-project (a copy) with Ninja against the
# installed package, and check that translation happens at build time, only
# where it is needed:
#   - nothing is translated at configure time;
#   - the first build translates the 5 files (3 sources, 2 headers) and the
#     outputs are HIP;
#   - a second build has no work;
#   - touching include/common.cuh re-translates common.cuh, main.cu and
#     kernels.cu (the two that include it), nothing else;
#   - editing src/other.cu re-translates other.cu only, with the edit;
#   - touching include/util.h re-translates util.h and main.cu;
#   - a newer hipify-cxx re-translates everything;
#   - with Unix Makefiles: the first build and the common.cuh case.
# Which files were translated is read from the build's own log: one
# "Translating <file> to HIP" line per command that ran.
# With hipcc on PATH the translation is also compiled (HIP 5.2 on Debian 12);
# without it that part is skipped and the reason printed.
#
# usage: cmake_project.sh <hipify-cxx build dir> <source root> [cmake] [ninja]
# Exit 77 (skipped) where Ninja is not available.
example=cmake-project
source "$(dirname "$0")/project_common.sh" "$@"

# The files a build translated, sorted, one per line.
translated() {
  sed -n 's/.*Translating \(.*\) to HIP$/\1/p' "$1" | sort
}

# expect_translated LOG "what" FILE...: exactly FILE... were translated.
expect_translated() {
  local log=$1 what=$2
  shift 2
  local want got
  want=$(printf '%s\n' "$@" | sed '/^$/d' | sort)
  got=$(translated "$log")
  if [ "$want" = "$got" ]; then
    echo "ok: $what: translated ${*:-nothing}"
  else
    fail "$what: expected [$(echo $want)], translated [$(echo $got)]"
    sed 's/^/  | /' "$log"
  fi
}

# build TARGET LOG: run ninja, keep its output.
build() {
  if ! "$ninja" -C "$bin" "$1" >"$2" 2>&1; then
    sed 's/^/  | /' "$2"
    fail "ninja $1 failed"
    exit 1
  fi
}

# Ninja compares modification times: let a second pass before each edit.
tick() { sleep 1; }


# --builtin-cuda: no CUDA SDK needed. The package is found through
# CMAKE_PREFIX_PATH, as a user would.
if ! "$cmake" -S "$proj" -B "$bin" -G Ninja -DCMAKE_MAKE_PROGRAM="$(command -v "$ninja")" \
    -DCMAKE_PREFIX_PATH="$prefix" -DEXAMPLE_HIPIFY_OPTIONS=--builtin-cuda \
    >"$tmp/configure.log" 2>&1; then
  sed 's/^/  | /' "$tmp/configure.log"
  fail "configure"
  exit 1
fi
exe=$(sed -n 's/^HIPIFY_CXX_EXECUTABLE:FILEPATH=//p' "$bin/CMakeCache.txt")
[ "$exe" -ef "$prefix/bin/hipify-cxx" ] ||
  fail "HIPIFY_CXX_EXECUTABLE is '$exe', not the installed $prefix/bin/hipify-cxx"
if [ -e "$bin/hipify" ]; then
  fail "files were translated at configure time: $(find "$bin/hipify" -type f | tr '\n' ' ')"
fi

out=$bin/hipify
all="src/main.cu src/kernels.cu src/other.cu include/common.cuh include/util.h"

build all "$tmp/build1.log"
expect_translated "$tmp/build1.log" "first build" $all
for f in $all; do
  [ -s "$out/$f" ] || fail "$out/$f is missing or empty"
  [ -e "$out/$f.d" ] || fail "$out/$f.d (depfile) is missing"
done
check_has() {
  grep -q -- "$2" "$out/$1" || fail "$1: no '$2' in the translation"
}
check_has src/kernels.cu 'hipLaunchKernelGGL(saxpy_kernel, '
check_has src/kernels.cu 'hipLaunchKernelGGL(sum_kernel, '
check_has src/other.cu 'hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<double, block>), '
check_has src/main.cu 'hipStreamCreate(&stream)'
check_has include/common.cuh '#include <hip/hip_runtime.h>'
check_has include/common.cuh 'hipError_t err_'
for f in $all; do
  if grep -n -E '\bcuda[A-Z][A-Za-z]*|<<<|cuda_runtime' "$out/$f"; then
    fail "$f: CUDA names left in the translation"
  fi
done
grep -q 'common\.cuh' "$out/src/main.cu.d" && grep -q 'util\.h' "$out/src/main.cu.d" ||
  fail "src/main.cu.d does not list both headers: $(cat "$out/src/main.cu.d")"
# Each command runs through a warm hipify-cxx (--server, the default).
[ "$(grep -c -- '--peers [^ ]* --server' "$bin/build.ninja")" = 5 ] ||
  fail "not 5 commands with --server in $bin/build.ninja"
# Each command names the build's other sources (--peers), one list of all.
peers=$(grep -o -- '--peers [^ ]*' "$bin/build.ninja" | sort -u)
[ "$(echo "$peers" | wc -l)" = 1 ] || fail "not one --peers list: $peers"
peers=${peers#--peers }
for f in $all; do
  grep -qx "$proj/$f" "$peers" || fail "$f is not in the --peers list $peers"
done

if [ -e "$bin/example-hip" ]; then
  echo "ok: hipcc compiled the translation"
elif grep -q 'hipcc not found' "$tmp/configure.log"; then
  echo "note: hipcc not found, the translation was not compiled"
else
  fail "hipcc is configured but example-hip was not built"
fi

"$ninja" -C "$bin" -n >"$tmp/noop.log" 2>&1
grep -q 'no work to do' "$tmp/noop.log" ||
  { sed 's/^/  | /' "$tmp/noop.log"; fail "a second build has work to do"; }

# The rebuild checks build only the translations (the hipify target).
tick
touch "$proj/include/common.cuh"
build hipify "$tmp/build2.log"
expect_translated "$tmp/build2.log" "touch include/common.cuh" \
  include/common.cuh src/main.cu src/kernels.cu

tick
echo '// edited for the test' >>"$proj/src/other.cu"
build hipify "$tmp/build3.log"
expect_translated "$tmp/build3.log" "edit src/other.cu" src/other.cu
grep -q '^// edited for the test$' "$out/src/other.cu" ||
  fail "the edit of src/other.cu is not in its translation"

tick
touch "$proj/include/util.h"
build hipify "$tmp/build4.log"
expect_translated "$tmp/build4.log" "touch include/util.h" include/util.h src/main.cu

build hipify "$tmp/build5.log"
expect_translated "$tmp/build5.log" "build without changes" ""

tick
touch "$prefix/bin/hipify-cxx"
build hipify "$tmp/build6.log"
expect_translated "$tmp/build6.log" "newer hipify-cxx" $all

# The Makefile generators read the depfiles too (CMake >= 3.20). This build
# runs each file alone (HIPIFY_CXX_SERVER=OFF): the same translations.
if command -v make >/dev/null 2>&1; then
  mk=$tmp/build-make
  if ! "$cmake" -S "$proj" -B "$mk" -G "Unix Makefiles" -DCMAKE_PREFIX_PATH="$prefix" \
      -DEXAMPLE_HIPIFY_OPTIONS=--builtin-cuda -DEXAMPLE_BUILD_HIP=OFF \
      -DHIPIFY_CXX_SERVER=OFF >"$tmp/mk-configure.log" 2>&1 ||
     ! make -C "$mk" hipify >"$tmp/mk1.log" 2>&1; then
    sed 's/^/  | /' "$tmp/mk-configure.log" "$tmp/mk1.log" 2>/dev/null || true
    fail "Unix Makefiles: configure or build failed"
  else
    expect_translated "$tmp/mk1.log" "Unix Makefiles: first build" $all
    ! grep -rq -- '--server' "$mk/CMakeFiles" ||
      fail "HIPIFY_CXX_SERVER=OFF: a command still has --server"
    for f in $all; do
      cmp -s "$out/$f" "$mk/hipify/$f" ||
        fail "$f: translated otherwise with --server than without"
    done
    tick
    touch "$proj/include/common.cuh"
    make -C "$mk" hipify >"$tmp/mk2.log" 2>&1 || fail "Unix Makefiles: rebuild failed"
    expect_translated "$tmp/mk2.log" "Unix Makefiles: touch include/common.cuh" \
      include/common.cuh src/main.cu src/kernels.cu
  fi
else
  echo "note: make not found, the Unix Makefiles generator is not tested"
fi

finish
