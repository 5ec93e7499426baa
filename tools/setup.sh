#!/usr/bin/env bash
# Install what Verba's build and tests need, once; later runs return quickly.
#   tools/setup.sh site   — npm packages (PyScript, Pyodide): enough to build and serve
#   tools/setup.sh test   — also Debian's chromium and word lists, and the Python dev packages
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-test}"

stamp_ok() {  # stamp_ok FILE CONTENT: true when FILE already records CONTENT
  [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]
}

# npm packages, pinned by package-lock.json.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if ! stamp_ok node_modules/.verba-stamp "$lock_hash"; then
  command -v npm >/dev/null || { echo "setup: Node.js and npm are needed (apt-get install nodejs npm)" >&2; exit 1; }
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.verba-stamp
fi
[ "$what" = site ] && exit 0

# Debian packages: the browser for e2e tests and the word lists the lexicon tests read.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/share/dict/polish ] || missing+=(wpolish)
[ -f /usr/share/dict/french ] || missing+=(wfrench)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# Python packages in a virtual environment of the project's own.
req_hash=$(sha256sum requirements-dev.txt | cut -d' ' -f1)
if ! stamp_ok .venv/.verba-stamp "$req_hash"; then
  python3 -m venv .venv
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -r requirements-dev.txt
  echo "$req_hash" > .venv/.verba-stamp
fi
