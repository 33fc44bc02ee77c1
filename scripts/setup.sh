#!/usr/bin/env bash
# Set up a fresh Debian 12 machine, build hipify-cxx, and translate the bundled
# examples. Idempotent: installs only missing packages, rebuilds incrementally.
#
#   bash scripts/setup.sh            # everything, HIP (hipcc) included
#   HIPIFY_NO_HIP=1 bash scripts/setup.sh   # without hipcc (its tests skip)
#   HIPIFY_NO_CHROMIUM=1 ...                # without Chromium (likewise)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  # build
  cmake ninja-build g++ ccache python3
  # LLVM/Clang 22 (lit and FileCheck come with llvm-22-tools; libFuzzer and
  # clang's sanitizer runtimes, for bench/fuzz.sh, with libclang-rt-22-dev)
  clang-22 libclang-22-dev libclang-cpp22-dev llvm-22-dev llvm-22-tools
  libclang-rt-22-dev libzstd-dev libedit-dev
  # libraries
  libyaml-cpp-dev libfmt-dev libgtest-dev libgmock-dev
)
if [ -z "${HIPIFY_NO_CHROMIUM:-}" ]; then
  # The HTML report's test loads the page in headless Chromium.
  packages+=(chromium)
fi
if [ -z "${HIPIFY_NO_HIP:-}" ]; then
  # Debian's HIP 5.2: the tests compile translated examples with it, with
  # hipRAND and hipSPARSE (and the rocRAND/rocSPARSE they wrap). Debian 12 has
  # no hipBLAS, rocBLAS or hipFFT: the cuBLAS example's build is skipped.
  packages+=(hipcc libamdhip64-dev rocm-device-libs lld-22
    libhiprand-dev librocrand-dev libhipsparse-dev librocsparse-dev)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: all packages present"
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build

# Translate the bundled examples (built-in CUDA declarations, HIP 5.2 target,
# as installed by Debian) into build/examples-hip/.
mkdir -p build/examples-hip
build/bin/hipify-cxx --builtin-cuda --hip-version 5.2 --o-dir build/examples-hip \
  --print-stats examples/*.cu
echo "setup: translations written to build/examples-hip/"
