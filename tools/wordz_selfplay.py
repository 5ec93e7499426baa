"""Wordz self-play: computer players against each other, seeded, in CPython.

    python3 tools/wordz_selfplay.py --games 300                # hard vs baseline
    python3 tools/wordz_selfplay.py --games 100 --players hard,medium,easy

Game g is seeded with g + --seed, and the seats rotate from game to game so
that every level sits in every seat equally often.  A player "wins" a game
when it alone has the most points; ties are counted apart.  Each level's
win rate is printed with its 95% Wilson interval.
A level is one of ``verba.wordz.ai.LEVELS`` — ``baseline`` flips at random
and guesses only when one candidate is left — or ``guesser+composer`` to
compose at another level than it guesses (``baseline+hard``).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from verba.lexicon import Lexicon  # noqa: E402
from verba.wordz.game import totals  # noqa: E402
from verba.wordz.selfplay import play_game  # noqa: E402
from win_rate import wilson  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", default="hard,baseline",
                        help="comma-separated levels: easy, medium, hard, baseline, "
                             "or guesser+composer")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "fr.dawg.gz"))
    args = parser.parse_args(argv)

    levels = args.players.split(",")
    lexicon = Lexicon.from_file_bytes(Path(args.lexicon).read_bytes())
    n = len(levels)
    wins = [0] * n      # per entry of ``levels``, alone on top
    ties = [0] * n      # on top with others
    points: list[list[int]] = [[] for _ in range(n)]
    started = time.perf_counter()
    for g in range(args.games):
        shift = g % n
        seating = [(k + shift) % n for k in range(n)]  # seat -> entry of levels
        state = play_game(lexicon, [levels[k] for k in seating], seed=args.seed + g,
                          rounds=args.rounds)
        score = totals(state)
        best = max(score)
        top = [seating[s] for s in range(n) if score[s] == best]
        for seat, k in enumerate(seating):
            points[k].append(score[seat])
        if len(top) == 1:
            wins[top[0]] += 1
        else:
            for k in top:
                ties[k] += 1
    elapsed = time.perf_counter() - started

    print(f"{args.games} games of {args.rounds} rounds, players {','.join(levels)}, "
          f"seeds {args.seed}..{args.seed + args.games - 1}")
    width = max(len(level) for level in levels)
    for k, level in enumerate(levels):
        lo, hi = wilson(wins[k], args.games)
        print(f"  {level:{width}s} (entry {k + 1}) wins {wins[k]:4d} = {wins[k] / args.games:6.1%}"
              f"  [95% {lo:.1%}..{hi:.1%}]  ties {ties[k]:3d}"
              f"  mean points {statistics.fmean(points[k]):5.1f}")
    print(f"  {elapsed / args.games:.2f} s per game, {elapsed:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
