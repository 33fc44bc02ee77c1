#!/usr/bin/env python3
"""Compare the reference facts with what a CUDA SDK's headers declare.

The facts (../shared/reference) describe CUDA up to 12.6. This scan brings
the tables up to the SDK installed here (CUDA 13.0 at /usr/local/cuda) and
writes its findings as an amendments file for import_facts.py:

  * a name the facts list as present (no cuda_removed) that no header of the
    SDK mentions any more was removed after 12.6: `cuda-removed` = the SDK's
    version;
  * a runtime (cudaXxx in cuda_runtime_api.h) or driver (cuXxx in cuda.h)
    function the SDK declares and the facts do not know is new: a `new`
    function record with no HIP name, `cuda-added` = the SDK's version (it
    appeared in 12.7-13.0: the facts end at 12.6);
  * a function, type or enumerator that one of the device headers (the
    number formats and device_types.h) declares and the facts do not know
    (the fp4, fp6 and e8m0 conversions of CUDA 12.8, `__nv_half`,
    `cudaRoundMode`...) is a `new` device record with no HIP name, so a use
    is reported; no version is claimed, the facts do not say one;
  * such a header the header table does not know is a `new` header, with no
    HIP twin.

Only libraries whose headers ship with the SDK are compared (the header
table says which headers belong to which API); cuDNN is left out, its
versions are not CUDA's, and so is Direct3D interop (Windows-only headers). Identifiers are taken from every header under
include/ (cccl included; not CUPTI's generated_*_meta.h, which also
mention removed APIs), with comments and string literals removed.

  python3 tools/import-facts/scan_cuda_headers.py --cuda /usr/local/cuda \\
      --out tools/import-facts/amendments/cuda-13.0-scan.csv

Exit status: 0 ok (or --check: up to date), 1 --check found a difference,
2 usage error or no SDK.
"""
import csv
import io
import re
import sys

import amendment_files

HEADER_SUFFIXES = {".h", ".hpp", ".cuh", ".inl", ""}
COMMENT_RE = re.compile(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"", re.S)
IDENT_RE = re.compile(r"\b[A-Za-z_]\w*\b")
VERSION_RE = re.compile(r"#define\s+CUDA_VERSION\s+(\d+)")
NEW_FUNCTION_RES = [
    ("runtime", "cuda_runtime_api.h",
     re.compile(r"extern\s+__host__\s+(?:__cudart_builtin__\s+)?(?:CUDART_DEPRECATED\s+)?"
                r"cudaError_t\s+CUDARTAPI\s+(cuda\w+)\s*\(")),
    ("driver", "cuda.h", re.compile(r"CUresult\s+CUDAAPI\s+(cu\w+)\s*\(")),
]
# The device headers whose every declaration the tables must know. Public
# functions follow a declaration macro or __device__/__host__; macros and
# __internal names are not API.
DEVICE_HEADERS = ["device_types.h", "cuda_fp16.h", "cuda_bf16.h", "cuda_fp8.h", "cuda_fp6.h",
                  "cuda_fp4.h"]
DEVICE_FUNCTION_RE = re.compile(r"\b(?:__\w+_DECL__|__device__|__host__)\s[^;{}()]*?\b(\w+)\s*\(")
DEVICE_TYPE_RE = re.compile(r"\b(?:struct|union|typedef)\b[^;{}()]*?\b(\w+)\s*[;{]")
DEVICE_ENUM_RE = re.compile(r"\benum\b([\s\w]*)\{([^}]*)\}\s*(\w*)")
ENUMERATOR_RE = re.compile(r"(\w+)\s*(?:=[^,]*)?(?:,|$)")
DIRECTIVE_RE = re.compile(r"^\s*#.*(?:\\\n.*)*$", re.M)
MACRO_RE = re.compile(r"^\s*#\s*define\s+(\w+)", re.M)
AMENDMENTS = amendment_files.REPO / "tools" / "import-facts" / "amendments"
EXCLUDED_LIBRARIES = {"dnn", "caffe2"}  # not versioned with CUDA
# Direct3D interop headers ship with the Windows SDK only: absent here is not
# removed. Their functions have D3D conversions; their types and enumerators
# only say so in their names.
EXCLUDED_CONVERSIONS = {"CONV_D3D9", "CONV_D3D10", "CONV_D3D11"}
WINDOWS_ONLY_RE = re.compile(r"d3d", re.I)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def sdk_version(include):
    m = VERSION_RE.search((include / "cuda.h").read_text(errors="replace"))
    if not m:
        raise SystemExit(f"scan_cuda_headers.py: no CUDA_VERSION in {include / 'cuda.h'}")
    v = int(m.group(1))
    return f"{v // 1000}.{(v % 1000) // 10}"


