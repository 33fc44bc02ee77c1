#!/usr/bin/env bash
# Runs a command with a full disk: mounts a 64 KiB tmpfs on DIR (run it in a
# private mount namespace: unshare -rm), puts the files named after -- ... in
# it, fills it, runs the command in it, and prints its exit status and what
# the disk holds afterwards (file names, then each small file's first line).
#
#   unshare -rm bash disk_full.sh DIR [FILE...] -- COMMAND...
set -u
dir=$1
shift
mount -t tmpfs -o size=64k tmpfs "$dir" || exit 99
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  cp "$1" "$dir/" || exit 99
  shift
done
shift
head -c 1048576 /dev/zero > "$dir/filler" 2>/dev/null
cd "$dir"
"$@"
echo "exit: $?"
echo "files:" $(ls -A | sort)
for f in $(ls -A | sort); do
  [ "$f" = filler ] || echo "$f: $(head -n 1 "$f")"
done
