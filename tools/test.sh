#!/usr/bin/env bash
# Run every test: the rules core in CPython, then the real page in headless Chromium.
# Two passes: everything on parallel workers (pytest-xdist, one browser and one
# server each), then alone the tests marked `serial`, which time the page and
# would measure the other workers' load.
# Extra arguments go to both passes (e.g. tools/test.sh -k storage; a -m of
# your own replaces the passes' own); VERBA_WORKERS sets the number of workers
# (default: the cores, at most 4).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh test
.venv/bin/python tools/build_site.py
# One folder for both passes' screenshots, new for each run (ux.py prints it).
VERBA_SHOTS="${VERBA_SHOTS:-$(mktemp -d "${TMPDIR:-/tmp}/verba-shots-XXXXXX")}"
export VERBA_SHOTS
cores=$(nproc)
workers="${VERBA_WORKERS:-$(( cores < 4 ? cores : 4 ))}"
status=0
ran=0
pass() {  # pass PYTEST-ARGS...: one pytest run; "no test collected" (exit 5) alone is no failure
  local code=0
  .venv/bin/python -m pytest "$@" || code=$?
  if [ "$code" -ne 5 ]; then
    ran=1
    [ "$code" -eq 0 ] || status=$code
  fi
}
# worksteal: tests last from milliseconds to a minute; an idle worker takes
# half of what another still has queued.
pass -n "$workers" --dist worksteal -m "not serial" "$@"
pass -m serial "$@"
if [ "$ran" -eq 0 ]; then
  echo "test.sh: pytest collected no tests — that is a failure here" >&2
  exit 1
fi
exit "$status"