def identifiers(include):
    names = set()
    for path in include.rglob("*"):
        # generated_*_meta.h are CUPTI's parameter records, removed APIs
        # included: a mention there is not a declaration.
        if path.name.startswith("generated_") or "removed" in path.name:
            continue
        if path.is_file() and path.suffix in HEADER_SUFFIXES:
            text = COMMENT_RE.sub(" ", path.read_text(errors="replace"))
            names.update(IDENT_RE.findall(text))
    return names


def device_declarations(include):
    """{name: (kind, header)} of what the device headers declare; kind is
    function, type or enum (an enumerator)."""
    out = {}
    for header in DEVICE_HEADERS:
        text = COMMENT_RE.sub(" ", (include / header).read_text(errors="replace"))
        code = DIRECTIVE_RE.sub(" ", text)
        found = {}
        for name in DEVICE_FUNCTION_RE.findall(code):
            found.setdefault(name, "function")
        for name in DEVICE_TYPE_RE.findall(code):
            found[name] = "type"
        for m in DEVICE_ENUM_RE.finditer(code):
            # enum [__device_builtin__] NAME { ... } [TYPEDEF_NAME]
            for name in m.group(1).split()[-1:] + [m.group(3)]:
                if name and not name.startswith("__device_builtin"):
                    found[name] = "type"
            for name in ENUMERATOR_RE.findall(m.group(2)):
                found[name] = "enum"
        for name in set(MACRO_RE.findall(text)):
            found.pop(name, None)
        for name, kind in found.items():
            if not name.startswith("__internal"):
                out.setdefault(name, (kind, header))
    return out


def amended_new(directory, own):
    """The names and headers that the other amendment files add as `new`."""
    out = set()
    for path in sorted(directory.glob("*.csv")):
        if path.name != own.name:
            out.update(r["key"] for r in read_csv(path) if r["field"] == "new")
    return out


def scan(facts_dir, cuda, amendments, own):
    include = cuda / "include"
    if not (include / "cuda_runtime.h").is_file():
        raise FileNotFoundError(f"no CUDA SDK at {cuda} (no include/cuda_runtime.h)")
    version = sdk_version(include)
    rows = read_csv(facts_dir / "cuda2hip-api-facts.csv")
    headers = read_csv(facts_dir / "cuda2hip-headers.csv")
    present_apis = {h["api"] for h in headers if (include / h["cuda_header"]).is_file()
                    or (include / "cccl" / h["cuda_header"]).is_file()}
    names = identifiers(include)
    known = {r["cuda"] for r in rows}
    added = amended_new(amendments, own)

    out = []
    for r in rows:
        if (r["library"] in EXCLUDED_LIBRARIES or r["conversion"] in EXCLUDED_CONVERSIONS
                or WINDOWS_ONLY_RE.search(r["cuda"])
                or r["api"] not in present_apis
                or r["cuda_removed"] or r["cuda"] in names):
            continue
        out.append([f"cuda:{r['cuda']}", "cuda-removed", version, "",
                    f"not declared by the CUDA {version} headers"])
    for library, header, regex in NEW_FUNCTION_RES:
        text = COMMENT_RE.sub(" ", (include / header).read_text(errors="replace"))
        for name in sorted(set(regex.findall(text)) - known):
            out.append([f"cuda:{name}", "new", "function", library,
                        f"declared in {header} of CUDA {version}, not in the facts (12.6)"])
            out.append([f"cuda:{name}", "cuda-added", version, "", "first seen in this SDK"])
    for name, (kind, header) in sorted(device_declarations(include).items()):
        if name not in known and f"cuda:{name}" not in added:
            out.append([f"cuda:{name}", "new", kind, "device",
                        f"declared in {header} of CUDA {version}, not in the facts (12.6)"])
    header_names = {h["cuda_header"] for h in headers}
    for header in DEVICE_HEADERS:
        if header not in header_names and f"header:{header}" not in added:
            out.append([f"header:{header}", "new", "device", "",
                        f"a device header of CUDA {version}, not in the facts (12.6); "
                        "no HIP twin"])
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["key", "field", "value", "library", "source"])
    w.writerows(out)
    return buf.getvalue(), version


def main(argv=None):
    args = amendment_files.parser(__doc__.split("\n\n")[0]).parse_args(argv)

    def scan_text():
        if not args.facts.is_dir():
            raise FileNotFoundError(f"no reference facts at {args.facts}")
        return scan(args.facts, args.cuda, AMENDMENTS, args.out or args.check)[0]
    return amendment_files.run(args, "scan_cuda_headers.py", scan_text)


if __name__ == "__main__":
    sys.exit(main())
