"""Learn the hard Scriba player's leave values by self-play (CPython, offline).

    python3 tools/scriba_leaves.py --games 150 --rounds 3    # writes leave_weights.py

Each round plays ``--games`` seeded games of hard against hard (both using the
weights of the round before; the first round starts from zero, i.e. from the
highest-scoring move), collects every turn that left tiles on a rack while
the bag still had tiles, and fits the leave model of ``verba.scriba.leaves``:
the target of a turn is the points the same player made on its next turn
minus the average over all such turns, fitted by ridge least squares over
the samples of every round so far.  The weights of the last round are
written to ``--out``, by default ``py/verba/scriba/leave_weights.py`` (a
Python module, since the site ships only the ``.py`` files of ``py/``), with
a comment recording the command.  ``--from-current`` starts from the shipped
weights instead of zero (a refinement: the result then depends on the
weights it started from, see ``git log``); ``--jobs 2`` plays the games in
two processes (the same games, the same weights).
"""
from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba.leave_weights import WEIGHTS  # noqa: E402
from verba.scriba.leaves import feature_names, features  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402
from verba.scriba.selfplay import play_game  # noqa: E402

OUT = ROOT / "py" / "verba" / "scriba" / "leave_weights.py"


def samples_of_game(lexicon: Lexicon, seed: int, weights: dict[str, float],
                    rules: Ruleset) -> list[tuple[dict[str, float], float]]:
    """(features of a leave, the same player's next-turn points) of a game."""
    pending: dict[int, dict[str, float]] = {}
    out = []

    def watch(before: G.State, action: dict, after: G.State) -> None:
        if action["type"] not in ("place", "exchange", "pass"):
            return
        p = before.current
        entry = after.log[-1] if after.log[-1]["type"] in G.TURN_TYPES else after.log[-2]
        points = entry.get("score", 0) if entry["type"] != "exchange" else 0
        if p in pending:
            out.append((pending.pop(p), float(points)))
        if action["type"] == "pass" or not after.bag:
            return
        rack = list(before.racks[p])
        if action["type"] == "place":
            for tile in action["tiles"]:
                rack.remove(tile["tile"])
        else:
            for tile in action["tiles"]:
                rack.remove(tile)
        pending[p] = features(rack)

    play_game(lexicon, ["hard", "hard"], seed, rules=rules, weights=[weights, weights],
              watch=watch)
    return out


_LEXICON: list[Lexicon] = []


def _load(path: str) -> None:
    """A worker's word list, read once (``multiprocessing`` initializer)."""
    _LEXICON[:] = [Lexicon.from_file_bytes(Path(path).read_bytes())]


def _samples(job: tuple[int, dict[str, float]]) -> list[tuple[dict[str, float], float]]:
    seed, weights = job
    return samples_of_game(_LEXICON[0], seed, weights, Ruleset())


def fit(samples: list[tuple[dict[str, float], float]], ridge: float) -> dict[str, float]:
    """Ridge least squares (no penalty on the mean), solved in plain Python."""
    names = feature_names()
    index = {n: i for i, n in enumerate(names)}
    k = len(names)
    mean = sum(y for _, y in samples) / len(samples)
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in samples:
        items = [(index[n], v) for n, v in x.items()]
        for i, vi in items:
            b[i] += vi * (y - mean)
            row = a[i]
            for j, vj in items:
                row[j] += vi * vj
    for i in range(k):
        a[i][i] += ridge
    w = _solve(a, b)
    return {n: round(w[i], 2) for n, i in index.items() if abs(w[i]) >= 0.005}


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is symmetric positive)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        for r in range(col + 1, n):
            f = m[r][col] / p
            if f:
                row, top = m[r], m[col]
                for c in range(col, n + 1):
                    row[c] -= f * top[c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def write(weights: dict[str, float], command: str, samples: int, out: Path = OUT) -> None:
    lines = [
        '"""Leave weights of the hard Scriba player (see ``leaves``), in points.',
        "",
        f"Learned by self-play: {command}",
        f"({samples} turns).  Regenerate with that command; do not edit by hand.",
        '"""',
        "WEIGHTS: dict[str, float] = {",
    ]
    lines += [f"    {name!r}: {value!r}," for name, value in sorted(weights.items())]
    lines.append("}")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150, help="games per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--ridge", type=float, default=30.0)
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "pl.dawg.gz"))
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games")
    parser.add_argument("--from-current", action="store_true",
                        help="the first round plays with the shipped weights, not from zero")
    parser.add_argument("--out", default=str(OUT), help="the module to write")
    parser.add_argument("--dry-run", action="store_true", help="print, do not write")
    args = parser.parse_args(argv)

    weights: dict[str, float] = dict(WEIGHTS) if args.from_current else {}
    samples: list[tuple[dict[str, float], float]] = []
    with multiprocessing.Pool(args.jobs, _load, (args.lexicon,)) as pool:
        for r in range(args.rounds):
            started = time.perf_counter()
            seeds = range(args.seed + r * args.games, args.seed + (r + 1) * args.games)
            for got in pool.imap(_samples, [(s, weights) for s in seeds]):
                samples += got
            weights = fit(samples, args.ridge)
            top = sorted(weights.items(), key=lambda kv: -abs(kv[1]))[:8]
            print(f"round {r + 1}: {len(samples)} turns, {time.perf_counter() - started:.0f} s; "
                  + ", ".join(f"{n} {v:+.1f}" for n, v in top), flush=True)
    command = (f"python3 tools/scriba_leaves.py --games {args.games} --rounds {args.rounds} "
               f"--seed {args.seed} --ridge {args.ridge:g}"
               + (" --from-current" if args.from_current else ""))
    if args.dry_run:
        print(weights)
    else:
        write(weights, command, len(samples), Path(args.out))
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
