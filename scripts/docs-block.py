#!/usr/bin/env python3
"""Keep a generated block of a Markdown file up to date.

    docs-block.py (--check | --write) FILE NAME -- COMMAND...

The block is the text between the lines `<!-- generated: NAME -->` and
`<!-- end: NAME -->` of FILE; it must be exactly COMMAND's standard output.
--check exits 1 (and prints a diff) when it is not; --write replaces it.
Used by the ctest docs-*-up-to-date tests and the docs-* build targets.
"""
import difflib
import pathlib
import subprocess
import sys

args = sys.argv[1:]
if len(args) < 5 or args[0] not in ("--check", "--write") or args[3] != "--":
    sys.exit(__doc__)
mode, path, name, command = args[0], pathlib.Path(args[1]), args[2], args[4:]
begin, end = f"<!-- generated: {name} -->\n", f"<!-- end: {name} -->\n"
text = path.read_text()
if text.count(begin) != 1 or text.count(end) != 1:
    sys.exit(f"{path}: needs one '{begin.strip()}' line and one '{end.strip()}' line")
head, rest = text.split(begin)
old, tail = rest.split(end)
new = subprocess.run(command, check=True, capture_output=True, text=True).stdout
if mode == "--write":
    path.write_text(head + begin + new + end + tail)
elif old != new:
    sys.stdout.writelines(difflib.unified_diff(
        old.splitlines(True), new.splitlines(True), f"{path} ({name})", " ".join(command)))
    print(f"{path}: the '{name}' block is out of date; run: {sys.argv[0]} --write "
          f"{path} {name} -- {' '.join(command)} (or the docs-{name} build target)")
    sys.exit(1)
