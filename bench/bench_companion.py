"""How long the companion's work takes: the page's responsiveness at the table.

    python3 bench/bench_companion.py [--rolls 60] [--no-pyodide]

The Mistrz Słowa solver runs in two slices of ``App.run_sliced`` that the
page cannot interrupt: the solver's one-off set-up (``solver.prepare``) the
first time, then the search itself (``game.roll_best``), so their lengths
are how long a tap may wait. The word judge looks a word up in one or two
lists. The Scriba solver is the hints' search, whose steps
``bench_steps.py`` measures. Seeded rolls of the ten dice (as a game rolls
them), CPU time of the process (``cpu_clock``), in CPython and in Pyodide
under Node.
"""
from __future__ import annotations

import gzip
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
from cpu_clock import cpu_time  # noqa: E402
from verba.judge import LEXICONS, judge  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.mistrz import game, solver  # noqa: E402
from verba.mistrz.dice import roll_all  # noqa: E402
from verba.rng import Rng  # noqa: E402

WORDS = {"mistrz": ["kos", "szedł", "pkt", "żółw", "wrzątek", "zus"],
         "scriba": ["szedłem", "krawat", "rower", "mgr", "zzz", "ładnego"],
         "wordz": ["été", "machines", "abaissaient", "adventive", "cœur", "xyz"]}


def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes(gzip.decompress((REPO / "lexicons" / f"{name}.dawg.gz")
                                                   .read_bytes()))


def ms_since(start: float) -> float:
    return (cpu_time() - start) * 1000


def measure(rolls: int) -> dict[str, Any]:
    nouns = lexicon("pl-nouns")
    start = cpu_time()
    solver.prepare(nouns)
    prepare_ms = ms_since(start)
    rng = Rng(2024)
    searches = []
    for _ in range(rolls):
        faces = roll_all(rng)
        start = cpu_time()
        game.roll_best(faces, nouns, 10)
        searches.append(ms_since(start))
    lists = {"pl-nouns": nouns, "pl": lexicon("pl"), "fr": lexicon("fr")}
    verdicts = []
    for game_id, words in WORDS.items():
        chosen = {name: lists[name] for name in LEXICONS[game_id]}
        for word in words:
            start = cpu_time()
            for _ in range(100):
                judge(game_id, word, chosen)
            verdicts.append(ms_since(start) / 100)
    return {"prepare": prepare_ms, "searches": len(searches),
            "median": statistics.median(searches), "max": max(searches),
            "p90": statistics.quantiles(searches, n=10)[8],
            "verdict_median": statistics.median(verdicts), "verdict_max": max(verdicts)}


def main(argv: list[str]) -> int:
    rolls = int(argv[argv.index("--rolls") + 1]) if "--rolls" in argv else 60
    if "--json" in argv:
        print(json.dumps(measure(rolls)))
        return 0
    runs = {"CPython": measure(rolls)}
    if "--no-pyodide" not in argv:
        inside = pyodide_json(Path(__file__), "--rolls", str(rolls))
        if inside is not None:
            runs["Pyodide"] = inside
    print(f"Companion: Mistrz Słowa solver slices on {rolls} seeded rolls, and verdicts; "
          "ms of CPU")
    print(f"  {'':<8} {'prepare':>8} {'search median':>14} {'p90':>7} {'max':>7} "
          f"{'verdict median':>15} {'max':>6}")
    for name, run in runs.items():
        print(f"  {name:<8} {run['prepare']:>8.0f} {run['median']:>14.0f} {run['p90']:>7.0f} "
              f"{run['max']:>7.0f} {run['verdict_median']:>15.3f} {run['verdict_max']:>6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
