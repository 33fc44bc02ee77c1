#!/usr/bin/env python3
"""Checks a page rendered by headless Chromium (--dump-dom) against the
run's JSON report.

usage: check_html.py DOM.html REPORT.json [--filter KEY=VALUE]...

Prints one line per check; exits 1 when any check fails:
  summary: every <td id="sum-NAME"> equals totals[NAME] (targets for cuda/hip)
  rows: the file rows drawn are the JSON's files that pass the filters (the
        same filters as in the page's URL fragment: q, status, lib, dir)
"""
import html.parser
import json
import sys


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = {}
        self.rows = []
        self._id = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self._id = a["id"]
            self.ids.setdefault(self._id, "")
        if tag == "tr" and "file-row" in (a.get("class") or "").split():
            self.rows.append(a.get("data-file"))

    def handle_endtag(self, tag):
        self._id = None

    def handle_data(self, data):
        if self._id:
            self.ids[self._id] += data


def main(argv):
    page = Page()
    page.feed(open(argv[1], encoding="utf-8").read())
    report = json.load(open(argv[2], encoding="utf-8"))
    filters = dict(f.split("=", 1) for f in argv[4::2]) if len(argv) > 3 else {}
    failed = False

    totals = dict(report["totals"])
    totals["cuda"] = report["targets"]["cuda"]
    totals["hip"] = report["targets"]["hip"]
    totals["token_only_regions"] = sum(len(f["token_only_regions"]) for f in report["files"])
    sums = {k[4:]: v.strip() for k, v in page.ids.items() if k.startswith("sum-")}
    if not sums:
        print("FAIL summary: no summary in the page")
        failed = True
    for name, shown in sorted(sums.items()):
        if str(totals[name]) != shown:
            print("FAIL summary %s: page %s, JSON %s" % (name, shown, totals[name]))
            failed = True
    print("summary: %d numbers checked" % len(sums))

    def libs(f):
        out = set(k for k in f["by_library"] if k)
        out.update(d["library"] for d in f["diagnostics"] if d.get("library"))
        return out

    def keep(f):
        q = filters.get("q", "").lower()
        d = f["file"].rsplit("/", 1)[0] if "/" in f["file"] else ""
        return (q in f["file"].lower()
                and filters.get("status", f["status"]) == f["status"]
                and ("lib" not in filters or filters["lib"] in libs(f))
                and ("dir" not in filters or d == filters["dir"] or d.startswith(filters["dir"] + "/")))

    # The sources first, then the copied files; by path within each.
    ordered = sorted(report["files"],
                     key=lambda f: (f["status"] == "copied", f["file"]))
    want = [f["file"] for f in ordered if keep(f)]
    if page.rows != want:
        print("FAIL rows: page %s, expected %s" % (page.rows, want))
        failed = True
    print("rows: %d" % len(page.rows))
    print("shown-count: %s" % page.ids.get("shown-count"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
