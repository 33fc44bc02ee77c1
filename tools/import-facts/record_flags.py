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
    """[(key, meaning)], in the .def's order."""
    return [(m.group(1), "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))))
            for m in ENTRY.finditer(path.read_text())]


if __name__ == "__main__":
    print("| flag | what it says |")
    print("|---|---|")
    for key, meaning in record_flags():
        print(f"| `{key}` | {meaning} |")
