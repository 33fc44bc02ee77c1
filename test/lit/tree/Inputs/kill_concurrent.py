"""Runs COMMAND (a tree translated in place) in RUNS processes at once over
TREE, kills each with SIGKILL at a random moment, checks what is left, and
does it ROUNDS times. After each round every source must be its original
(as in ORIG) or its translation (as in REF, a clean run's result), and a
translated one must have its backup, holding the original. The seed is
printed, so a failure can be replayed (SEED=N).

usage: kill_concurrent.py ORIG REF TREE ROUNDS RUNS -- COMMAND...
"""
import os
import random
import signal
import subprocess
import sys
import time

orig, ref, tree = sys.argv[1:4]
rounds, runs = int(sys.argv[4]), int(sys.argv[5])
cmd = sys.argv[sys.argv.index("--") + 1:]
seed = int(os.environ.get("SEED", random.randrange(1 << 30)))
print("seed", seed)
rng = random.Random(seed)
SUFFIX = ".prehip"


def read(path):
    with open(path, "rb") as f:
        return f.read()


def check():
    """Each source original, or translated with its backup; returns the
    number translated."""
    translated = 0
    for root, _, files in os.walk(orig):
        for name in files:
            rel = os.path.relpath(os.path.join(root, name), orig)
            now = read(os.path.join(tree, rel))
            backup = os.path.join(tree, rel + SUFFIX)
            if now == read(os.path.join(orig, rel)):
                if os.path.exists(backup) and read(backup) != now:
                    sys.exit("%s: original, but its backup is not" % rel)
                continue
            if now != read(os.path.join(ref, rel)):
                sys.exit("%s: neither the original nor the translation" % rel)
            if not os.path.exists(backup) or read(backup) != read(os.path.join(orig, rel)):
                sys.exit("%s: translated, without its original as backup" % rel)
            translated += 1
    return translated


for r in range(rounds):
    procs = [subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL) for _ in range(runs)]
    start = time.time()
    deadlines = sorted(rng.uniform(0.05, 2.0) for _ in procs)
    for p, d in zip(procs, deadlines):
        time.sleep(max(0, start + d - time.time()))
        p.send_signal(signal.SIGKILL)
    for p in procs:
        p.wait()
    print("round", r, "translated", check() > 0)
