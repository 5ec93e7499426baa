"""How long a daily takes to prepare, and the longest step of it: the page's
responsiveness while "preparing today's challenge" shows.

    python3 bench/bench_daily.py [--no-pyodide]

Opening a daily runs its long searches first (``verba.daily.<kind>.prepare``):
Mistrz Słowa's solves the day's dice (the solver's one-off set-up, then the
words of each first letter), Wordz's finds the computer's word of the day
(the automaton decoded, then the hard composer weighing its words). The page
steps them in slices of about 12 ms (``App.run_sliced``), so a click waits at
most for the step under way. For a few dates, in CPython and in Pyodide under
Node (``bench/pyodide_run.mjs``), this prints each daily's preparation: the
whole CPU time, the number of steps and the longest step (one ``next()``),
"first" with nothing built yet (the first daily of a visit) and "again" for
another date once the word list's set-up is done. CPU time of the process
(``cpu_clock``); the cycle collector is paused meanwhile, as the page pauses it.
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
for extra in (REPO / "py", REPO / "bench"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from bench_scriba import pyodide_json  # noqa: E402
from bench_steps import step_times  # noqa: E402
from verba.daily import mistrz, wordz  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.mistrz import solver  # noqa: E402
from verba.wordz import candidates  # noqa: E402

DATES = ("2026-01-01", "2026-03-15", "2026-06-01", "2026-12-03", "2027-02-28")
KINDS = {"mistrz": (mistrz, "pl-nouns"), "wordz": (wordz, "fr")}
LIMIT_MS = 20.0


def forget(lexicon: Lexicon | None) -> None:
    """Drop what the searches keep: everything, or all but ``lexicon``'s set-up."""
    solver._solved.clear()
    wordz._LAST.clear()
    if lexicon is None:
        solver._graphs.clear()
        candidates._GRAPHS.clear()


def measure() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind, (rules, name) in KINDS.items():
        raw = (REPO / "lexicons" / f"{name}.dawg.gz").read_bytes()
        for when in ("first", "again"):
            rows = []
            for date in DATES:
                forget(None)
                lexicon = Lexicon.from_file_bytes(raw)
                if when == "again":    # another daily of the visit came first
                    for _ in rules.prepare("2025-12-31", lexicon, True):
                        pass
                    forget(lexicon)
                times = step_times(rules.prepare(date, lexicon, True))[0]
                rows.append({"date": date, "total": sum(times), "steps": len(times),
                             "max": max(times), "over": sum(t > LIMIT_MS for t in times)})
            out[f"{kind}/{when}"] = rows
    return out


def main(argv: list[str]) -> int:
    if "--json" in argv:
        print(json.dumps(measure()))
        return 0
    runs = {"CPython": measure()}
    if "--no-pyodide" not in argv:
        inside = pyodide_json(Path(__file__))
        if inside is not None:
            runs["Pyodide"] = inside
    print(f"Daily preparation, CPU ms; dates {', '.join(DATES)}; "
          f"over = steps longer than {LIMIT_MS:.0f} ms")
    for name, run in runs.items():
        print(f"{name}:")
        print(f"  {'daily':<13} {'total median':>12} {'total max':>9} {'steps':>6} "
              f"{'longest step':>12} {'over':>5}")
        for key, rows in run.items():
            totals = [r["total"] for r in rows]
            print(f"  {key:<13} {statistics.median(totals):>12.0f} {max(totals):>9.0f} "
                  f"{min(r['steps'] for r in rows):>6} {max(r['max'] for r in rows):>12.1f} "
                  f"{sum(r['over'] for r in rows):>5}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
