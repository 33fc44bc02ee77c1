#!/usr/bin/env bash
# Runs a command with DIR a tmpfs of SIZE (run it in a private mount
# namespace: unshare -rm), then lists what is left in DIR that is not a
# complete file of the cache (temporary files, locks) and prints the exit.
#
#   unshare -rm bash small_disk.sh DIR SIZE -- COMMAND...
set -u
dir=$1 size=$2
shift 3
mount -t tmpfs -o size="$size",mode=0700 tmpfs "$dir" || exit 99
"$@"
echo "exit: $?"
echo "left:" $(cd "$dir" && find . \( -name '*.tmp' -o -name '*.lock' -o -name '*temp-stream*' -o -name 'hipify-prelude*' \) | sort)
