#!/usr/bin/env python3
"""Add a translation rule, as clang-tidy's add_new_check.py adds a check.

    scripts/new-rule.py NAME --summary TEXT [--options=TEXT] [--tag TAG]...
                        [--test-dir DIR]

NAME is the rule's name in the reports ("shared-memory"). The script writes
  lib/Rules/<Name>.cpp       the rule: an AST visitor, its RuleSpec;
  test/lit/DIR/<name>.cu     its lit test, which fails until you write what
                             the rule must produce (DIR: default "device");
and adds
  HIPIFY_RULE(<Name>, "<name>", <Name>Rule, None, Plain)
                             to Producers.def, after the rules (order
                             matters: move it where it belongs);
  Rules/<Name>.cpp           to hipifyRules' sources in lib/CMakeLists.txt.
Each --tag (a tag's name, "hipify-manual") must be in DiagnosticTags.def;
add a new one there first. Then build, fill in the rule and the test, and
regenerate the docs' rules table: cmake --build build --target docs-rules.
docs/architecture.md walks through it.
"""
import argparse
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser(usage=__doc__)
parser.add_argument("name")
parser.add_argument("--summary", required=True)
parser.add_argument("--options", default="")
parser.add_argument("--tag", action="append", default=[])
parser.add_argument("--test-dir", default="device")
args = parser.parse_args()

if not re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", args.name):
    sys.exit(f"'{args.name}': a rule's name is lower-case words joined by '-'")
Name = "".join(w.capitalize() for w in args.name.split("-"))
defs = root / "include/hipify/Rewrite/Producers.def"
producers = defs.read_text()
if re.search(rf"HIPIFY_(RULE|PRODUCER)\({Name},|\"{args.name}\"", producers):
    sys.exit(f"{defs}: '{args.name}' ({Name}) is there already")
tags = dict(re.findall(r'HIPIFY_TAG\((\w+), "([^"]+)"',
                       (root / "include/hipify/Support/DiagnosticTags.def").read_text()))
by_name = {v: k for k, v in tags.items()}
unknown = [t for t in args.tag if t not in by_name]
if unknown:
    sys.exit(f"unknown tag {', '.join(unknown)}: add it to DiagnosticTags.def first")
source = root / f"lib/Rules/{Name}.cpp"
test = root / f"test/lit/{args.test_dir}/{args.name}.cu"
for path in (source, test):
    if path.exists():
        sys.exit(f"{path} exists")

diagnostics = ", ".join(f"Tag::{by_name[t]}" for t in args.tag)
banner = f"//===- {Name}.cpp - {args.summary}"
banner = (banner[:76] + " -") if len(banner) > 78 else banner + " "
banner += "-" * max(0, 77 - len(banner)) + "===//"
source.write_text(f'''{banner}
//
// TODO: what the rule finds, what it writes, and why (the file-top essay).
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

using namespace clang;

namespace hipify::rules {{

namespace {{

class {Name} : public AstRule {{
public:
  using AstRule::AstRule;

  bool VisitCallExpr(CallExpr *E) override {{
    // The parse's Context and Info (AstRule); edits: replace(Ctx,
    // origin(R), Offset, Length, Text), wrap(R, ...); diagnostics:
    // diag(Offset, core::Severity::Warning, Message, Tag::...).
    return true;
  }}
}};

{"constexpr Tag Diagnostics[] = {" + diagnostics + "};" if args.tag else ""}

}} // namespace

extern const RuleSpec {Name}Rule = {{
    rewrite::Producer::{Name},
    "{args.summary}",
    "{args.options}", {"Diagnostics" if args.tag else "{}"}, always, create<{Name}>}};

}} // namespace hipify::rules
''')

test.parent.mkdir(parents=True, exist_ok=True)
test.write_text(f'''// TODO: the construct this test covers, and what {args.name} makes of it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{{ %hipify-sdk %s -o - | FileCheck --match-full-lines %s %}}

// CHECK: TODO: the translation, line by line (this test fails until then)
// DIAG: TODO: each diagnostic, with its tag
''')

rules = list(re.finditer(r"^HIPIFY_RULE\(.*$", producers, re.M))
line = f'HIPIFY_RULE({Name}, "{args.name}", {Name}Rule, None, Plain)'
line += " " * max(1, 79 - len(line)) + f"// {Name}.cpp"
at = rules[-1].end()
defs.write_text(producers[:at] + "\n" + line + producers[at:])

cmake = root / "lib/CMakeLists.txt"
text = cmake.read_text()
anchor = "          Rules/LibraryIncludes.cpp"
if anchor not in text:
    sys.exit(f"{cmake}: cannot find where hipifyRules' sources end; add Rules/{Name}.cpp")
cmake.write_text(text.replace(anchor, anchor + f"\n          Rules/{Name}.cpp", 1))

print(f"wrote {source.relative_to(root)} and {test.relative_to(root)}; "
      f"registered {Name}Rule in {defs.relative_to(root)} and lib/CMakeLists.txt.\n"
      "Next: build, write the rule and its test, then "
      "cmake --build build --target docs-rules")
