#!/usr/bin/env python3
"""Find the CUDA macros real code tests or uses that the facts do not hold.

Two kinds, derived from the headers on this machine (CUDA 13.0 at
/usr/local/cuda, Debian's HIP at /usr/include):

  * include guards used as feature flags: cuda-samples' helper_cuda.h defines
    its error helpers under `#ifdef __DRIVER_TYPES_H__`, `#ifdef
    __CUDA_RUNTIME_H__` ... For every header of the header table present in
    both SDKs, the CUDA header's include guard maps to the HIP header's
    (`__DRIVER_TYPES_H__` -> `HIP_INCLUDE_HIP_DRIVER_TYPES_H`), so those tests
    still find the helpers after translation.
  * calling-convention and API macros (`CUDART_CB`, `CUDA_CB`, `CUDAAPI`,
    `CUDARTAPI` ...): macros the CUDA headers define as `__stdcall` on
    Windows and as nothing elsewhere. HIP has no such macros, so they are
    dropped (`drop` records).

  python3 tools/import-facts/scan_cuda_macros.py \\
      --out tools/import-facts/amendments/cuda-macros.csv

Exit status: 0 ok (--check: up to date), 1 --check differs, 2 usage error,
77 with --skip-if-missing when the SDKs are absent.
"""
import csv
import io
import pathlib
import re
import sys

import amendment_files

GUARD_RE = re.compile(r"^\s*#\s*(?:ifndef\s+(\w+)|if\s+!\s*defined\s*\(?\s*(\w+)\s*\)?)\s*\n"
                      r"\s*#\s*define\s+(\w+)\s*$", re.M)
STDCALL_RE = re.compile(r"^\s*#\s*define\s+(\w+)\s+(?:\\\n\s*)?__stdcall\b", re.M)
DEFINE_RE = r"^\s*#\s*define\s+{}\b"


def guard(path):
    """The include guard of a header: the first #ifndef X / #define X pair."""
    m = GUARD_RE.search(path.read_text(errors="replace"))
    if not m:
        return None
    name = m.group(1) or m.group(2)
    return name if name == m.group(3) else None


def header_in(include_dirs, name):
    for d in include_dirs:
        p = d / name
        if p.is_file():
            return p
    return None


def scan(facts, cuda, hip_include):
    cuda_dirs = [cuda / "include", cuda / "include" / "cccl"]
    if not (cuda_dirs[0] / "cuda_runtime.h").is_file():
        raise FileNotFoundError(f"no CUDA SDK at {cuda}")
    if not (hip_include / "hip" / "hip_runtime.h").is_file():
        raise FileNotFoundError(f"no HIP headers under {hip_include}")
    with open(facts / "cuda2hip-headers.csv", newline="", encoding="utf-8") as f:
        headers = list(csv.DictReader(f))
    with open(facts / "cuda2hip-api-facts.csv", newline="", encoding="utf-8") as f:
        known = {r["cuda"] for r in csv.DictReader(f)}

    rows, seen = [], set()
    for h in headers:
        cuda_h = header_in(cuda_dirs, h["cuda_header"])
        hip_h = header_in([hip_include], h["hip_header"]) if h["hip_header"] else None
        if not cuda_h or not hip_h:
            continue
        cuda_guard, hip_guard = guard(cuda_h), guard(hip_h)
        if not cuda_guard or not hip_guard or cuda_guard in known | seen:
            continue
        seen.add(cuda_guard)
        library = h["api"][len("API_"):].lower()
        src = f"include guard of {h['cuda_header']} -> of {h['hip_header']}"
        rows += [[f"cuda:{cuda_guard}", "new", "define", library, src],
                 [f"cuda:{cuda_guard}", "hip", hip_guard, "", src]]

    # HIP's NVIDIA backend (nvidia_detail, nvcc_detail) wraps CUDA itself.
    hip_text = "\n".join(p.read_text(errors="replace")
                         for p in (hip_include / "hip").rglob("*.h")
                         if not {"nvidia_detail", "nvcc_detail"} & set(p.parts))
    cuda_headers = list(cuda_dirs[0].glob("*.h")) + list((cuda_dirs[0] / "crt").glob("*.h"))
    for path in sorted(cuda_headers):
        for name in sorted(set(STDCALL_RE.findall(path.read_text(errors="replace")))):
            if name in seen or re.search(DEFINE_RE.format(name), hip_text, re.M):
                continue
            seen.add(name)
            src = f"{path.name}: __stdcall on Windows, empty elsewhere; HIP has none"
            if name not in known:
                rows.append([f"cuda:{name}", "new", "define", "runtime", src])
            rows.append([f"cuda:{name}", "drop", "true", "", src])
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["key", "field", "value", "library", "source"])
    w.writerows(rows)
    return buf.getvalue()


def main(argv=None):
    p = amendment_files.parser(__doc__.split("\n\n")[0])
    p.add_argument("--hip-include", type=pathlib.Path, default=pathlib.Path("/usr/include"))
    args = p.parse_args(argv)
    return amendment_files.run(args, "scan_cuda_macros.py",
                               lambda: scan(args.facts, args.cuda, args.hip_include))


if __name__ == "__main__":
    sys.exit(main())
