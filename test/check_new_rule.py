#!/usr/bin/env python3
"""scripts/new-rule.py on a copy of the sources: the rule it writes compiles,
the registry names it, its lit test fails until it is written, and a second
rule of the same name is refused.

    check_new_rule.py SOURCE_ROOT BUILD_DIR

Compiles with the commands of BUILD_DIR/compile_commands.json (an existing
rule's, pointed at the copy). Exits 77 (skipped) without that file.
"""
import json
import pathlib
import shlex
import shutil
import subprocess
import sys
import tempfile

root, build = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
database = build / "compile_commands.json"
if not database.exists():
    print(f"skipped: no {database}")
    sys.exit(77)
commands = json.loads(database.read_text())


def compile_like(existing, source, copy):
    entry = next(c for c in commands if c["file"].endswith(existing))
    args = shlex.split(entry["command"].replace(str(root / "include"), str(copy / "include")))
    args = [a for a in args if not a.endswith("ccache")]
    args[args.index("-o") + 1] = str(copy / (source.stem + ".o"))
    args[args.index("-c") + 1] = str(source)
    subprocess.run(args, cwd=entry["directory"], check=True)
    return copy / (source.stem + ".o")


with tempfile.TemporaryDirectory() as tmp:
    copy = pathlib.Path(tmp)
    for part in ("include", "lib", "scripts", "test/lit"):
        shutil.copytree(root / part, copy / part)
    new = [sys.executable, str(copy / "scripts/new-rule.py"), "shared-memory",
           "--summary", "reports shared memory sized for 32-lane warps",
           "--tag", "hipify-warp-size", "--options=--hip-version"]
    subprocess.run(new, check=True)
    defs = (copy / "include/hipify/Rewrite/Producers.def").read_text()
    assert 'HIPIFY_RULE(SharedMemory, "shared-memory", SharedMemoryRule, None, Plain)' in defs, defs
    # After the last rule, before the other producers.
    assert defs.index("SharedMemoryRule") < defs.index("HIPIFY_PRODUCER(WarpMask")
    assert "Rules/SharedMemory.cpp" in (copy / "lib/CMakeLists.txt").read_text()
    test = (copy / "test/lit/device/shared-memory.cu").read_text()
    assert "RUN: %hipify" in test and "CHECK: TODO" in test, test
    rule = compile_like("lib/Rules/HipSymbol.cpp", copy / "lib/Rules/SharedMemory.cpp", copy)
    registry = compile_like("lib/Rules/Registry.cpp", copy / "lib/Rules/Registry.cpp", copy)
    defined = subprocess.run(["nm", "-C", str(rule)], capture_output=True, text=True).stdout
    used = subprocess.run(["nm", "-C", str(registry)], capture_output=True, text=True).stdout
    assert "D hipify::rules::SharedMemoryRule" in defined or \
        "R hipify::rules::SharedMemoryRule" in defined, defined
    assert "U hipify::rules::SharedMemoryRule" in used, used
    again = subprocess.run(new, capture_output=True, text=True)
    assert again.returncode != 0 and "is there already" in again.stderr, again.stderr
print("new-rule.py: the rule compiles and is registered")
