"""Runs a command, sends it SIGINT (as Ctrl-C does) once it has written its
first output file under OUT, and checks that the signal ended it.

usage: interrupt.py SRC OUT -- COMMAND...
"""
import os
import signal
import subprocess
import sys
import time

out = sys.argv[2]
cmd = sys.argv[sys.argv.index("--") + 1:]
# lit's workers ignore SIGINT, and children inherit that: restore Ctrl-C.
proc = subprocess.Popen(
    cmd, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
deadline = time.time() + 60
while time.time() < deadline and proc.poll() is None:
    if os.path.isdir(out) and any(f.endswith(".cu") for f in os.listdir(out)):
        break
    time.sleep(0.005)
proc.send_signal(signal.SIGINT)
code = proc.wait()
written = len([f for f in os.listdir(out) if f.endswith(".cu")])
print("exit", code, "written", written)
if code != -signal.SIGINT:
    sys.exit("the command was not interrupted (exit %d)" % code)
