"""Checks the --report-json of report/report-json.cu."""
import json
import sys

r = json.load(open(sys.argv[1]))
assert r["tool"] == "hipify-cxx", r["tool"]
t = r["totals"]
assert t["files"] == 1 and t["translated"] == 1 and t["failed"] == 0, t
assert t["kernel_launches"] == 2, t
assert t["unsupported_calls"] == 1, t
assert t["parse_errors"] == 0, t
assert t["by_name"]["cudaMalloc"] == 1, t["by_name"]
assert t["by_name"]["cudaStream_t"] == 1, t["by_name"]
f = r["files"][0]
assert f["file"].endswith("report-json.cu"), f["file"]
assert f["status"] == "translated", f["status"]
assert f["kernel_launches"] == 2 and f["unsupported_calls"] == 1, f
# cudaMalloc, cudaStream_t, the #include and the two launches.
assert f["replaced"] == 5, f["replaced"]
assert f["replaced"] == t["replaced"], (f["replaced"], t["replaced"])
d = [x for x in f["diagnostics"] if x["tag"] == "hipify-unsupported"]
assert len(d) == 1 and d[0]["line"] == 15 and d[0]["column"] == 3, d
assert "cudaCtxResetPersistingL2Cache" in d[0]["message"], d
# Every counted edit is in the list with its rule and tier.
rules = sorted(e["rule"] for e in f["edits"] if e["counted"])
assert rules.count("api-rename") >= 2, rules
assert all(e["tier"] in ("ast", "lexical") for e in f["edits"]), f["edits"]
print("report ok")
