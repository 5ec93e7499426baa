"""Benchmark of the Scriba daily puzzle's generation (``verba.scriba.puzzle``).

    python3 bench/bench_puzzle.py [--seeds 8] [--no-pyodide]

For each seed (0, 1, … ``--seeds`` − 1), the whole generation of its puzzle
— the self-play games up to the position, every candidate's moves, the top
five — as the page runs it: a generator stepped to its end with the cycle
collector paused, on a fresh move generator (the page's first puzzle after
the word list has loaded: its DAWG nodes and cross-checks not yet cached),
after one untimed generation of another seed (``WARM_UP``).
Printed per seed: the CPU milliseconds in all, how many steps, the longest
single step (what a click may wait for; the page needs ≤ 20 ms), which game
of the seed's sequence and which turn the puzzle came from, and how many
distinct moves the rack has; then whether Pyodide made the very same
puzzles as CPython.  CPython in this process, then Pyodide under
Node (``bench/pyodide_run.mjs`` runs this script with ``--json``).  CPU time
of the process (``cpu_clock``), so other jobs on the machine disturb it less.
"""
from __future__ import annotations

import gzip
import hashlib
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
from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import ai, engine, puzzle  # noqa: E402

GOAL_MS = 2000.0
# A seed generated first and not counted.  The first pass over the code costs
# more, above all in a fresh Node, where the CPU clock also counts V8
# compiling the runtime's WebAssembly in the background (up to 37 ms in one
# step); in the page the runtime has long been running by then.
WARM_UP = 1 << 40
STEP_MS = 20.0


def one(seed: int, data: bytes) -> dict[str, Any]:
    # a word list of its own, so a fresh move generator, as on the page; made
    # (and the last seed's let go) before the clock starts
    lexicon = Lexicon.from_file_bytes(data)
    ai.generator_for(lexicon)
    steps, total, found = step_times(puzzle.steps(seed, lexicon))
    return {"seed": seed, "ms": total, "steps": len(steps), "longest": max(steps),
            "over": sum(1 for s in steps if s > STEP_MS), "game": found.game,
            "turn": found.turn, "moves": found.total, "best": found.best,
            "rack": "".join(found.rack),
            "same": hashlib.sha256((engine.to_text(found.state) + repr(found.scores)
                                    + repr(found.top)).encode()).hexdigest()}


def measure(seeds: int) -> dict[str, Any]:
    data = gzip.decompress((REPO / "lexicons" / "pl.dawg.gz").read_bytes())
    one(WARM_UP, data)      # untimed: the runtime's first pass over the code
    return {"runs": [one(seed, data) for seed in range(seeds)]}


def main(argv: list[str]) -> int:
    seeds = int(argv[argv.index("--seeds") + 1]) if "--seeds" in argv else 8
    if "--json" in argv:
        print(json.dumps(measure(seeds)))
        return 0
    runs = {"CPython": measure(seeds)}
    if "--no-pyodide" not in argv:
        inside = pyodide_json(Path(__file__), "--seeds", str(seeds))
        if inside is not None:
            runs["Pyodide"] = inside
    print(f"Scriba daily puzzle, lexicon pl, seeds 0–{seeds - 1}; CPU ms")
    print(f"{'seed':>4} {'game':>4} {'turn':>4} {'moves':>6} {'best':>4} {'rack':<8}"
          + "".join(f" | {name + ' ms':>11} {'steps':>5} {'longest':>7} {'>20ms':>5}"
                    for name in runs))
    for k in range(seeds):
        first = runs["CPython"]["runs"][k]
        line = (f"{k:>4} {first['game']:>4} {first['turn']:>4} {first['moves']:>6} "
                f"{first['best']:>4} {first['rack']:<8}")
        for run in runs.values():
            r = run["runs"][k]
            line += f" | {r['ms']:>11.0f} {r['steps']:>5} {r['longest']:>7.1f} {r['over']:>5}"
        print(line)
    for name, run in runs.items():
        ms = [r["ms"] for r in run["runs"]]
        longest = max(r["longest"] for r in run["runs"])
        met = "met" if max(ms) <= GOAL_MS else "not met"
        print(f"{name}: median {statistics.median(ms):.0f} ms, max {max(ms):.0f} ms "
              f"(goal ≤ {GOAL_MS:.0f} ms in Pyodide: {met} here); longest step {longest:.1f} ms")
    if "Pyodide" not in runs:
        print("Pyodide: not measured")
    else:
        same = all(a["same"] == b["same"] for a, b in zip(runs["CPython"]["runs"],
                                                          runs["Pyodide"]["runs"]))
        print("The same puzzles (position, every score, the top five) in both: "
              + ("yes" if same else "NO"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
