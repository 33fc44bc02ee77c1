# Helper of format-json.test: json_fields.py HIPIFY-CXX REPORT.json SOURCE.
# Prints the fields of a `hipify-cxx lint --format=json` report, then checks
# that applying the fixes by offset gives what `--fix` writes.
import json
import os
import shutil
import subprocess
import sys
import tempfile

hipify, report, source = sys.argv[1], json.load(open(sys.argv[2])), sys.argv[3]
print("tool=%s files=%d findings_count=%d" % (report["tool"], report["files"],
                                             report["findings_count"]))
assert report["findings_count"] == len(report["findings"])
for f in report["findings"]:
    assert set(f) <= {"file", "line", "column", "check", "message", "fix"}, f
    assert isinstance(f["line"], int) and isinstance(f["column"], int)
    print("%s:%d:%d %s %s" % (f["file"], f["line"], f["column"], f["check"],
                              f["message"]))
    if "fix" in f:
        x = f["fix"]
        print("  fix offset=%d length=%d text=%r line=%r" % (
            x["offset"], x["length"], x["text"], x["line"]))
    else:
        print("  no fix")

data = open(source, "rb").read()
fixes = sorted((f["fix"] for f in report["findings"] if "fix" in f),
               key=lambda x: -x["offset"])
for x in fixes:
    data = data[:x["offset"]] + x["text"].encode() + data[x["offset"] + x["length"]:]
tmp = tempfile.mkdtemp()
copy = os.path.join(tmp, os.path.basename(source))
shutil.copy(source, copy)
subprocess.run([hipify, "lint", "--fix", copy],
               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
fixed = open(copy, "rb").read()
shutil.rmtree(tmp)
print("fixes applied %s --fix output" % ("=" if data == fixed else "!="))
