#!/usr/bin/env bash
# Times `hipify-cxx lint` on a generated source tree and compares it with
# `grep -rn CUDA_VERSION` over the same tree (the cheapest thing a CI job could
# run instead: it reads every byte once and understands nothing).
#
#   bash bench/lint_tree.sh                     # 10000 files, 3 runs, -j 1 and -j <all cores>
#   N=50000 REPEAT=5 JOBS="1 2 4 8" bash bench/lint_tree.sh
#   KEEP=1 TREE=/tmp/lint-tree bash bench/lint_tree.sh   # keep the tree
#
# The tree (python3, fixed seed, so every run and machine gets the same one):
# N files, about 70% plain C++ (classes, functions, comments, #include and
# header-guard directives, nothing lint flags) and 30% CUDA (kernels under
# CUDA_VERSION / CUDART_VERSION / __CUDACC__ / __CUDA_ARCH__ guards, a few of
# them already with a ROCm term), 2-8 KB each, in nested directories up to
# four levels deep. Every command is run once untimed (warm page cache), then
# REPEAT times; the median wall time is reported. Uses bash, awk and python3
# only; the times come from bash's $EPOCHREALTIME.
#
# Output: one row per command: files, MB, seconds, files/s, MB/s, and the time
# relative to grep (x grep: 2.0 means twice as long as grep).
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=${HIPIFY:-$PWD/build/bin/hipify-cxx}
N=${N:-10000}
REPEAT=${REPEAT:-3}
JOBS=${JOBS:-"1 $(nproc)"}
KEEP=${KEEP:-0}
SEED=${SEED:-1}

[ -x "$HIPIFY" ] || { echo "lint_tree.sh: no hipify-cxx at $HIPIFY (set HIPIFY)" >&2; exit 2; }
if [ -n "${TREE:-}" ]; then
  rm -rf "$TREE"
  mkdir -p "$TREE"
else
  TREE=$(mktemp -d "${TMPDIR:-/tmp}/lint-tree.XXXXXX")
fi
[ "$KEEP" = 1 ] || trap 'rm -rf "$TREE"' EXIT

python3 - "$TREE" "$N" "$SEED" <<'EOF'
import os
import random
import sys

root, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
words = ("alpha beta gamma delta buffer stream device host kernel tensor "
         "matrix vector reduce scan sort index block grid warp lane tile "
         "cache queue event graph memory pool").split()

def ident():
    return "_".join(rng.choice(words) for _ in range(rng.randint(1, 3)))

def plain_chunk():
    k = rng.randrange(5)
    name = ident()
    if k == 0:
        return ("// %s: %s %s %s.\n// %s %s %s.\n" %
                (name, ident(), ident(), ident(), ident(), ident(), ident()))
    if k == 1:
        return ("class %s {\npublic:\n  explicit %s(int n) : n_(n) {}\n"
                "  int size() const { return n_; }\n  void resize(int n);\n"
                "private:\n  int n_ = 0;\n  double scale_ = 1.0;\n};\n\n" %
                (name.title().replace("_", ""), name.title().replace("_", "")))
    if k == 2:
        return ("template <typename T>\nT %s(const T *p, int n) {\n  T acc{};\n"
                "  for (int i = 0; i < n; ++i)\n    acc += p[i] * T(%d);\n"
                "  return acc;\n}\n\n" % (name, rng.randint(1, 99)))
    if k == 3:
        return ("static const char *%s_names[] = {\"%s\", \"%s\", \"%s\"};\n"
                "int %s_count = %d;\n\n" %
                (name, ident(), ident(), ident(), name, rng.randint(0, 9999)))
    return ("namespace %s {\nvoid %s(std::vector<float> &v) {\n"
            "  std::sort(v.begin(), v.end());\n  v.erase(std::unique(v.begin(), "
            "v.end()), v.end());\n}\n} // namespace %s\n\n" % (name, ident(), name))

