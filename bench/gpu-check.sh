#!/usr/bin/env bash
# Runs each bundled example next to its HIP translation on an NVIDIA GPU.
#
# For every examples/*.cu, builds the original with nvcc, translates it with
# hipify-cxx, and builds the translation with nvcc too, through the include
# directory that `hipify-cxx --list-mappings=cuda-header --o-dir` writes from
# the tool's own tables in reverse (hip/hip_runtime.h and the other HIP headers
# forward to their CUDA counterparts and to hip2cuda.h: `#define hipMalloc
# cudaMalloc`, hipLaunchKernelGGL(k, g, b, s, st, ...) -> k<<<g, b, s, st>>>).
# Then it runs both and prints a table: example, original result, translated
# result, match. A translation that builds and prints what the original prints
# has kept the program's meaning, names and launches included.
#
# Without a GPU (or with --compile-only) it only builds both and says it could
# not run them.
#
# usage: bench/gpu-check.sh [options] [example ...]   (names: vector_add ...)
#   --compile-only       build, do not run
#   --hip-version X.Y    translate for this HIP version (default: the newest
#                        the tables know)
#   --arch sm_NN         nvcc target (default: the GPU's, else sm_90)
#   --work DIR           keep the build here (default: a temporary directory)
#   -j N                 parallel builds (default: the number of CPUs)
# environment: NVCC (default: nvcc on PATH, else /usr/local/cuda/bin/nvcc),
#   HIPIFY (default: build/bin/hipify-cxx)
# exit status: 0 when everything built (and, when run, every translation's
#   result matched its original's), 1 otherwise, 2 on a usage error.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
compile_only=0
hip_version=""
arch=""
work=""
jobs=$(nproc 2>/dev/null || echo 2)
names=()
while [ $# -gt 0 ]; do
  case $1 in
  --compile-only) compile_only=1 ;;
  --hip-version) hip_version=$2; shift ;;
  --hip-version=*) hip_version=${1#*=} ;;
  --arch) arch=$2; shift ;;
  --arch=*) arch=${1#*=} ;;
  --work) work=$2; shift ;;
  --work=*) work=${1#*=} ;;
  -j) jobs=$2; shift ;;
  -j*) jobs=${1#-j} ;;
  -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  -*) echo "gpu-check: unknown option '$1'" >&2; exit 2 ;;
  *) names+=("$1") ;;
  esac
  shift
done

hipify=${HIPIFY:-$root/build/bin/hipify-cxx}
if [ ! -x "$hipify" ]; then
  echo "gpu-check: no hipify-cxx at $hipify (build it, or set HIPIFY)" >&2
  exit 2
fi
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  echo "gpu-check: no nvcc (set NVCC, or install the CUDA toolkit)" >&2
  exit 2
fi

# Is there a GPU to run on?
gpu=""
if [ $compile_only = 0 ]; then
  if command -v nvidia-smi >/dev/null 2>&1 &&
     gpu=$(nvidia-smi --query-gpu=name,compute_cap --format=csv,noheader 2>/dev/null | head -1) &&
     [ -n "$gpu" ]; then
    :
  else
    gpu=""
    compile_only=1
    echo "gpu-check: no NVIDIA GPU found (nvidia-smi lists none): building only, the programs cannot be run here"
  fi
