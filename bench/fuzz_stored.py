"""Many more mutants of stored data than the tests run, with their counts.

    python3 bench/fuzz_stored.py [--count 20000] [--seed 1] [--kinds mistrz,scriba,...]

The mutator and the checks are ``tests/fuzz_stored.py``'s (see its
docstring): each mutant of a save, a history entry, the settings or the dailies goes into
a store holding valid entries of every other kind, the app starts, the game
is resumed, drawn and played for a few actions. Any failure stops the run
with its traceback. The counts go in docs/RELIABILITY.md.

Per kind it prints: mutants, how many were accepted (and played), how many
set aside, the actions taken on accepted saves, and CPU seconds.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
for folder in ("py", "tests"):
    if str(REPO / folder) not in sys.path:
        sys.path.insert(0, str(REPO / folder))

import fuzz_stored as F  # noqa: E402

KINDS = ("mistrz", "scriba", "wordz", "history", "settings", "daily")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20_000, help="mutants per kind")
    parser.add_argument("--seed", type=int, default=1, help="another seed, other mutants")
    parser.add_argument("--kinds", default=",".join(KINDS))
    args = parser.parse_args()
    started = time.process_time()
    for game in ("mistrz", "scriba", "wordz"):
        F.valid_states(game)
    print(f"valid saves from real games: "
          + ", ".join(f"{g} {len(F.valid_states(g))}" for g in ("mistrz", "scriba", "wordz"))
          + f" ({time.process_time() - started:.1f} s CPU)")
    print(f"{'kind':<10}{'mutants':>9}{'accepted':>10}{'set aside':>11}{'actions':>9}{'CPU s':>8}")
    total = F.Tally()
    for kind in args.kinds.split(","):
        began = time.process_time()
        tally = F.run(kind, args.count, args.seed)
        total.add(tally)
        print(f"{kind:<10}{tally.mutants:>9}{tally.accepted:>10}{tally.set_aside:>11}"
              f"{tally.actions:>9}{time.process_time() - began:>8.1f}", flush=True)
    print(f"{'all':<10}{total.mutants:>9}{total.accepted:>10}{total.set_aside:>11}"
          f"{total.actions:>9}{time.process_time() - started:>8.1f}")


if __name__ == "__main__":
    main()
