"""Benchmark of the hard Scriba player's endgame search (``scriba.endgame``).

    python3 bench/bench_scriba_endgame.py [--games 8] [--no-pyodide]

Positions: ``--games`` seeded games played by the greedy player until the
bag is empty; the first position with the bag empty, with the opponent's
rack as dealt and with one and two of its letters made blanks (a blank on
the opponent's rack multiplies the replies the search weighs).  For each,
the hard player's whole decision (``ai.think`` stepped to its end): CPU ms
in total and of its longest step, in CPython and in Pyodide under Node (as
``bench_scriba.py`` runs it).  The page's budget: a decision ≤ 1.0 s and no
step over 20 ms in Pyodide.
"""
from __future__ import annotations

import gzip
import json
import statistics
import sys
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))

from bench_scriba import pyodide_json  # noqa: E402
from cpu_clock import cpu_time  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.rng import seed_from  # noqa: E402
from verba.scriba import ai  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402


def positions(lexicon: Lexicon, games: int) -> list[tuple[int, G.State]]:
    """(blanks on the opponent's rack, the first position with the bag
    empty) of each greedy game, three ways."""
    out = []
    for seed in range(games):
        state = G.new_game(["a", "b"], seed=seed, kinds=["hard", "hard"])
        step = 0
        while state.bag and state.phase == G.PLAY:
            action = ai.choose_action(state, state.current, lexicon, ai.GREEDY,
                                      seed=seed_from(seed, step))
            state = G.apply(state, action, lexicon)
            step += 1
        if state.phase != G.PLAY:
            continue
        other = 1 - state.current
        theirs = [t for t in state.racks[other] if t != T.BLANK]
        for blanks in (0, 1, 2):
            rack = tuple([T.BLANK] * blanks + theirs[blanks:])
            out.append((blanks, replace(state, racks=tuple(
                rack if q == other else r for q, r in enumerate(state.racks)))))
    return out


def measure(games: int) -> dict:
    lexicon = Lexicon.from_file_bytes(gzip.decompress((REPO / "lexicons" / "pl.dawg.gz")
                                                      .read_bytes()))
    found = positions(lexicon, games)
    for _, state in found:                                     # the untimed pass
        ai.choose_action(state, state.current, lexicon, "hard")
    groups: dict[str, dict[str, list[float]]] = {
        str(k): {"ms": [], "step_ms": []} for k in (0, 1, 2)}
    for blanks, state in found:
        work = ai.think(state, state.current, lexicon, "hard")
        total = longest = 0.0
        while True:
            start = cpu_time()
            try:
                next(work)
            except StopIteration:
                break
            finally:
                spent = cpu_time() - start
                total += spent
                longest = max(longest, spent)
        groups[str(blanks)]["ms"].append(total * 1000)
        groups[str(blanks)]["step_ms"].append(longest * 1000)
    return {"positions": len(found) // 3, "groups": groups}


def main(argv: list[str]) -> int:
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 8
    if "--json" in argv:
        print(json.dumps(measure(games)))
        return 0
    runs = {"CPython": measure(games)}
    if "--no-pyodide" not in argv:
        inside = pyodide_json(Path(__file__), "--games", str(games))
        if inside is not None:
            runs["Pyodide"] = inside
    print(f"Scriba hard endgame decision, {runs['CPython']['positions']} positions "
          f"(first empty bag of {games} greedy games); CPU ms, median / max")
    for k in ("0", "1", "2"):
        line = f"{k} blanks on the opponent's rack"
        for name, run in runs.items():
            g = run["groups"][k]
            line += (f" | {name} decision {statistics.median(g['ms']):.0f} / {max(g['ms']):.0f}"
                     f", longest step {statistics.median(g['step_ms']):.1f} / "
                     f"{max(g['step_ms']):.1f}")
        print(line)
    if "Pyodide" not in runs:
        print("Pyodide: not measured")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
