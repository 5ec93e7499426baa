"""Benchmark of the Mistrz Słowa solver: time to find every word of a roll.

    python3 bench/bench_mistrz.py [--rolls N]

Draws seeded rolls of the ten dice until each of 0, 1 and 2 jokers showing
has N rolls (500 by default; rolls with 3 or 4 jokers met on the way are kept
too, up to N/2), solves each against lexicons/pl-nouns.dawg.gz in CPython (in
this process) and in Pyodide under Node (bench/pyodide_run.mjs runs this same
script with --json), and prints median, 95th percentile and maximum per
joker count side by side.  Also printed: the time a computer player takes to
choose its move on the first decision of a turn (a reroll or a word: for
*hard* this includes the expected score of rerolls), over 100 seeded rolls;
the one-off ``prepare`` (building the solver's view of the lexicon, done
before the first roll); and how long a fixed pure-Python loop takes, to
compare machines.

Times are CPU time of this process, which other jobs on a shared machine
disturb far less than wall-clock time: time.process_time in CPython, and in
Pyodide Node's process.cpuUsage() (Pyodide's process_time is wall-clock
time).  The load average is printed with the figures: on a loaded machine
even CPU time stretches (shared caches), so compare runs with the
calibration loop in mind.
"""
from __future__ import annotations

import gzip
import json
import os
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))

from bench_scriba import pyodide_json  # noqa: E402
from cpu_clock import cpu_time
from verba.lexicon import Lexicon  # noqa: E402
from verba.mistrz import ai  # noqa: E402
from verba.mistrz.dice import JOKERS, OGONEK, roll_all  # noqa: E402
from verba.mistrz.game import apply, new_game  # noqa: E402
from verba.mistrz.solver import prepare, solve  # noqa: E402
from verba.rng import Rng  # noqa: E402

SEED = 2024
GROUPS = ("0", "1", "2", "3+")
LEVELS = ("easy", "medium", "hard")
AI_TURNS = 100




def draw_rolls(per_group: int) -> dict[str, list[tuple[str, ...]]]:
    """Natural rolls (as the game makes them), grouped by jokers showing."""
    rng = Rng(SEED)
    groups: dict[str, list[tuple[str, ...]]] = {g: [] for g in GROUPS}
    caps = {"0": per_group, "1": per_group, "2": per_group, "3+": per_group // 2}
    while any(len(groups[g]) < per_group for g in ("0", "1", "2")):
        faces = roll_all(rng)
        jokers = sum(face in JOKERS for face in faces)
        group = str(jokers) if jokers < 3 else "3+"
        if len(groups[group]) < caps[group]:
            groups[group].append(faces)
    return groups


def calibrate() -> float:
    """CPU seconds for a fixed pure-Python loop (10 million additions)."""
    start = cpu_time()
    total = 0
    for i in range(10_000_000):
        total += i
    return cpu_time() - start


def ai_times(lexicon: Lexicon) -> dict[str, list[float]]:
    """ms for each level's first decision after a roll, over seeded turns."""
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    for turn in range(AI_TURNS):
        rolled = apply(new_game([{"name": "Bot", "kind": "hard"}], seed=SEED + turn),
                       {"type": "roll"}, lexicon)
        for level in LEVELS:
            start = cpu_time()
            ai.choose_action(rolled, lexicon, level)
            times[level].append((cpu_time() - start) * 1000)
    return times


def measure(per_group: int) -> dict:
    data = gzip.decompress((REPO / "lexicons" / "pl-nouns.dawg.gz").read_bytes())
    lexicon = Lexicon.from_file_bytes(data)
    start = cpu_time()
    prepare(lexicon)
    prepare_ms = (cpu_time() - start) * 1000
    result: dict = {"prepare_ms": prepare_ms, "calibration_s": calibrate(), "groups": {}}
    for group, rolls in draw_rolls(per_group).items():
        times = []
        words = []
        for faces in rolls:
            start = cpu_time()
            found = solve(faces, lexicon)
            times.append((cpu_time() - start) * 1000)
            words.append(len(found))
        result["groups"][group] = {
            "rolls": len(rolls),
            "with_ogonek": sum(OGONEK in faces for faces in rolls),
            "times": times, "words": words}
    result["ai"] = ai_times(lexicon)
    return result


def summary(times: list[float]) -> tuple[float, float, float]:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return statistics.median(ordered), p95, ordered[-1]


def main(argv: list[str]) -> int:
    per_group = int(argv[argv.index("--rolls") + 1]) if "--rolls" in argv else 500
    if "--json" in argv:
        print(json.dumps(measure(per_group)))
        return 0
    runs = {"CPython": measure(per_group)}
    inside = pyodide_json(Path(__file__), "--rolls", str(per_group))
    if inside is not None:
        runs["Pyodide"] = inside
    print(f"Mistrz Słowa solver, lexicon pl-nouns, rolls seeded {SEED}; "
          "ms of CPU per roll (every word and its best score); "
          f"load average {os.getloadavg()[0]:.1f}")
    header = f"{'jokers':>6} {'rolls':>5} {'ogonek':>6} {'words':>6}"
    for name in runs:
        header += f" | {name + ' median':>15} {'p95':>6} {'max':>6}"
    print(header)
    cpython = runs["CPython"]["groups"]
    for group in GROUPS:
        g = cpython[group]
        line = (f"{group:>6} {g['rolls']:>5} {g['with_ogonek']:>6} "
                f"{statistics.median(g['words']):>6.0f}")
        for run in runs.values():
            median, p95, top = summary(run["groups"][group]["times"])
            line += f" | {median:>15.1f} {p95:>6.1f} {top:>6.1f}"
        print(line)
    print(f"computer player, first decision of a turn over {AI_TURNS} rolls "
          "(ms: median / max)")
    for level in LEVELS:
        line = f"{level:>8}"
        for name, run in runs.items():
            median, _, top = summary(run["ai"][level])
            line += f" | {name} {median:7.1f} / {top:7.1f}"
        print(line)
    for name, run in runs.items():
        print(f"{name}: prepare {run['prepare_ms']:.0f} ms once per lexicon; "
              f"calibration loop {run['calibration_s']:.2f} s")
    if "Pyodide" not in runs:
        print("Pyodide: not measured (see the error above)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
