"""Benchmark of reading and replaying game records, in CPython.

    python3 bench/bench_records.py

For each seeded self-play game the record tests use (tests/recorded_games.py):
its moves, the file's size, and the ms of CPU time to read the file and
replay every move through the rules (the fastest of 5 runs). The page runs
the replay in slices (``replay.replay_steps``), so its length is how long a
file takes to open, not how long the page is blocked.
"""
from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
for path in (REPO / "py", REPO / "tests"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from cpu_clock import cpu_time  # noqa: E402
from recorded_games import GAMES, lexicon, played  # noqa: E402
from verba.gamefile import parse  # noqa: E402
from verba.games_registry import ENGINES  # noqa: E402
from verba.replay import replay  # noqa: E402


def main() -> None:
    print(f"{'game':<12} {'moves':>6} {'chars':>7} {'read+replay ms':>15}")
    for case in GAMES:
        record, _ = played(case)
        words = lexicon(ENGINES[record.game].LEXICON)
        text = record.to_json()
        runs = []
        for _ in range(5):
            start = cpu_time()
            replay(parse(text), words)
            runs.append(cpu_time() - start)
        best = min(runs)
        print(f"{case:<12} {len(record.actions):>6} {len(text):>7} {best * 1000:>15.1f}")


if __name__ == "__main__":
    main()
