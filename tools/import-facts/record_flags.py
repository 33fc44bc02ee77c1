#!/usr/bin/env python3
"""The flags of an API record as include/hipify/Mapping/RecordFlags.def lists
them: what import_facts.py checks an amendment's flag against and, run as a
script, the flags table of mappings/SCHEMA.md (its `record-flags` block;
scripts/docs-block.py, the docs-record-flags target).

    record_flags.py
"""
import pathlib
import re

DEF = pathlib.Path(__file__).resolve().parents[2] / "include/hipify/Mapping/RecordFlags.def"
ENTRY = re.compile(r'^HIPIFY_RECORD_FLAG\(\w+,\s*"([^"]+)",((?:\s*"(?:[^"\\]|\\.)*")+)\)', re.M)


def record_flags(path=DEF):
    """[(key, meaning)], in the .def's order; an entry it cannot read is an
    error, not a flag left out."""
    text = path.read_text()
    flags = [(m.group(1), "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))))
             for m in ENTRY.finditer(text)]
    entries = len(re.findall(r"^HIPIFY_RECORD_FLAG\(", text, re.M))
    if len(flags) != entries:
        raise SystemExit(f"{path}: {entries - len(flags)} of {entries} HIPIFY_RECORD_FLAG entries "
                         "are not of the form HIPIFY_RECORD_FLAG(Id, \"key\", \"meaning\" ...)")
    return flags


if __name__ == "__main__":
    print("| flag | what it says |")
    print("|---|---|")
    for key, meaning in record_flags():
        print(f"| `{key}` | {meaning} |")
