"""Scriba self-play: computer players against each other, seeded, in CPython.

    python3 tools/scriba_selfplay.py --games 200                  # hard vs greedy
    python3 tools/scriba_selfplay.py --games 100 --players medium,easy

Game g is seeded with g + --seed, and the seats alternate from game to game
so that every level sits in every seat (and starts, after the draw for the
turn order) equally often.  A level "wins" a game when it alone has the most
points; ties are counted apart.  The first level named is the one whose win
rate is reported (with a 95% Wilson interval); average final scores, points
per turn, bingos (+50 for a full rack) and the slowest decision are given per
level.  ``--json`` prints the raw figures instead; ``--jobs 2`` plays the
games in two processes (the same games, the same figures).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
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


_LEXICON: list[Lexicon] = []


def _load(path: str) -> None:
    """A worker's word list, read once (``multiprocessing`` initializer)."""
    _LEXICON[:] = [Lexicon.from_file_bytes(Path(path).read_bytes())]


def play_one(job: tuple[int, list[str], int, int]) -> dict:
    """Game ``g`` (seed ``seed + g``, seats rotated by g): per entry of
    ``levels`` its final score, win or tie, placements' points, bingos,
    turns, exchanges, passes and slowest decision."""
    g, levels, seed, rack = job
    n = len(levels)
    seating = [(k + g % n) % n for k in range(n)]      # seat -> entry of levels
    out: dict = {"points": [[] for _ in range(n)], "bingos": [0] * n, "turns": [0] * n,
                 "exchanges": [0] * n, "passes": [0] * n, "slowest": [0.0] * n}
    clock = [time.process_time()]

    def watch(before: G.State, action: dict, after: G.State) -> None:
        now = time.process_time()
        k = seating[before.current]
        out["slowest"][k] = max(out["slowest"][k], now - clock[0])
        if action["type"] in G.TURN_TYPES:
            out["turns"][k] += 1
            if action["type"] == "place":
                entry = after.log[-1] if after.log[-1]["type"] == "place" else after.log[-2]
                out["points"][k].append(entry["score"])
                out["bingos"][k] += entry["rack_bonus"] == 50
            out["exchanges"][k] += action["type"] == "exchange"
            out["passes"][k] += action["type"] == "pass"
        clock[0] = time.process_time()

    state = play_game(_LEXICON[0], [levels[k] for k in seating], seed=seed + g,
                      rules=Ruleset(rack_size=rack), watch=watch)
    assert G.all_tiles(state) == T.full_set()
    best = max(state.scores)
    top = [seat for seat, s in enumerate(state.scores) if s == best]
    out["finals"] = [0] * n
    for seat, score in enumerate(state.scores):
        out["finals"][seating[seat]] = score
    out["wins"] = [int(len(top) == 1 and seating[top[0]] == k) for k in range(n)]
    out["ties"] = [int(len(top) > 1 and k in [seating[s] for s in top]) for k in range(n)]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", default="hard,greedy",
                        help="comma-separated levels: easy, medium, hard, greedy")
    parser.add_argument("--rack", type=int, default=7, help="rack size (6, 7 or 8)")
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "pl.dawg.gz"))
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    levels = args.players.split(",")
    n = len(levels)
    wins, ties = [0] * n, [0] * n
    finals: list[list[int]] = [[] for _ in range(n)]
    points: list[list[int]] = [[] for _ in range(n)]   # per placement
    bingos, turns, exchanges, passes = [0] * n, [0] * n, [0] * n, [0] * n
    slowest = [0.0] * n
    started = time.perf_counter()
    jobs = [(g, levels, args.seed, args.rack) for g in range(args.games)]
    with multiprocessing.Pool(args.jobs, _load, (args.lexicon,)) as pool:
        for done, game in enumerate(pool.imap(play_one, jobs), 1):
            for k in range(n):
                wins[k] += game["wins"][k]
                ties[k] += game["ties"][k]
                finals[k].append(game["finals"][k])
                points[k] += game["points"][k]
                bingos[k] += game["bingos"][k]
                turns[k] += game["turns"][k]
                exchanges[k] += game["exchanges"][k]
                passes[k] += game["passes"][k]
                slowest[k] = max(slowest[k], game["slowest"][k])
            if not args.json and done % 10 == 0:
                print(f"  {done} games, {levels[0]} won {wins[0]}", file=sys.stderr, flush=True)
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
