#!/usr/bin/env python3
"""No file of lib/ over 600 lines, no function of lib/ or tools/ over 150
(docs/architecture.md, "Keeping it readable").

    check_sizes.py SOURCE_ROOT

A function is a body at namespace or class scope whose `{` follows a
parameter list (a constructor's initializer list too); lambdas and local
classes count towards the function that holds them. Comments, string
literals and preprocessor lines are left out before the braces are matched.
Prints each file or function over its limit as file:line and exits 1; exits 0
when there are none.
"""
import pathlib
import re
import sys

FILE_LIMIT, FUNCTION_LIMIT = 600, 150
root = pathlib.Path(sys.argv[1])


def code_only(text):
    """The text with comments, literals and directives blanked, lines kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
            continue
        if text.startswith("/*", i):
            end = text.index("*/", i + 2) + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
            continue
        raw = re.match(r'R"([^(\s]*)\(', text[i:i + 20])
        if raw and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = text.index(")" + raw.group(1) + '"', i) + len(raw.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
            continue
        c = text[i]
        if c in "\"'" and not (c == "'" and i and text[i - 1].isalnum()):
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
            continue
        if c == "#" and text[text.rfind("\n", 0, i) + 1:i].strip() == "":
            j = i
            while True:
                k = text.find("\n", j)
                k = n if k < 0 else k
                if text[k - 1] == "\\":
                    j = k + 1
                    continue
                break
            out.append("\n" * text.count("\n", i, k))
            i = k
            continue
        out.append(c)
        i += 1
    return "".join(out)


HEAD = re.compile(r"(\)\s*(const|override|final|noexcept|\s)*(->\s*[\w:<>,\s*&]+)?"
                  r"|\)\s*:\s*[^;{}]*\))\s*$")


def long_functions(text):
    """(first line, lines) of each function body over the limit."""
    stack, line, found = [], 1, []
    for i, c in enumerate(text):
        if c == "\n":
            line += 1
        elif c == "{":
            inside = any(kind == "function" for kind, _ in stack)
            head = text[max(0, i - 400):i]
            kind = "function" if not inside and HEAD.search(head) else "block"
            stack.append((kind, line))
        elif c == "}" and stack:
            kind, first = stack.pop()
            if kind == "function" and line - first + 1 > FUNCTION_LIMIT:
                found.append((first, line - first + 1))
    return found


over = 0
for folder in ("lib", "tools/hipify-cxx", "tools/hipify-tablegen"):
    for src in sorted((root / folder).rglob("*")):
        if src.suffix not in (".cpp", ".h") or "builtin" in src.parts:
            continue
        text = src.read_text()
        rel = src.relative_to(root)
        lines = text.count("\n")
        if folder == "lib" and lines > FILE_LIMIT:
            print(f"{rel}:1: {lines} lines (limit {FILE_LIMIT}): split it")
            over += 1
        for first, length in long_functions(code_only(text)):
            print(f"{rel}:{first}: a function of {length} lines "
                  f"(limit {FUNCTION_LIMIT}): split it")
            over += 1
sys.exit(1 if over else 0)
