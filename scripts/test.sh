#!/usr/bin/env bash
# Run all tests (GoogleTest units and the lit suite) through ctest.
# Needs a build: bash scripts/setup.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build
ctest --test-dir build --output-on-failure -j "$(nproc)"
