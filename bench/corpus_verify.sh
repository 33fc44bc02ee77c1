#!/usr/bin/env bash
# --verify over the real-code corpus (docs/verify.md): translates the whole
# corpus as one tree, each program with its own include paths from a
# compilation database, compiles every unit for the target, and prints the
# count of expected and unexpected errors and each unexpected one.
#
#   bash bench/corpus_verify.sh <CORPUS> [hipify-cxx] [OUTDIR]
#
# CORPUS is the corpus that ../shared/yardsticks/dev-corpus.sh lays out
# (default $TMPDIR/hipify-corpus; it needs one run of dev-corpus.sh first).
# The translation targets HIP 5.2 (Debian's), as dev-corpus.sh does; with
# HIP_VERSION=6.2 ROCM=DIR it targets 6.2 and compiles against the ROCm at
# DIR (a set ../shared/yardsticks/hip-sdk.sh assembles, say). With
# MODE=compat it compiles the CUDA sources themselves with the directory
# `hipify-cxx compat` writes for them (bench/compat_corpus.sh compares).
set -euo pipefail
corpus=$(readlink -f "${1:-${TMPDIR:-/tmp}/hipify-corpus}")
bin=$(readlink -f "${2:-build/bin/hipify-cxx}")
out=${3:-${TMPDIR:-/tmp}/hipify-corpus-verify}
root=$corpus/cuda-only
[ -f "$root/parse_results.json" ] || {
  echo "corpus_verify.sh: no corpus at $corpus (run dev-corpus.sh first)" >&2
  exit 2
}
rm -rf "$out" && mkdir -p "$out/db"
# One compile command per program: its include directories and flags.
python3 - "$root" "$out/db/compile_commands.json" <<'EOF'
import json, os, sys
root, db = sys.argv[1], sys.argv[2]
parsed = json.load(open(os.path.join(root, "parse_results.json")))
cmds = []
for e in json.load(open(os.path.join(root, "index.json"))):
    inc = parsed[e["file"]]["inc"]
    args = ["nvcc", "-std=c++17"] + [a if a.startswith("-") else "-I" + os.path.join(root, a) for a in inc]
    cmds.append({"directory": root, "file": os.path.join(root, e["file"]),
                 "arguments": args + ["-c", os.path.join(root, e["file"])]})
json.dump(cmds, open(db, "w"), indent=1)
EOF
# Files the corpus does not list as programs are translated (headers the
# programs include) but not compiled: --only-translated leaves the rest out.
# MODE=compat: the sources as they are, with the directory that
# `hipify-cxx compat` generates for them (docs/single-source.md).
if [ "${MODE:-translate}" = compat ]; then
  run=(compat --out "$out/compat")
else
  run=(--out-root "$out/tree")
fi
set +e
"$bin" "${run[@]}" -p "$out/db" --in-root "$root" \
  --hip-version "${HIP_VERSION:-5.2}" ${ROCM:+--rocm-path "$ROCM"} \
  --verify --no-cache --quiet \
  --report-json "$out/report.json" 2>"$out/stderr"
rc=$?
set -e
python3 - "$out/report.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
t = r["totals"]
print(f"units compiled: {t['verified']}, compile: {t['compiled']}; "
      f"errors: {t['expected_errors']} expected, {t['unexpected_errors']} unexpected")
for f in r["files"]:
    for d in f.get("compile_errors", []):
        if d["tag"] == "verify-unexpected":
            print(f"  {f['file']}:{d['line']}: {d['message'][:200]}")
EOF
echo "report: $out/report.json (hipify-cxx exit $rc)"
