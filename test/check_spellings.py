#!/usr/bin/env python3
"""No diagnostic tag, producer (rule) name or rewriter family is spelled as a
string literal in the C++ sources outside the .def that defines it: code names
them through the enums the .defs generate (docs/architecture.md).

    check_spellings.py SOURCE_ROOT

Names that are plain words ("include", "guard") are also C++ and path words:
only hyphenated names are checked. Prints each stray spelling as
file:line and exits 1; exits 0 when there are none.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
defs = {
    "include/hipify/Support/DiagnosticTags.def": r'HIPIFY_TAG\(\w+, "([^"]+)"',
    "include/hipify/Rewrite/Producers.def": r'HIPIFY_(?:RULE|PRODUCER)\(\w+, "([^"]+)"',
    "include/hipify/Mapping/Rewriters.def": r'HIPIFY_REWRITER\(\w+, "([^"]+)"',
}
names = {}
for path, pattern in defs.items():
    found = re.findall(pattern, (root / path).read_text())
    if not found:
        sys.exit(f"{path}: no names found (has its format changed?)")
    names.update((n, path) for n in found if "-" in n)

literal = re.compile(r'"([a-z][a-z-]*)"')
stray = 0
for folder in ("lib", "include", "tools"):
    for src in sorted((root / folder).rglob("*")):
        if src.suffix not in (".cpp", ".h"):
            continue
        for number, line in enumerate(src.read_text().splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            for name in literal.findall(line):
                if name in names:
                    print(f"{src.relative_to(root)}:{number}: '{name}' is spelled "
                          f"here; name it through {names[name]}")
                    stray += 1
sys.exit(1 if stray else 0)
