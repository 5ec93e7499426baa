#!/usr/bin/env bash
# Run every test: the rules core in CPython, then the real page in headless Chromium,
# on parallel workers (pytest-xdist, one browser and one server each). No test
# times anything (bench/ measures), so the workers may load the machine freely.
# Extra arguments go to pytest (e.g. tools/test.sh -k storage); VERBA_WORKERS
# sets the number of workers (default: the cores, at most 4).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh test
.venv/bin/python tools/build_site.py
# One folder for the run's screenshots, new for each run (ux.py prints it).
VERBA_SHOTS="${VERBA_SHOTS:-$(mktemp -d "${TMPDIR:-/tmp}/verba-shots-XXXXXX")}"
export VERBA_SHOTS
cores=$(nproc)
workers="${VERBA_WORKERS:-$(( cores < 4 ? cores : 4 ))}"
status=0
# worksteal: tests last from milliseconds to a minute; an idle worker takes
# half of what another still has queued.
.venv/bin/python -m pytest -n "$workers" --dist worksteal "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "test.sh: pytest collected no tests — that is a failure here" >&2
  exit 1
fi
exit "$status"
