"""The server slots of a --server cache directory, for server.test.

  server-slots.py DIR --busy CMD...    run CMD with every slot of DIR locked
                                       (as if each had a run going)
  server-slots.py DIR --wait-gone SECS wait until DIR has no server socket;
                                       exit 1 if one is left after SECS
"""
import fcntl
import glob
import os
import subprocess
import sys
import time

directory, mode = sys.argv[1], sys.argv[2]
if mode == "--busy":
    # Every executable's slots: the ids of the locks there, as many slots as
    # a run could try (one per core it may use, and more).
    ids = {os.path.basename(p).rsplit("-", 1)[0]
           for p in glob.glob(os.path.join(directory, "*.lock"))}
    held = []
    for id in ids:
        for slot in range(4 * (os.cpu_count() or 1) + 4):
            f = open(os.path.join(directory, "%s-%d.lock" % (id, slot)), "a")
            fcntl.flock(f, fcntl.LOCK_EX)
            held.append(f)
    sys.exit(subprocess.call(sys.argv[3:]))
if mode == "--wait-gone":
    deadline = time.time() + float(sys.argv[3])
    while glob.glob(os.path.join(directory, "*.sock")):
        if time.time() > deadline:
            sys.exit("a server socket is still in %s" % directory)
        time.sleep(0.1)
    sys.exit(0)
sys.exit("usage: server-slots.py DIR (--busy CMD... | --wait-gone SECS)")
