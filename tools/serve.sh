#!/usr/bin/env bash
# Build the site and serve it at a local address (default http://127.0.0.1:8000/).
# Extra arguments go to tools/serve.py (e.g. --port 8080, --prefix /verba/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh site
python3 tools/build_site.py
exec python3 tools/serve.py "$@"
