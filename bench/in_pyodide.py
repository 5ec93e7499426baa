"""A benchmark script run again inside Pyodide under Node
(``bench/pyodide_run.mjs``), for its figures there: the script prints them
as JSON on its last line when given ``--json``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


def run_json(script: Path, args: list[str], timeout: int = 7200) -> dict[str, Any] | None:
    """``script --json *args`` in Pyodide: its JSON, or None when that fails
    (said on stderr)."""
    try:
        done = subprocess.run(
            ["node", str(REPO / "bench" / "pyodide_run.mjs"), str(script.resolve()), "--json",
             *args], cwd=REPO, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        print(f"Pyodide run failed: {error}", file=sys.stderr)
        return None
    if done.returncode != 0:
        print(f"Pyodide run failed:\n{done.stderr}", file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])
