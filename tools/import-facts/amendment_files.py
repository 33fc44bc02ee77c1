"""What the header scans share: their command line and --out/--check."""
import argparse
import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]


def parser(description):
    """An argument parser with the options every scan takes."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--facts", type=pathlib.Path, default=REPO.parent / "shared" / "reference")
    p.add_argument("--cuda", type=pathlib.Path, default=pathlib.Path("/usr/local/cuda"))
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--out", type=pathlib.Path, help="write the amendments file")
    mode.add_argument("--check", type=pathlib.Path,
                      help="compare with the amendments file; exit 1 when it differs")
    p.add_argument("--skip-if-missing", action="store_true",
                   help="exit 77 (a test runner's 'skipped') when an SDK or the facts are absent")
    return p


def run(args, tool, scan):
    """Runs scan() -> text and writes or checks the file; the exit status."""
    try:
        text = scan()
    except FileNotFoundError as e:
        if args.skip_if_missing:
            print(f"skipped: {e}")
            return 77
        print(f"{tool}: {e}", file=sys.stderr)
        return 2
    if args.out:
        args.out.write_text(text)
        print(f"wrote {text.count(chr(10)) - 1} amendments to {args.out}", file=sys.stderr)
        return 0
    if args.check.read_text() != text:
        print(f"STALE: {args.check}; regenerate with --out", file=sys.stderr)
        return 1
    print(f"OK: {args.check} matches the headers")
    return 0
