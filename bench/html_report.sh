#!/usr/bin/env bash
# Size and load time of --report-html for a generated tree.
#
#   bash bench/html_report.sh [N_FILES]     (default 1000)
#
# Generates N small CUDA sources in nested directories (each with a few API
# calls, a launch, and one unsupported call every 10th file), translates the
# tree with --report-html and --report-json, and reports:
#   - the page's size, and the JSON report's for comparison;
#   - the wall time of headless Chromium loading the page and printing its
#     DOM, against the same for an empty page (the browser's own start-up);
#   - the time the page's script took to draw (performance.now() at the end
#     of its first render, which the page records in <body data-render-ms>).
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
CHROMIUM=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
N=${1:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for i in $(seq 0 $((N - 1))); do
  dir=$work/src/module$((i / 100))/part$((i / 10 % 10))
  mkdir -p "$dir"
  extra=""
  [ $((i % 10)) -eq 0 ] && extra="  cudaCtxResetPersistingL2Cache();"
  cat > "$dir/file$i.cu" <<EOF2
#include <cuda_runtime.h>
__global__ void k$i(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2.0f;
}
int run$i(int n) {
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  k$i<<<(n + 255) / 256, 256>>>(d, n);
  cudaDeviceSynchronize();$extra
  cudaFree(d);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
EOF2
done

start=$(date +%s.%N)
"$HIPIFY" --builtin-cuda --no-cache -q --in-root "$work/src" --out-root "$work/out" \
  --report-json "$work/report.json" --report-html "$work/report.html" 2>"$work/warnings.txt" || true
end=$(date +%s.%N)
echo "files: $N, translated in $(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.1f", b - a}') s ($(nproc) cores)"
printf 'report.html: %8d bytes (%.1f KB per file)\n' "$(stat -c %s "$work/report.html")" \
  "$(awk -v s="$(stat -c %s "$work/report.html")" -v n="$N" 'BEGIN {print s / n / 1024}')"
printf 'report.json: %8d bytes\n' "$(stat -c %s "$work/report.json")"

if [ -z "$CHROMIUM" ]; then
  echo "no chromium: load time not measured"
  exit 0
fi
echo '<!DOCTYPE html><html><body>empty</body></html>' > "$work/empty.html"
browse() {
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile" --dump-dom "file://$1" 2>/dev/null
}
median() {
  local times=()
  for _ in 1 2 3; do
    local s e
    s=$(date +%s.%N); browse "$1" > "$work/dom.html"; e=$(date +%s.%N)
    times+=("$(awk -v a="$s" -v b="$e" 'BEGIN {printf "%.3f", b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}
empty=$(median "$work/empty.html")
page=$(median "$work/report.html")
render=$(grep -o 'data-render-ms="[0-9]*"' "$work/dom.html" | grep -o '[0-9]\+')
rows=$(grep -o 'class="file-row"' "$work/dom.html" | wc -l)
echo "chromium --dump-dom, median of 3: empty page $empty s, report $page s" \
  "(+$(awk -v a="$page" -v b="$empty" 'BEGIN {printf "%.3f", a - b}') s)"
echo "page script done at ${render} ms after navigation start; $rows file rows drawn"
