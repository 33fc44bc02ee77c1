#!/usr/bin/env python3
"""The command line of hipify-cxx as Markdown tables, made from its --help.

    options-table.py BINARY

One table for each group of the translation's options (as --help-hidden
lists them: common, trees, targets, reports, build, advanced, hipify-clang's
spellings), one for `hipify-cxx lint`: each option as --help spells it, its
values (for an option that takes one of a list) and its description.
docs/usage.md holds the output (scripts/docs-block.py; ctest
docs-options-up-to-date), so the page cannot miss or misstate an option.
"""
import re
import subprocess
import sys

binary = sys.argv[1]
heading = re.compile(r"^(\S.*):$")
option = re.compile(r"^  (-\S.*?)\s+- (.*)$")
value = re.compile(r"^    =(\S+)\s+-   (.*)$")
# The translation's groups as --help-hidden lists them (Support/Options.def),
# then the lint's.
SOURCES = [([], "--help-hidden", None),
           (["lint"], "--help", "hipify-cxx lint options")]


def escape(text):
    return text.replace("|", "\\|")


def sections(sub, flag, only):
    """(title, rows) of each option group of the help, in its order."""
    text = subprocess.run([binary, *sub, flag], check=True,
                          capture_output=True, text=True).stdout
    title, rows = None, []
    for line in text.splitlines():
        if m := heading.match(line):
            if title and rows:
                yield title, rows
            title, rows = m.group(1), []
        elif not title or (only and title != only):
            continue
        elif m := value.match(line):
            rows[-1][1].append(f"`{m.group(1)}`: {m.group(2)}")
        elif m := option.match(line):
            rows.append((m.group(1).strip(), [], m.group(2)))
    if title and rows:
        yield title, rows


for sub, flag, only in SOURCES:
    for title, rows in sections(sub, flag, only):
        if title in ("OVERVIEW", "EXAMPLES", "OPTIONS", "Generic Options"):
            continue
        print(f"**{title}**\n")
        print("| option | meaning |\n|---|---|")
        for spelled, values, meaning in rows:
            detail = "; ".join(values)
            print(f"| `{escape(spelled)}` | {escape(meaning)}"
                  f"{' (' + escape(detail) + ')' if detail else ''} |")
        print()
