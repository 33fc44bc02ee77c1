#!/usr/bin/env python3
"""The command line of hipify-cxx as Markdown tables, made from its --help.

    options-table.py BINARY

One table for the translation's options, one for those accepted for
hipify-clang's sake, one for `hipify-cxx lint`: each option as --help spells
it, its values (for an option that takes one of a list) and its description.
docs/usage.md holds the output (scripts/docs-block.py; ctest
docs-options-up-to-date), so the page cannot miss or misstate an option.
"""
import re
import subprocess
import sys

binary = sys.argv[1]
SECTIONS = [
    ([], "hipify-cxx options:", "hipify-cxx"),
    ([], "Accepted for hipify-clang compatibility:", "accepted for hipify-clang compatibility"),
    (["lint"], "hipify-cxx lint options:", "hipify-cxx lint"),
]
option = re.compile(r"^  (-\S.*?)\s+- (.*)$")
value = re.compile(r"^    =(\S+)\s+-   (.*)$")


def escape(text):
    return text.replace("|", "\\|")


for sub, heading, title in SECTIONS:
    help_text = subprocess.run([binary, *sub, "--help"], check=True,
                               capture_output=True, text=True).stdout
    lines = help_text.splitlines()
    start = lines.index(heading) + 1
    rows = []
    for line in lines[start:]:
        if line and not line.startswith(" "):
            break  # the next category
        if m := value.match(line):
            rows[-1][1].append(f"`{m.group(1)}`: {m.group(2)}")
        elif m := option.match(line):
            rows.append((m.group(1).strip(), [], m.group(2)))
    print(f"**{title}**\n")
    print("| option | meaning |\n|---|---|")
    for spelled, values, meaning in rows:
        detail = "; ".join(values)
        print(f"| `{escape(spelled)}` | {escape(meaning)}"
              f"{' (' + escape(detail) + ')' if detail else ''} |")
    print()
