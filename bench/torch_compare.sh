#!/usr/bin/env bash
# PyTorch extensions: hipify-cxx against PyTorch's own hipify, name by name.
# Each tree is translated by ROCm/hipify_torch (as torch.utils.cpp_extension
# and mmcv's setup.py run it: is_pytorch_extension=True) and by hipify-cxx
# (tree mode, built-in declarations, no cache); bench/torch_compare.py then
# counts, per PyTorch name (hipify_torch's C10 and PyTorch-specific tables)
# and per PyTorch #include, the renames each tool made.
#
#   bash bench/torch_compare.sh MIRRORS [TREE...]
#
# MIRRORS holds local git copies (fetch github:OWNER/NAME) as
# MIRRORS/OWNER+NAME/repo, ROCm+hipify_torch among them. TREEs (default: all
# that are there):
#   mmcv         open-mmlab/mmcv, mmcv/ops/csrc
#   detectron2   facebookresearch/detectron2, detectron2/layers/csrc
# Exit status 1 when hipify-cxx misses a rename hipify_torch makes.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { sed -n '2,16p' "$0"; exit 2; }
M=$(realpath "$1"); shift
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
trees=("$@"); [[ ${#trees[@]} -gt 0 ]] || trees=(mmcv detectron2)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

git_dir() { local g=$M/$1/repo; [[ -d $g/.git ]] && g=$g/.git; echo "$g"; }
[[ -d $M/ROCm+hipify_torch/repo ]] || { echo "no $M/ROCm+hipify_torch (fetch github:ROCm/hipify_torch)" >&2; exit 2; }
mkdir -p "$work/hipify_torch"
git --git-dir="$(git_dir ROCm+hipify_torch)" archive HEAD | tar -x -C "$work/hipify_torch"

# The PyTorch names of hipify_torch's tables, CUDA spelling -> ROCm spelling
# (for an extension, the PyTorch-specific ones win, as in its PYTORCH_MAP).
python3 - "$work/hipify_torch" > "$work/names.json" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1])
from hipify_torch import cuda_to_hip_mappings as m
names = {}
for table in (m.C10_MAPPINGS, m.PYTORCH_SPECIFIC_MAPPINGS):
    for cuda, value in table.items():
        # Headers are compared by #include line; CUDA_VERSION, which
        # hipify_torch renames to TORCH_HIP_VERSION, is a guard to
        # hipify-cxx (counted apart).
        if '/' not in cuda and ' ' not in cuda and cuda != 'CUDA_VERSION':
            names[cuda] = value[0]
print(json.dumps(names))
PY

status=0
for tree in "${trees[@]}"; do
  case $tree in
    mmcv) repo=open-mmlab+mmcv; dir=mmcv/ops/csrc ;;
    detectron2) repo=facebookresearch+detectron2; dir=detectron2/layers/csrc ;;
    *) echo "unknown tree '$tree'" >&2; exit 2 ;;
  esac
  [[ -d $M/$repo/repo ]] || { echo "== $tree: no $M/$repo (skipped)"; continue; }
  src=$work/$tree/src; torch=$work/$tree/torch; ours=$work/$tree/ours
  mkdir -p "$src" "$torch"
  git --git-dir="$(git_dir "$repo")" archive HEAD "$dir" | tar -x -C "$src"
  cp -r "$src/." "$torch"
  python3 - "$work/hipify_torch" "$torch" "$torch/$dir" "$src" > "$work/$tree/map.json" 2>/dev/null <<'PY'
import json, os, sys
sys.path.insert(0, sys.argv[1])
from hipify_torch import hipify_python
root, tree, src = sys.argv[2:5]
result = hipify_python.hipify(project_directory=root, output_directory=root,
                              includes=[tree + '/*'], show_detailed=False,
                              is_pytorch_extension=True, show_progress=False)
out = {}
for path, r in result.items():
    hip = getattr(r, 'hipified_path', None) or path
    out[os.path.join(src, os.path.relpath(path, root))] = hip
print(json.dumps(out))
PY
  "$HIPIFY" --builtin-cuda --no-cache -q -j 2 --in-root "$src/$dir" --out-root "$ours" 2>/dev/null || true
  echo "== $tree ($dir)"
  python3 bench/torch_compare.py "$src/$dir" "$torch" "$ours" "$work/$tree/map.json" \
    < "$work/names.json" || status=1
done
exit $status
