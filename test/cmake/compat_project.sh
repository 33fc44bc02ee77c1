#!/usr/bin/env bash
# Single-source mode as a user gets it: install hipify-cxx with its package
# config and build examples/compat-project (a copy) against it, checking that
#   - nothing is generated at configure time;
#   - the build generates the compat directory (the CUDA names as HIP's,
#     the headers standing in for CUDA's, the adapted calls);
#   - a second build has no work; touching a header the sources read makes
#     the directory again (the depfile);
#   - the CUDA sources are never written;
#   - with hipcc on PATH, the unchanged sources compile for ROCm with it;
#   - with nvcc (a CUDA toolkit), they still build for CUDA, in a build of
#     their own that never sees the compat directory;
#   - the project's Makefile does the same with make (the depfile too).
# Where hipcc or nvcc is absent, that part is skipped and the reason printed.
#
# usage: compat_project.sh <hipify-cxx build dir> <source root> [cmake] [ninja]
# Exit 77 (skipped) where Ninja is not available.
example=compat-project
source "$(dirname "$0")/project_common.sh" "$@"

cp -R "$proj" "$tmp/original"

if ! "$cmake" -S "$proj" -B "$bin" -G Ninja \
    -DCMAKE_MAKE_PROGRAM="$(command -v "$ninja")" -DCMAKE_PREFIX_PATH="$prefix" \
    -DEXAMPLE_HIPIFY_OPTIONS=--builtin-cuda >"$tmp/configure.log" 2>&1; then
  sed 's/^/  | /' "$tmp/configure.log"
  fail "configure"
  exit 1
fi
dir=$bin/example-hipify-compat
[ -e "$dir" ] && fail "the compat directory was made at configure time"

if ! "$ninja" -C "$bin" >"$tmp/build1.log" 2>&1; then
  sed 's/^/  | /' "$tmp/build1.log"
  fail "first build"
  exit 1
fi
grep -q "Generating the compat headers of example" "$tmp/build1.log" ||
  fail "the first build did not generate the compat headers"
for f in hipify_compat.h hipify_compat_macros.h cuda_runtime.h; do
  [ -s "$dir/$f" ] || fail "$dir/$f is missing or empty"
done
check_has() {
  grep -qF -- "$2" "$dir/$1" || fail "$1: no '$2'"
}
check_has hipify_compat.h '#define cudaMalloc hipMalloc'
check_has hipify_compat.h '#define cudaEventElapsedTime hipEventElapsedTime'
check_has hipify_compat.h 'hipEventCreateWithFlags(a0, a1)'
check_has hipify_compat.h 'hipFuncGetAttributes(a0, reinterpret_cast<const void*>(a1))'
check_has hipify_compat.h '#define __shfl_down_sync(...)'
check_has cuda_runtime.h '#include <hip/hip_runtime.h>'
echo "ok: the build generated $dir"

"$ninja" -C "$bin" -n >"$tmp/noop.log" 2>&1
grep -q 'no work to do' "$tmp/noop.log" ||
  { sed 's/^/  | /' "$tmp/noop.log"; fail "a second build has work to do"; }

sleep 1
touch "$proj/include/timing.cuh"
"$ninja" -C "$bin" >"$tmp/build2.log" 2>&1 || fail "build after touching a header"
grep -q "Generating the compat headers of example" "$tmp/build2.log" ||
  fail "touching include/timing.cuh did not make the compat headers again"
"$ninja" -C "$bin" -n >"$tmp/noop2.log" 2>&1
grep -q 'no work to do' "$tmp/noop2.log" ||
  { sed 's/^/  | /' "$tmp/noop2.log"; fail "after making the headers again, a build still has work to do"; }

diff -r "$tmp/original" "$proj" >/dev/null || fail "the CUDA sources were changed"

if grep -q 'hipcc not found' "$tmp/configure.log"; then
  echo "note: hipcc not found, the ROCm build of the sources is skipped"
elif [ -x "$bin/example" ]; then
  echo "ok: hipcc compiled the unchanged CUDA sources with the compat headers"
else
  fail "hipcc is configured but example was not built"
fi

# The same sources, a CUDA build: no compat directory, no hipify-cxx.
nvcc=$(command -v nvcc || true)
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
if [ -z "$nvcc" ]; then
  echo "note: nvcc not found, the CUDA build of the sources is skipped"
elif ! "$cmake" -S "$proj" -B "$tmp/build-cuda" -G Ninja \
    -DCMAKE_MAKE_PROGRAM="$(command -v "$ninja")" -DEXAMPLE_PLATFORM=CUDA \
    -DCMAKE_CUDA_COMPILER="$nvcc" >"$tmp/cuda-configure.log" 2>&1; then
  echo "note: CMake cannot use $nvcc here, the CUDA build is skipped:"
  grep -m3 -i 'error' "$tmp/cuda-configure.log" | sed 's/^/  | /' || true
elif ! "$ninja" -C "$tmp/build-cuda" >"$tmp/cuda-build.log" 2>&1; then
  sed 's/^/  | /' "$tmp/cuda-build.log"
  fail "nvcc did not build the sources"
elif [ -e "$tmp/build-cuda/example-hipify-compat" ]; then
  fail "the CUDA build made a compat directory"
else
  echo "ok: nvcc built the same sources"
fi

# The same with make (examples/compat-project/Makefile), in a copy.
if command -v make >/dev/null 2>&1; then
  mk=$tmp/make-project
  cp -R "$src_root/examples/$example" "$mk"
  vars=(HIPIFY_CXX="$prefix/bin/hipify-cxx" HIPIFY_OPTIONS=--builtin-cuda)
  if ! make -C "$mk" compat "${vars[@]}" >"$tmp/make1.log" 2>&1; then
    sed 's/^/  | /' "$tmp/make1.log"
    fail "make compat"
  else
    [ -s "$mk/build-make/compat/hipify_compat.h" ] ||
      fail "make compat wrote no build-make/compat/hipify_compat.h"
    make -C "$mk" -q compat "${vars[@]}" ||
      fail "make: a second make compat has work to do"
    sleep 1
    touch "$mk/include/timing.cuh"
    if make -C "$mk" -q compat "${vars[@]}"; then
      fail "make: touching include/timing.cuh does not make the compat headers again"
    else
      echo "ok: make makes the compat headers again when a header changes"
    fi
    make -C "$mk" compat "${vars[@]}" >"$tmp/make3.log" 2>&1 &&
      make -C "$mk" -q compat "${vars[@]}" ||
      fail "make: after making the compat headers again, make compat still has work to do"
    if grep -q 'hipcc not found' "$tmp/configure.log"; then
      echo "note: hipcc not found, make's ROCm build is skipped"
    elif make -C "$mk" "${vars[@]}" >"$tmp/make2.log" 2>&1 &&
         [ -x "$mk/example-rocm" ]; then
      echo "ok: make built the unchanged CUDA sources with hipcc"
    else
      sed 's/^/  | /' "$tmp/make2.log"
      fail "make did not build example-rocm"
    fi
  fi
else
  echo "note: make not found, the Makefile is not tested"
fi

finish
