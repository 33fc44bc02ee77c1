#!/usr/bin/env bash
# A second run changes nothing, on real trees: each tree is translated
# (tree mode), then its output is translated again, and the two outputs are
# compared file by file. Prints, per tree, the files translated and the files
# the second run changed (the first lines of each diff below), and exits 1
# when any changed.
#
#   bash bench/second_run.sh MIRRORS [TREE...]
#
# MIRRORS holds local git copies (fetch github:OWNER/NAME), as
# MIRRORS/OWNER+NAME/repo. TREEs (default: all that are there):
#   cuda-samples       NVIDIA/cuda-samples HEAD, Samples/, -I Common
#   cuda-samples-11.8  the same at tag v11.8
#   rodinia            yuhc/gpu-rodinia, cuda/
#   mmcv               open-mmlab/mmcv, mmcv/ops/csrc (-I its common dirs)
# HIPIFY (default build/bin/hipify-cxx) is run with the built-in declarations
# unless SDK=1; -j 2; no cache.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { sed -n '2,18p' "$0"; exit 2; }
M=$(realpath "$1"); shift
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
sdk=(--builtin-cuda); [[ -n ${SDK:-} ]] && sdk=()
trees=("$@"); [[ ${#trees[@]} -gt 0 ]] || trees=(cuda-samples cuda-samples-11.8 rodinia mmcv)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# extract REPO REF DIR...: the files of DIRs at REF (a mirror may lack blobs
# of large data files: those are skipped)
extract() {
  local git=$M/$1/repo ref=$2 out=$work/$1@$2; shift 2
  [[ -d $git/.git ]] && git=$git/.git
  mkdir -p "$out"
  git --git-dir="$git" ls-tree -r --name-only "$ref" -- "$@" | while read -r f; do
    mkdir -p "$out/$(dirname "$f")"
    git --git-dir="$git" show "$ref:$f" > "$out/$f" 2>/dev/null || rm -f "$out/$f"
  done
  echo "$out"
}

status=0
for t in "${trees[@]}"; do
  case $t in
    cuda-samples|cuda-samples-11.8)
      ref=HEAD; [[ $t == cuda-samples-11.8 ]] && ref=v11.8
      [[ -d $M/NVIDIA+cuda-samples ]] || { echo "$t: no mirror; skipped"; continue; }
      src=$(extract NVIDIA+cuda-samples "$ref" Samples Common)
      root=$src/Samples; args=(-- -I "$src/Common") ;;
    rodinia)
      [[ -d $M/yuhc+gpu-rodinia ]] || { echo "$t: no mirror; skipped"; continue; }
      src=$(extract yuhc+gpu-rodinia HEAD cuda)
      root=$src/cuda; args=() ;;
    mmcv)
      [[ -d $M/open-mmlab+mmcv ]] || { echo "$t: no mirror; skipped"; continue; }
      src=$(extract open-mmlab+mmcv HEAD mmcv/ops/csrc)
      root=$src/mmcv/ops/csrc
      args=(-- -I "$root/common" -I "$root/common/cuda") ;;
    *) echo "unknown tree '$t'" >&2; exit 2 ;;
  esac
  out=$work/$t.1 again=$work/$t.2
  "$HIPIFY" "${sdk[@]}" --no-cache -q -j 2 --only-translated --in-root "$root" --out-root "$out" "${args[@]}" 2>/dev/null || true
  "$HIPIFY" "${sdk[@]}" --no-cache -q -j 2 --only-translated --in-root "$out" --out-root "$again" "${args[@]}" 2>/dev/null || true
  files=$(find "$out" -type f | wc -l)
  changed=$(diff -rq "$out" "$again" | wc -l || true)
  printf '%-18s %6s files translated, %3s changed by a second run\n' "$t" "$files" "$changed"
  if [[ $changed -gt 0 ]]; then
    status=1
    diff -r "$out" "$again" | head -40 | sed "s|$work/||g"
  fi
done
exit $status
