#!/usr/bin/env bash
# The build step's way measured: one hipify-cxx per file, as the CMake step
# (cmake/HipifyCxx.cmake) and every build system run it, against one run over
# the same files, `clang++-22 -fsyntax-only` once per file and, where it is
# installed, AMD's hipify-clang once per file; all in one run, on two sets:
#   corpus:  the first MAX (24) programs of the real-code yardstick
#            (../shared/yardsticks/dev-corpus.sh, sorted by path) that clang
#            parses, each with its own include paths and flags (each program
#            a build of its own: no --peers)
#   project: N (24) generated sources of bench/make_tree.sh, one flag set
#            (a CMake project's target: the runs get --peers, as
#            hipify_cxx_sources() passes it)
# Per mode (the CUDA SDK; the built-in declarations), first runs, one job:
#   per-file:          an empty cache directory, one invocation per file
#   per-file server:   the same with --server (the runs handed to a warm
#                      hipify-cxx, which the first run starts; the servers'
#                      CPU time counted: each measured command runs under a
#                      subreaper that waits for every process it left)
#   per-file no peers: (project) the same without --peers
#   per-file no-cache: the same with --no-cache (nothing kept between files)
#   tree:              one invocation over all the files (a compilation
#                      database gives each its flags), an empty cache
#   cmake step:        (project) the sources as a CMake project of
#                      hipify_cxx_sources() (with --server, its default),
#                      built by `ninja -j1`
# CPU time (user + system, children included: steadier than wall time on a
# busy machine; the least of REPEAT runs, each from an empty cache) as a
# ratio of clang's, peak RSS, and what the cache holds of preludes after the
# per-file run (count and MB). Then, per set and mode, the per-file runs with
# --server against the tree run measured in PAIRS pairs (the two one after
# the other): the median of the pairs' ratios.
#
#   bash bench/build_step.sh [CORPUS]     (CORPUS: dev-corpus.sh's directory,
#                                          default $TMPDIR/hipify-corpus)
#   HIPIFY_CLANG=/path/to/hipify-clang MAX=24 N=24 REPEAT=3 PAIRS=9 bash bench/build_step.sh
#   SETS=project bash bench/build_step.sh   (one set only)
set -euo pipefail
cd "$(dirname "$0")/.."
HIPIFY=$(realpath "${HIPIFY:-build/bin/hipify-cxx}")
CLANG=${CLANG:-clang++-22}
CUDA=${CUDA_PATH:-/usr/local/cuda}
HIPIFY_CLANG=${HIPIFY_CLANG:-$(command -v hipify-clang || true)}
corpus=$(realpath "${1:-${TMPDIR:-/tmp}/hipify-corpus}")/cuda-only
MAX=${MAX:-24}
N=${N:-24}
REPEAT=${REPEAT:-3}
PAIRS=${PAIRS:-9}
SETS=${SETS:-corpus project}
case " $SETS " in
*" corpus "*) [ -f "$corpus/parse_results.json" ] || {
  echo "build_step.sh: no corpus at $corpus (run dev-corpus.sh first, or SETS=project)" >&2
  exit 2
} ;;
esac
[ -f "$CUDA/include/cuda_runtime.h" ] || {
  echo "build_step.sh: no CUDA SDK at $CUDA: no clang baseline" >&2
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each set: a list of "file<TAB>flags" lines and a compilation database.
mkdir -p "$work/corpus" "$work/project"
[ ! -f "$corpus/parse_results.json" ] || python3 - "$corpus" "$MAX" "$work/corpus" <<'EOF'
import json, os, sys
root, most, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
parsed = json.load(open(os.path.join(root, "parse_results.json")))
files = sorted(f for f, r in parsed.items() if r.get("rc") == 0)[:most]
lines, db = [], []
for f in files:
    flags = [a if a.startswith("-") else "-I" + os.path.join(root, a)
             for a in parsed[f]["inc"]]
    path = os.path.join(root, f)
    lines.append(path + "\t" + " ".join(flags))
    db.append({"directory": root, "file": path,
               "arguments": ["nvcc"] + flags + ["-c", path]})
open(os.path.join(out, "list"), "w").write("\n".join(lines) + "\n")
json.dump(db, open(os.path.join(out, "compile_commands.json"), "w"))
EOF
bash bench/make_tree.sh "$work/project/src" "$N"
python3 - "$work/project" <<'EOF'
import glob, json, os, sys
out = sys.argv[1]
files = sorted(glob.glob(os.path.join(out, "src", "*", "*.cu")))
flags = ["-I" + os.path.join(out, "src", "include")]
open(os.path.join(out, "list"), "w").write(
    "".join(f + "\t" + " ".join(flags) + "\n" for f in files))
json.dump([{"directory": out, "file": f,
            "arguments": ["nvcc"] + flags + ["-c", f]} for f in files],
          open(os.path.join(out, "compile_commands.json"), "w"))
open(os.path.join(out, "peers"), "w").write("".join(f + "\n" for f in files))
EOF
# The same sources as a CMake project of the step's own function.
cat > "$work/project/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.20)
project(bench LANGUAGES NONE)
include("$(pwd)/cmake/HipifyCxx.cmake")
file(GLOB_RECURSE sources "\${CMAKE_CURRENT_SOURCE_DIR}/src/*.cu")
list(SORT sources)
hipify_cxx_sources(out SOURCES \${sources} OPTIONS \${HIPIFY_OPTIONS}
                   -I "\${CMAKE_CURRENT_SOURCE_DIR}/src/include")
add_custom_target(hipify ALL DEPENDS \${out})
EOF

# A subreaper: runs CMD, then waits for every process CMD left behind (a
# server, gone a second after its last run with --server=1), so that their
# CPU time is the command's.
cat > "$work/reap.py" <<'EOF2'
import ctypes, os, sys
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
status = 0
while True:
    try:
        child, s = os.wait()
    except ChildProcessError:
        break
    if child == pid:
        status = s
sys.exit(os.waitstatus_to_exitcode(status))
EOF2
python=$(command -v /usr/bin/python3 || command -v python3)
# measure CMD...: "cpu-seconds peak-KB" of CMD and the processes it leaves:
# the run of least CPU of REPEAT (the machine's noise only ever adds), each
# run after removing what $FRESH names (its cache: a first run each time).
measure() {
  local i best="" got
  for ((i = 0; i < REPEAT; i++)); do
    # shellcheck disable=SC2086
    [ -n "${FRESH:-}" ] && rm -rf $FRESH
    /usr/bin/time -f '%U %S %M' -o "$work/time" "$python" "$work/reap.py" "$@" \
      >/dev/null 2>&1 || true
    got=$(tail -1 "$work/time" | awk '{printf "%.2f %d\n", $1 + $2, $3}')
    best=$(printf '%s\n%s\n' "$best" "$got" | sed '/^$/d' | sort -n | head -1)
  done
  echo "$best"
}
# each LIST CMD...: CMD FILE FLAGS... for each line of LIST, one at a time;
# each2 LIST CMD...: CMD FILE -- FLAGS... (hipify-cxx's and hipify-clang's
# way: the program's flags after `--`).
each() {
  local list=$1
  shift
  # shellcheck disable=SC2086
  while IFS=$'\t' read -r f flags; do "$@" "$f" $flags; done < "$list"
}
each2() {
  local list=$1
  shift
  # shellcheck disable=SC2086
  while IFS=$'\t' read -r f flags; do "$@" "$f" -- $flags; done < "$list"
}
sdk_args=(--cuda-path="$CUDA" -Wno-unknown-cuda-version -isystem "$CUDA/include/cccl")
clang_cmd=("$CLANG" -x cuda --cuda-host-only -nocudalib "${sdk_args[@]}" -fsyntax-only)
# The per-file commands, exec'd straight from the loop as clang is (a build
# system's shell is the same for both): hipify-cxx with the program's flags
# after `--`, as the CMake step passes them; hipify-clang alike.
hipify_one="'$HIPIFY' -q --no-output"
hipify_clang_one="'$HIPIFY_CLANG' --cuda-path='$CUDA' -o /dev/null \
  --clang-resource-directory='$($CLANG -print-resource-dir)'"

echo "machine: $(nproc) cores; clang: $($CLANG --version | head -1); one job"
printf '%-8s %-8s %-18s %7s %6s %7s %9s\n' set mode run "cpu s" ratio "RSS MB" preludes
row() { # SET MODE RUN BASE-CPU PRELUDES < "cpu KB"
  local cpu kb
  read -r cpu kb
  printf '%-8s %-8s %-18s %7s %6s %7d %9s\n' "$1" "$2" "$3" "$cpu" \
    "$(awk -v a="$cpu" -v b="$4" 'BEGIN {printf "%.2f", a / b}')" \
    $((kb / 1024)) "$5"
}
preludes() { # DIR: "count/MB" of the prelude files under DIR
  find "$1" -name '*.pch' -printf '%s\n' 2>/dev/null |
    awk '{n++; s += $1} END {printf "%d/%.0f", n, s / 1048576}'
}
for set in $SETS; do
  list=$work/$set/list
  files="$(wc -l < "$list") files"
  peers=""
  [ $set = project ] && peers="--peers $work/project/peers"
  read -r base kb < <(measure bash -c "$(declare -f each); each '$list' ${clang_cmd[*]}")
  echo "$base $kb" | row "$set" clang "$files" "$base" ""
  if [ -n "$HIPIFY_CLANG" ]; then
    measure bash -c "$(declare -f each2); each2 '$list' $hipify_clang_one" |
      row "$set" sdk "hipify-clang" "$base" ""
  fi
  for mode in sdk builtin; do
    opt="--cuda-path=$CUDA"
    [ $mode = builtin ] && opt=--builtin-cuda
    cache=$work/cache-$set-$mode
    # (measured before the row is printed: a pipeline's sides run at once)
    got=$(FRESH=$cache measure bash -c "$(declare -f each2); each2 '$list' \
      $hipify_one $opt --cache-dir $cache $peers")
    echo "$got" | row "$set" "$mode" per-file "$base" "$(preludes "$cache")"
    server_run=(bash -c "$(declare -f each2); \
      each2 '$list' $hipify_one $opt --cache-dir $cache-server $peers --server=1")
    got=$(FRESH=$cache-server measure "${server_run[@]}")
    echo "$got" | row "$set" "$mode" "per-file server" "$base" \
      "$(preludes "$cache-server")"
    if [ -n "$peers" ]; then
      got=$(FRESH=$cache-alone measure bash -c "$(declare -f each2); \
        each2 '$list' $hipify_one $opt --cache-dir $cache-alone")
      echo "$got" | row "$set" "$mode" "per-file no peers" "$base" \
        "$(preludes "$cache-alone")"
    fi
    measure bash -c "$(declare -f each2); each2 '$list' $hipify_one $opt --no-cache" |
      row "$set" "$mode" "per-file no-cache" "$base" ""
    # shellcheck disable=SC2046
    # shellcheck disable=SC2206,SC2207
    tree_run=("$HIPIFY" -q --no-output -j 1 $opt --cache-dir "$work/tree-$set-$mode"
      -p "$work/$set" $(cut -f1 "$list"))
    got=$(FRESH=$work/tree-$set-$mode measure "${tree_run[@]}")
    echo "$got" | row "$set" "$mode" tree "$base" "$(preludes "$work/tree-$set-$mode")"
    if [ $set = project ] && command -v ninja >/dev/null; then
      bin=$work/cmake-$mode
      cmake -S "$work/project" -B "$bin" -G Ninja \
        -DHIPIFY_CXX_EXECUTABLE="$HIPIFY" \
        "-DHIPIFY_OPTIONS=$opt;--cache-dir;$work/cmake-cache-$mode;--server=1" \
        >/dev/null
      got=$(FRESH="$work/cmake-cache-$mode $bin/hipify" measure ninja -C "$bin" -j 1)
      echo "$got" | row "$set" "$mode" "cmake step" "$base" \
        "$(preludes "$work/cmake-cache-$mode")"
    fi
    # The per-file runs with --server against the tree run, paired: this
    # machine's speed drifts over minutes by more than the difference (a
    # third, on a shared 2-core VM), and the rows above are minutes apart.
    # Each pair runs the two one after the other, from empty caches; the
    # ratio is the median of PAIRS pairs'.
    ratios=$(for ((i = 0; i < PAIRS; i++)); do
      a=$(REPEAT=1 FRESH=$cache-server measure "${server_run[@]}")
      b=$(REPEAT=1 FRESH=$work/tree-$set-$mode measure "${tree_run[@]}")
      awk -v a="${a% *}" -v b="${b% *}" 'BEGIN {printf "%.3f\n", a / b}'
    done | sort -n)
    printf '%-8s %-8s %-36s %s (pairs: %s)\n' "$set" "$mode" \
      "per-file server / tree, paired" \
      "$(echo "$ratios" | awk '{r[NR] = $1} END {printf "%.2f", NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2}')" \
      "$(echo "$ratios" | paste -sd' ')"
  done
done
