#!/usr/bin/env bash
# Single-source mode against translation, on the real-code corpus: the same
# units compiled for the target HIP, once as translations (--out-root) and
# once as the CUDA sources themselves with the directory `hipify-cxx compat`
# writes (docs/single-source.md). Both runs are bench/corpus_verify.sh's.
#
#   bash bench/compat_corpus.sh <CORPUS> [hipify-cxx] [OUTDIR]
#
# HIP_VERSION and ROCM as for corpus_verify.sh (default: Debian's HIP 5.2).
# Prints a Markdown row per mode and the units that compile one way only.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${1:-${TMPDIR:-/tmp}/hipify-corpus}
bin=$(readlink -f "${2:-build/bin/hipify-cxx}")
out=${3:-${TMPDIR:-/tmp}/hipify-compat-corpus}
mkdir -p "$out"
for mode in translate compat; do
  MODE=$mode bash "$here/corpus_verify.sh" "$corpus" "$bin" "$out/$mode" \
    >"$out/$mode.log"
done
python3 - "$out" "${HIP_VERSION:-5.2}" <<'PY'
import json, os, sys
out, hip = sys.argv[1], sys.argv[2]
def units(mode):
    r = json.load(open(os.path.join(out, mode, "report.json")))
    return {f["file"]: f["compiles"] for f in r["files"] if f.get("compiles") is not None}
t, c = units("translate"), units("compat")
print("| HIP | mode | units | compile |")
print("|---|---|---|---|")
for name, u in (("translations", t), ("CUDA sources + compat directory", c)):
    print(f"| {hip} | {name} | {len(u)} | {sum(u.values())} |")
for f in sorted(t):
    if t[f] != c.get(f):
        way = "translation" if t[f] else "compat"
        print(f"  only the {way} compiles: {f.split('cuda-only/')[-1]}")
PY
