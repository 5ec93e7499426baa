"""How long the Scriba computer's single steps run: the page's responsiveness.

    python3 bench/bench_steps.py [--games 4] [--games2 3] [--no-pyodide]

The page runs a computer's decision, the hints and the review as generators,
stepping them in slices of about 12 ms and yielding to the browser between
slices (``App.run_sliced``); a click waits at most for the step under way.
So what matters is the longest single step, not the total.  This measures
every step (the time of one ``next()``) of the hard player's decision and of
the hints on the positions ``bench_scriba.py`` uses — Game I with 0, 1 and 2
blanks, Game II with racks of 8 — in CPython and in Pyodide under Node, and
prints the step times' median, 99th percentile and maximum, and how many
steps ran past 20 ms.  CPU time of the process (``cpu_clock``), so other jobs
on the machine disturb it less.  The cycle collector is paused while a work
runs, as the page pauses it.
"""
from __future__ import annotations

import gzip
import json
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

REPO = Path(__file__).resolve().parent.parent
for extra in (REPO / "py", REPO / "bench"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from bench_scriba import positions, positions_two, pyodide_run  # noqa: E402
from cpu_clock import cpu_time  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import ai  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.ui.shell import collector  # noqa: E402

LIMIT_MS = 20.0


def step_times(work: Iterator[Any]) -> tuple[list[float], float, Any]:
    """Each step's milliseconds, the whole run's, and what the work returned,
    with the cycle collector paused as the page pauses it
    (``verba.ui.shell.collector``)."""
    times = []
    release = collector.hold()
    began = cpu_time()
    try:
        while True:
            start = cpu_time()
            try:
                next(work)
            except StopIteration as done:
                times.append((cpu_time() - start) * 1000)
                value = done.value
                break
            times.append((cpu_time() - start) * 1000)
    finally:
        release()
    return times, (cpu_time() - began) * 1000, value


def with_rack(state: G.State, rack: tuple[str, ...]) -> G.State:
    seat = state.current
    return replace(state, racks=tuple(rack if q == seat else r for q, r in enumerate(state.racks)))


def measure(games: int, games_two: int) -> dict[str, Any]:
    lexicon = Lexicon.from_file_bytes(gzip.decompress((REPO / "lexicons" / "pl.dawg.gz").read_bytes()))
    out: dict[str, Any] = {}
    for label, found in (("I", positions(lexicon, games)), ("II", positions_two(lexicon, games_two))):
        for state, racks in found[:1]:      # the generator's caches warmed, as in a game
            ai.choose_action(with_rack(state, racks[0]), state.current, lexicon, "hard")
        for k in (0, 1, 2):
            for what in ("hard", "hints"):
                steps: list[float] = []
                worst_total = 0.0
                worst: tuple[float, str] = (0.0, "")
                for state, racks in found:
                    s = with_rack(state, racks[k])
                    work = ai.think(s, s.current, lexicon, "hard") if what == "hard" \
                        else ai.hint_steps(s, s.current, lexicon, n=10)
                    times, total, _ = step_times(work)
                    steps += times
                    worst_total = max(worst_total, total)
                    if max(times) > worst[0]:
                        worst = (max(times), "".join(racks[k]))
                out[f"{label}/{k}/{what}"] = {
                    "steps": len(steps), "median": statistics.median(steps),
                    "p99": statistics.quantiles(steps, n=100)[98] if len(steps) > 1 else steps[0],
                    "max": max(steps), "over": sum(1 for t in steps if t > LIMIT_MS),
                    "total_max": worst_total, "worst_rack": worst[1]}
    return out


def main(argv: list[str]) -> int:
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 4
    games_two = int(argv[argv.index("--games2") + 1]) if "--games2" in argv else 3
    if "--json" in argv:
        print(json.dumps(measure(games, games_two)))
        return 0
    runs = {"CPython": measure(games, games_two)}
    if "--no-pyodide" not in argv:
        inside = pyodide_run(games, games_two, Path(__file__))
        if inside is not None:
            runs["Pyodide"] = inside
    print(f"Scriba computer steps: ms per step (one next()); Game I {games} games, "
          f"Game II {games_two} games; over = steps longer than {LIMIT_MS:.0f} ms")
    for name, run in runs.items():
        print(f"{name}:")
        print(f"  {'game/blanks/work':<16} {'steps':>6} {'median':>7} {'p99':>7} {'max':>7} "
              f"{'over':>5} {'longest run':>11}  worst rack")
        for key, row in run.items():
            print(f"  {key:<16} {row['steps']:>6} {row['median']:>7.2f} {row['p99']:>7.1f} "
                  f"{row['max']:>7.1f} {row['over']:>5} {row['total_max']:>11.0f}  {row['worst_rack']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
