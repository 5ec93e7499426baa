#!/usr/bin/env bash
# Install what Verba's build and tests need, once; later runs return quickly.
#   tools/setup.sh site   — npm packages (PyScript, Pyodide): enough to build and serve
#   tools/setup.sh test   — also Debian's chromium, fonts-dejavu-core, wpolish, wfrench and
#                           python3-venv, and the Python dev packages in .venv/
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-test}"

stamp_ok() {  # stamp_ok FILE CONTENT: true when FILE already records CONTENT
  [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]
}

# Node.js: npm installs the packages, and the tests run Pyodide (which asks
# for Node 18 or later) and the page's screens.js in it. Debian 12's nodejs is
# 18. @pyscript/core declares node >= 20 for its own build tools, which Verba
# never runs (PyScript runs in the browser): on Node 18 npm warns about it
# (EBADENGINE) and installs it all the same.
NODE_MIN=18
need_node() {  # sets node_major
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "setup: Node.js $NODE_MIN or later and npm are needed (Debian: apt-get install nodejs npm)" >&2
    exit 1
  fi
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$node_major" -lt "$NODE_MIN" ]; then
    echo "setup: Node.js $NODE_MIN or later is needed (Pyodide's minimum); this is $(node --version)" >&2
    exit 1
  fi
}

# npm packages, pinned by package-lock.json.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if ! stamp_ok node_modules/.verba-stamp "$lock_hash"; then
  need_node
  if [ "$node_major" -lt 20 ]; then
    echo "setup: Node.js $(node --version): npm will warn that @pyscript/core wants node >= 20;" \
         "that is for PyScript's own build tools, which Verba does not run" >&2
  fi
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.verba-stamp
fi
[ "$what" = site ] && exit 0
need_node

# Debian packages: the browser for e2e tests and a font for the pages it draws,
# the word lists the lexicon tests read, and the pip that `python3 -m venv`
# installs (Debian keeps it in python3-venv).
missing=()
python3 -c 'import ensurepip' 2>/dev/null || missing+=(python3-venv)
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
