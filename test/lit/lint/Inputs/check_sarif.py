#!/usr/bin/env python3
"""Validates a `hipify-cxx lint --format=sarif` log against what GitHub code
scanning requires of a SARIF 2.1.0 upload.

usage: check_sarif.py LOG.sarif [--results N] [--rule ID]... [--file-uri-ok]

Checks: top-level "version" == "2.1.0" and "$schema"; runs[0].tool.driver.name;
every result has a ruleId that is one of driver.rules[].id, message.text,
locations[0].physicalLocation.artifactLocation.uri (relative, forward slashes;
with --file-uri-ok an absolute file:/// URI is accepted too) and region
startLine >= 1, startColumn >= 1; level, when present, is none, note, warning
or error. --results N: exactly N results. --rule ID: these rules are declared.
Prints "SARIF OK: N results" and one "RESULT uri:line:col ruleId" line per
result, sorted; exits 1 with the reasons otherwise.
"""
import json
import sys


def main(argv):
    path = argv[1]
    want_results = None
    want_rules = []
    file_uri_ok = False
    i = 2
    while i < len(argv):
        if argv[i] == "--results":
            want_results = int(argv[i + 1])
            i += 2
        elif argv[i] == "--rule":
            want_rules.append(argv[i + 1])
            i += 2
        elif argv[i] == "--file-uri-ok":
            file_uri_ok = True
            i += 1
        else:
            sys.exit("unknown argument " + argv[i])

    errors = []

    def need(cond, what):
        if not cond:
            errors.append(what)
        return cond

    with open(path, encoding="utf-8") as f:
        log = json.load(f)

    need(log.get("version") == "2.1.0", 'top-level "version" is not "2.1.0"')
    need(isinstance(log.get("$schema"), str) and "sarif" in log["$schema"],
         'top-level "$schema" is missing or not a SARIF schema')
    runs = log.get("runs")
    if not need(isinstance(runs, list) and len(runs) >= 1, "no runs[]"):
        return report(errors, [])
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    need(isinstance(driver.get("name"), str) and driver["name"],
         "runs[0].tool.driver.name is missing")
    rules = driver.get("rules", [])
    rule_ids = [r.get("id") for r in rules]
    need(all(isinstance(r, str) and r for r in rule_ids),
         "a driver rule has no id")
    need(len(set(rule_ids)) == len(rule_ids), "duplicate rule ids")
    for r in want_rules:
        need(r in rule_ids, "rule %s is not declared" % r)
    results = run.get("results")
    if not need(isinstance(results, list), "runs[0].results is not a list"):
        return report(errors, [])
    lines = []
    for n, res in enumerate(results):
        where = "results[%d]" % n
        rid = res.get("ruleId")
        need(rid in rule_ids, where + ": ruleId %r not in driver.rules[].id" % rid)
        need(isinstance(res.get("message", {}).get("text"), str)
             and res["message"]["text"], where + ": no message.text")
        if "level" in res:
            need(res["level"] in ("none", "note", "warning", "error"),
                 where + ": bad level %r" % res["level"])
        locs = res.get("locations")
        if not need(isinstance(locs, list) and locs, where + ": no locations"):
            continue
        phys = locs[0].get("physicalLocation", {})
        uri = phys.get("artifactLocation", {}).get("uri")
        if not need(isinstance(uri, str) and uri, where + ": no artifactLocation.uri"):
            continue
        need("\\" not in uri, where + ": uri %r has a backslash" % uri)
        if file_uri_ok and uri.startswith("file:///"):
            pass
        else:
            need(not uri.startswith("/") and ":" not in uri.split("/")[0],
                 where + ": uri %r is not relative" % uri)
        region = phys.get("region", {})
        line, col = region.get("startLine"), region.get("startColumn")
        need(isinstance(line, int) and line >= 1, where + ": startLine %r" % line)
        need(isinstance(col, int) and col >= 1, where + ": startColumn %r" % col)
        lines.append("RESULT %s:%s:%s %s" % (uri, line, col, rid))
    if want_results is not None:
        need(len(results) == want_results,
             "%d results, expected %d" % (len(results), want_results))
    return report(errors, lines)


def report(errors, lines):
    if errors:
        for e in errors:
            print("SARIF ERROR: " + e)
        return 1
    print("SARIF OK: %d results" % len(lines))
    for l in sorted(lines):
        print(l)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
