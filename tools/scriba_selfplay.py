"""Scriba self-play: computer players against each other, seeded, in CPython.

    python3 tools/scriba_selfplay.py --games 200                  # hard vs greedy
    python3 tools/scriba_selfplay.py --games 100 --players medium,easy

Game g is seeded with g + --seed, and the seats alternate from game to game
so that every level sits in every seat (and starts, after the draw for the
turn order) equally often.  A level "wins" a game when it alone has the most
points; ties are counted apart.  The first level named is the one whose win
rate is reported (with a 95% Wilson interval); average final scores, points
per turn, bingos (+50 for a full rack) and the slowest decision are given per
level.  ``--json`` prints the raw figures instead.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402
from verba.scriba.selfplay import play_game  # noqa: E402
from win_rate import wilson  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", default="hard,greedy",
                        help="comma-separated levels: easy, medium, hard, greedy")
    parser.add_argument("--rack", type=int, default=7, help="rack size (6, 7 or 8)")
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "pl.dawg.gz"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    levels = args.players.split(",")
    lexicon = Lexicon.from_file_bytes(Path(args.lexicon).read_bytes())
    rules = Ruleset(rack_size=args.rack)
    n = len(levels)
    wins, ties = [0] * n, [0] * n
    finals: list[list[int]] = [[] for _ in range(n)]
    points: list[list[int]] = [[] for _ in range(n)]   # per placement
    bingos, turns, exchanges, passes = [0] * n, [0] * n, [0] * n, [0] * n
    slowest = [0.0] * n
    started = time.perf_counter()
    for g in range(args.games):
        shift = g % n
        seating = [(k + shift) % n for k in range(n)]      # seat -> entry of levels
        clock = [time.process_time()]

        def watch(before: G.State, action: dict, after: G.State) -> None:
            now = time.process_time()
            k = seating[before.current]
            slowest[k] = max(slowest[k], now - clock[0])
            if action["type"] in G.TURN_TYPES:
                turns[k] += 1
                if action["type"] == "place":
                    entry = after.log[-1] if after.log[-1]["type"] == "place" else after.log[-2]
                    points[k].append(entry["score"])
                    bingos[k] += entry["rack_bonus"] == 50
                exchanges[k] += action["type"] == "exchange"
                passes[k] += action["type"] == "pass"
            clock[0] = time.process_time()

        state = play_game(lexicon, [levels[k] for k in seating], seed=args.seed + g,
                          rules=rules, watch=watch)
        assert G.all_tiles(state) == T.full_set()
        best = max(state.scores)
        top = [seat for seat, s in enumerate(state.scores) if s == best]
        for seat, score in enumerate(state.scores):
            finals[seating[seat]].append(score)
        if len(top) == 1:
            wins[seating[top[0]]] += 1
        else:
            for seat in top:
                ties[seating[seat]] += 1
        if not args.json and (g + 1) % 10 == 0:
            print(f"  {g + 1} games, {levels[0]} won {wins[0]}", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    if args.json:
        print(json.dumps({"levels": levels, "wins": wins, "ties": ties, "finals": finals,
                          "points": points, "bingos": bingos, "turns": turns,
                          "exchanges": exchanges, "passes": passes, "slowest": slowest}))
        return 0
    low, high = wilson(wins[0], args.games)
    print(f"Scriba self-play, {args.games} games, seeds {args.seed}..{args.seed + args.games - 1}, "
          f"rack {args.rack}, {elapsed / 60:.1f} min")
    print(f"{levels[0]} won {wins[0]}/{args.games} = {wins[0] / args.games:.1%} "
          f"(95% CI {low:.1%}–{high:.1%}), ties {ties[0]}")
    print(f"{'level':>8} {'wins':>5} {'ties':>5} {'final':>7} {'per place':>9} {'bingos/game':>11} "
          f"{'exch':>5} {'pass':>5} {'slowest s':>9}")
    for k, level in enumerate(levels):
        print(f"{level:>8} {wins[k]:>5} {ties[k]:>5} {statistics.mean(finals[k]):>7.1f} "
              f"{statistics.mean(points[k]) if points[k] else 0:>9.1f} "
              f"{bingos[k] / args.games:>11.2f} {exchanges[k]:>5} {passes[k]:>5} "
              f"{slowest[k]:>9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