fi
if [ -z "$arch" ]; then
  cap=${gpu##*, }
  if [ -n "$gpu" ] && [ -n "$cap" ]; then
    arch=sm_${cap/./}
  else
    arch=sm_90
  fi
fi

if [ ${#names[@]} -eq 0 ]; then
  for f in "$root"/examples/*.cu; do names+=("$(basename "$f" .cu)"); done
fi
for n in "${names[@]}"; do
  if [ ! -f "$root/examples/$n.cu" ]; then
    echo "gpu-check: no example examples/$n.cu" >&2
    exit 2
  fi
done

if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi
# Nothing from an earlier run in the same --work directory may count.
rm -rf "${work:?}/include" "${work:?}/hip" "${work:?}/bin" "${work:?}/log" "${work:?}/out"
mkdir -p "$work/include" "$work/hip" "$work/bin" "$work/log" "$work/out"

echo "gpu-check: $("$nvcc" --version | tail -1 | sed 's/^Build //'), -arch=$arch${gpu:+, GPU: $gpu}"
echo "gpu-check: $("$hipify" --version 2>/dev/null | head -1), target HIP ${hip_version:-(newest)}"

# The reverse headers, from the tool's own tables.
if ! "$hipify" --list-mappings=cuda-header --o-dir "$work/include"; then
  echo "gpu-check: hipify-cxx could not write the reverse headers" >&2
  exit 1
fi

# The translations (one run, as a user would translate a project).
srcs=()
for n in "${names[@]}"; do srcs+=("$root/examples/$n.cu"); done
if ! "$hipify" ${hip_version:+--hip-version "$hip_version"} --o-dir "$work/hip" \
     "${srcs[@]}" 2>"$work/log/hipify.txt"; then
  echo "gpu-check: hipify-cxx failed:" >&2
  cat "$work/log/hipify.txt" >&2
  exit 1
fi
echo "gpu-check: translated ${#names[@]} examples ($(grep -c 'warning:' "$work/log/hipify.txt") warnings, in $work/log/hipify.txt)"

# The CUDA libraries an example links, from the headers it includes.
libs_for() {
  local l=()
  grep -q '#include <curand' "$1" && l+=(-lcurand)
  grep -q '#include <cusparse' "$1" && l+=(-lcusparse)
  grep -q '#include <cublas' "$1" && l+=(-lcublas)
  grep -q '#include <cufft' "$1" && l+=(-lcufft)
  echo "${l[@]}"
}

# build KIND NAME: KIND orig or hip; writes bin/NAME.KIND, log/NAME.KIND.build
build() {
  local kind=$1 n=$2 src flags=()
  if [ "$kind" = orig ]; then
    src=$root/examples/$n.cu
  else
    src=$work/hip/$n.cu
    flags=(-I "$work/include")
  fi
  # shellcheck disable=SC2046
  "$nvcc" -std=c++17 -arch="$arch" "${flags[@]}" -o "$work/bin/$n.$kind" "$src" \
    $(libs_for "$root/examples/$n.cu") >"$work/log/$n.$kind.build" 2>&1
}

for n in "${names[@]}"; do
  for kind in orig hip; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    build "$kind" "$n" &
  done
done
wait

# run KIND NAME: prints the result (PASS, FAIL, exit N, not built, not run)
run() {
  local kind=$1 n=$2
  local out=$work/out/$n.$kind rc
  if [ ! -x "$work/bin/$n.$kind" ]; then
    echo "not built"
    return
  fi
  if [ $compile_only = 1 ]; then
    echo "built, not run"
    return
  fi
  timeout 300 "$work/bin/$n.$kind" >"$out" 2>"$out.err"
  rc=$?
  if [ $rc = 0 ] && grep -qx PASS "$out"; then
    echo "PASS"
  elif [ $rc = 1 ] && grep -qx FAIL "$out"; then
    echo "FAIL"
  elif [ $rc = 124 ]; then
    echo "timeout"
  else
    echo "exit $rc"
  fi
}

status=0
printf '\n%-20s | %-14s | %-14s | %s\n' example original translated match
printf '%s\n' "---------------------+----------------+----------------+------------------------"
for n in "${names[@]}"; do
  o=$(run orig "$n")
  t=$(run hip "$n")
  if [ "$o" = "not built" ] || [ "$t" = "not built" ]; then
    m="no (build failed)"
    status=1
  elif [ $compile_only = 1 ]; then
    m="not run"
  elif [ "$o" = "$t" ]; then
    if cmp -s "$work/out/$n.orig" "$work/out/$n.hip"; then
      m="yes (same output)"
    else
      m="yes (output differs)"
    fi
    [ "$o" = PASS ] || status=1
  else
    m="NO"
    status=1
  fi
  printf '%-20s | %-14s | %-14s | %s\n' "$n" "$o" "$t" "$m"
done

# The build errors, if any.
for n in "${names[@]}"; do
  for kind in orig hip; do
    if [ ! -x "$work/bin/$n.$kind" ]; then
      echo
      echo "== $n ($([ $kind = orig ] && echo original || echo translation)) did not build:"
      head -30 "$work/log/$n.$kind.build"
    fi
  done
done
if [ $compile_only = 1 ]; then
  echo
  echo "gpu-check: built only; run on a machine with an NVIDIA GPU to compare results"
fi
exit $status
