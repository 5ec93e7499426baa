"""Benchmark of the table protocol (``verba.table``): the bytes that travel, and its cost.

    python3 bench/bench_table.py [--seeds N]

Plays the seeded games of ``tests/table_games.py`` (Mistrz Słowa with five
guests, Scriba with two and Game II with one, Wordz with two) over a quiet
in-memory table, N seeds each (2 by default), and prints per game the size in
bytes (UTF-8) of the messages the host sends its guests: all of them, the
patches after a move alone, and the whole views (sent when a guest joins or
asks), as median, 95th percentile and maximum; then the guests' actions.
Issue 20 asks for a typical message of at most 2 KB.

Also printed: what the table adds to a move in CPU time (host, guests and
links in this one process: each guest's view, the patches, their checks),
the table's game less the same moves applied locally (the computers' choices
made in both).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
for extra in (REPO / "py", REPO / "bench", REPO / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from cpu_clock import cpu_time  # noqa: E402
from recorded_games import lexicon  # noqa: E402
from table_games import SETUPS, Plan, Reference, play_table, reference  # noqa: E402
from verba.table.host import COMPUTER  # noqa: E402
from verba.table.wire import encode  # noqa: E402


def figures(sizes: list[int]) -> str:
    ordered = sorted(sizes) or [0]
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"{statistics.median(ordered):7.0f} {p95:7d} {ordered[-1]:7d}  (n={len(sizes)})"


def local_ms(ref: Reference) -> float:
    """The moves applied locally, computers choosing theirs, in ms of CPU."""
    engine, lex = ref.engine, lexicon(ref.engine.LEXICON)
    start, state = cpu_time(), ref.states[0]
    for move in ref.moves:
        action = move.action
        if move.who is not None and ref.roles[move.who] == COMPUTER:
            action = engine.computer_action(state, move.who, lex)
        state = engine.apply(state, action, lex)
    return (cpu_time() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=2)
    args = parser.parse_args()
    print(f"{'game':8} {'messages':9} {'median':>7} {'p95':>7} {'max':>7}   bytes")
    for case in SETUPS:
        every: list[int] = []
        patches: list[int] = []
        whole: list[int] = []
        actions: list[int] = []
        added: list[float] = []
        for seed in range(11, 11 + args.seeds):
            ref = reference(case, seed)
            start = cpu_time()
            run = play_table(ref, Plan(), check=False)
            table = (cpu_time() - start) * 1000
            added.append((table - local_ms(ref)) / len(ref.moves))
            for text in run.room.sent:
                size, message = len(text.encode()), json.loads(text)
                every.append(size)
                if message["kind"] == "view":
                    (whole if message["base"] is None else patches).append(size)
            actions += [len(encode("action", seq=n, action=m.action).encode())
                        for n, m in enumerate(ref.moves, 1)
                        if m.who is not None and ref.roles[m.who] != COMPUTER]
        for label, sizes in (("all", every), ("patches", patches), ("whole", whole),
                             ("actions", actions)):
            print(f"{case:8} {label:9} {figures(sizes)}")
        print(f"{case:8} {'CPU/move':9} {statistics.median(added):7.2f} ms added by the table")


if __name__ == "__main__":
    main()
