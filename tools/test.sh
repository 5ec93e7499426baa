#!/usr/bin/env bash
# Run every test: the rules core in CPython, then the real page in headless Chromium.
# Extra arguments go to pytest (e.g. tools/test.sh -k storage).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh test
.venv/bin/python tools/build_site.py
status=0
.venv/bin/python -m pytest "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "test.sh: pytest collected no tests — that is a failure here" >&2
  exit 1
fi
exit "$status"
