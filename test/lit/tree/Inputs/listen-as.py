"""Listens on a Unix socket as another user, as a hostile user of a shared
cache directory would, and counts what a client sends.

listen-as.py SOCKET UID READY COUNT: binds SOCKET (as root, in a directory
only root can write), becomes UID, listens (the kernel records the listener's
credentials then), writes READY, and for up to 10 seconds accepts clients and
counts the bytes and descriptors they send; then writes the counts to COUNT.
"""
import array
import os
import socket
import sys
import time

path, uid, ready, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
# Opened while root: the test's directory is root's.
ready_file = open(ready, "w")
count_file = open(count, "w")
stop = count + ".stop"
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
os.chdir(os.path.dirname(path))  # a deep path is longer than an address holds
s.bind(os.path.basename(path))
os.setgroups([])
os.setresgid(uid, uid, uid)
os.setresuid(uid, uid, uid)
s.listen(4)
s.settimeout(0.2)
ready_file.close()
received = descriptors = 0
end = time.time() + 10
while time.time() < end and not os.path.exists(stop):
    try:
        c, _ = s.accept()
    except socket.timeout:
        continue
    c.settimeout(1)
    try:
        while True:
            fds = array.array("i")
            data, anc, _, _ = c.recvmsg(65536, socket.CMSG_SPACE(16 * fds.itemsize))
            for level, kind, blob in anc:
                if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                    descriptors += len(blob) // fds.itemsize
            if not data:
                break
            received += len(data)
    except OSError:
        pass
    c.close()
count_file.write("received %d bytes, %d descriptors\n" % (received, descriptors))
count_file.close()