def cuda_chunk():
    k = rng.randrange(8)
    name = ident()
    body = ("__global__ void %s(float *out, const float *in, int n) {\n"
            "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            "  if (i < n)\n    out[i] = in[i] * %d.0f;\n}\n" % (name, rng.randint(1, 9)))
    guard = [
        "#if CUDA_VERSION >= %d\n" % rng.choice((10000, 11000, 11020, 12000)),
        "#if CUDART_VERSION < %d\n" % rng.choice((9000, 10010, 11000)),
        "#ifdef __CUDACC__\n",
        "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= %d\n" % rng.choice((600, 700, 800)),
        "#if !defined(__CUDACC__)\n",
        "#if CUDA_VERSION >= 11000 || defined(USE_ROCM)\n",
        "#if defined(__NVCC__) || defined(__HIPCC__)\n",
        "#if __CUDACC_VER_MAJOR__ >= 11 && \\\n    __CUDACC_VER_MINOR__ >= 2\n",
    ][k]
    return guard + body + "#endif\n\n"

dirs = [""]
for i in range(n):
    if rng.random() < 0.02 or len(dirs) == 1:
        depth = rng.randint(1, 4)
        dirs.append(os.path.join(*("%s%d" % (rng.choice(words), rng.randrange(20))
                                   for _ in range(depth))))
    d = rng.choice(dirs[1:])
    cuda = rng.random() < 0.30
    ext = rng.choice((".cu", ".cuh")) if cuda else rng.choice((".cpp", ".h", ".hpp", ".cc"))
    size = rng.randint(2048, 8192)
    guard = "%s_%d_H" % (ident().upper(), i)
    text = ("// %s: generated for bench/lint_tree.sh\n#ifndef %s\n#define %s\n"
            "#include <vector>\n#include <algorithm>\n\n" % (ident(), guard, guard))
    if cuda:
        text += "#include <cuda_runtime.h>\n\n"
    while len(text) < size - 200:
        text += cuda_chunk() if cuda and rng.random() < 0.35 else plain_chunk()
    text += "#endif // %s\n" % guard
    path = os.path.join(root, d, "f%05d%s" % (i, ext))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
EOF

files=$(find "$TREE" -type f | wc -l)
bytes=$(find "$TREE" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
mb=$(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1048576}')

# Runs "$@" with its output discarded; exit status 0 or 1 (lint: findings;
# grep: no match) is success, anything else stops the benchmark.
run() {
  local rc=0
  "$@" >/dev/null 2>&1 || rc=$?
  if [ "$rc" -gt 1 ]; then
    echo "lint_tree.sh: '$*' failed with exit status $rc" >&2
    exit 2
  fi
}

# Median wall time in seconds of REPEAT runs of "$@" (after one untimed run).
median() {
  run "$@"
  local times=() start end
  for _ in $(seq "$REPEAT"); do
    start=$EPOCHREALTIME
    run "$@"
    end=$EPOCHREALTIME
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.4f", b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

row() { # name seconds
  awk -v name="$1" -v s="$2" -v f="$files" -v mb="$mb" -v g="${grep_s:-$2}" 'BEGIN {
    printf "%-28s %7d %8.1f %9.3f %10.0f %8.1f %8.2f\n", name, f, mb, s, f / s, mb / s, s / g }'
}

# What lint finds (a sanity check that the tree is what it should be).
summary=$("$HIPIFY" lint -j "$(nproc)" "$TREE" 2>&1 >/dev/null | tail -1 || true)

echo "tree: $TREE"
echo "machine: $(nproc) cores; $(uname -sr); runs: $REPEAT (median)"
echo "lint: $summary"
printf '%-28s %7s %8s %9s %10s %8s %8s\n' command files MB seconds files/s MB/s "x grep"
grep_s=$(median grep -rn CUDA_VERSION "$TREE")
row "grep -rn CUDA_VERSION" "$grep_s"
for j in $JOBS; do
  s=$(median "$HIPIFY" lint -j "$j" "$TREE")
  row "hipify-cxx lint -j $j" "$s"
done
s=$(median "$HIPIFY" lint -j "$(nproc)" --format=sarif "$TREE")
row "hipify-cxx lint -j $(nproc) sarif" "$s"
