# What the example-project tests share (cmake_project.sh, compat_project.sh):
# sourced after setting `example` (a directory of examples/), with the
# test's own arguments:
#   <hipify-cxx build dir> <source root> [cmake] [ninja]
# It exits 77 (skipped) where Ninja is not available, installs hipify-cxx
# with its package config under $prefix, copies the example to $proj, and
# gives $tmp (removed at exit), $bin (the build directory to use), fail()
# and finish() (the verdict, and the exit status).
set -euo pipefail

build_dir=$1
src_root=$2
cmake=${3:-cmake}
ninja=${4:-ninja}

if ! command -v "$ninja" >/dev/null 2>&1; then
  echo "SKIPPED: ninja not found ($ninja)"
  exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/hipify-$example.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
proj=$tmp/project
bin=$tmp/build
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

finish() {
  if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
  fi
  echo "PASS"
}

"$cmake" --install "$build_dir" --prefix "$prefix" >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; fail "cmake --install $build_dir"; exit 1; }
"$prefix/bin/hipify-cxx" --version >/dev/null ||
  { fail "the installed hipify-cxx does not run"; exit 1; }
cp -R "$src_root/examples/$example" "$proj"
