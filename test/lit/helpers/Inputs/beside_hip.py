"""Compiles each helper header (helpers/hipify_*.h) together with every header
of a HIP installation, before and after them: a helper never declares again
what HIP declares (issue 58: redefinition of '__nv_fp4_interpretation_t').

    beside_hip.py ROOT HELPERS CLANG [--skip FAMILY=REASON]...

Prints one line per family, 'FAMILY: ok', 'FAMILY: FAIL ...' or 'FAMILY:
skipped: REASON', and exits 1 on any FAIL. HIP's own headers that do not
compile alone with this clang (HIP 5.2's hip_fp16.h with clang 22) are left
out, and a helper that includes one of them, or a HIP header this HIP lacks
(hip_bf16.h before 5.7), is skipped, each with the reason."""
import os
import re
import subprocess
import sys
import tempfile

PLATFORM = {"hip_hcc.h", "hip_profile.h", "hip_gl_interop.h", "hip_deprecated.h",
            "channel_descriptor.h"}


def compile_ok(root, helpers, clang, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".hip", delete=False) as f:
        f.write("".join(line + "\n" for line in lines))
        path = f.name
    args = [clang, "-x", "hip", "--offload-arch=gfx90a", "-fsyntax-only", "-w",
            "--rocm-path=" + root, "--hip-path=" + root, "-nogpulib",
            "-D__AMDGCN_WAVEFRONT_SIZE=64", "-I" + helpers, path]
    if root != "/usr":
        args[1:1] = ["-isystem", os.path.join(root, "include")]
    r = subprocess.run(args, capture_output=True, text=True)
    os.unlink(path)
    errors = [l for l in r.stderr.splitlines() if "error:" in l]
    return r.returncode == 0, errors[:1]


def unconditional_hip_includes(text):
    """The <hip/...> headers \p text includes outside any #if (but the
    helper's own HIPIFY_*_BITS_ONLY test, which only its host test sets)."""
    open_ifs, found = [], []
    for line in text.splitlines():
        word = line.lstrip("# \t").split(" ", 1)[0] if line.lstrip().startswith("#") else ""
        if word in ("if", "ifdef", "ifndef"):
            open_ifs.append("_BITS_ONLY" not in line)
        elif word == "endif":
            open_ifs.pop()
        elif word == "include" and not any(open_ifs) and "<hip/" in line:
            found.append(line.split("<", 1)[1].split(">", 1)[0])
    return found


def main():
    root, helpers, clang = sys.argv[1:4]
    skip = dict(a.split("=", 1) for a in sys.argv[5::2]) if len(sys.argv) > 4 else {}
    runtime = "#include <hip/hip_runtime.h>"
    hip, broken = [], []
    for name in sorted(os.listdir(os.path.join(root, "include", "hip"))):
        if not name.endswith(".h") or name in PLATFORM:
            continue
        ok, _ = compile_ok(root, helpers, clang, [runtime, "#include <hip/%s>" % name])
        (hip if ok else broken).append(name)
    if broken:
        print("left out, not compiling alone with this clang: " + ", ".join(broken))
    failed = False
    for name in sorted(os.listdir(helpers)):
        if not (name.startswith("hipify_") and name.endswith(".h")):
            continue
        family = name[len("hipify_"):-2]
        if family in skip:
            print("%s: skipped: %s" % (family, skip[family]))
            continue
        text = open(os.path.join(helpers, name)).read()
        uses_broken = [b for b in broken if "<hip/%s>" % b in text]
        if uses_broken:
            print("%s: skipped: it includes %s" % (family, ", ".join(uses_broken)))
            continue
        missing = [h for h in unconditional_hip_includes(text)
                   if not os.path.exists(os.path.join(root, "include", h))]
        if missing:
            print("%s: skipped: this HIP has no %s (no translation for it uses the family)"
                  % (family, ", ".join(missing)))
            continue
        if "rocwmma" in text and not os.path.exists(
                os.path.join(root, "include", "rocwmma", "rocwmma.hpp")):
            print("%s: skipped: no rocWMMA beside HIP" % family)
            continue
        # A library's own header (hipBLAS's), which ROCm installs beside HIP.
        library = [h for h in re.findall(r"#include <((?!hip/)\w+/[\w.]+)>", text)
                   if not os.path.exists(os.path.join(root, "include", h))]
        if library:
            print("%s: skipped: no %s beside HIP" % (family, ", ".join(library)))
            continue
        own = '#include "%s"' % name
        theirs = ["#include <hip/%s>" % h for h in hip]
        for order, lines in (("after", [runtime] + theirs + [own]),
                             ("before", [runtime, own] + theirs)):
            ok, errors = compile_ok(root, helpers, clang, lines)
            if not ok:
                failed = True
                print("%s: FAIL %s HIP's headers: %s" % (family, order, " ".join(errors)))
                break
        else:
            print("%s: ok" % family)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
