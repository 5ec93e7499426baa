"""Measure the balance of the Scriba board (``verba.scriba.board.STANDARD``).

Figures printed:

1. The fields: counts per kind, and the symmetry check.
2. Reach: the fewest turns after which a tile can first cover each field kind,
   counting the opening as turn 1 (it covers the centre and lies along the
   centre row or column), and letting each later turn lay up to a rack of
   tiles in a line from a covered cell.  Geometry only, no dictionary.
3. Openings: over the `pl` lexicon's words that the tile set can spell
   without blanks, the best opening score for each rack size (any word of 2
   to rack-size letters, every position covering the centre), with the rack
   bonus; and for racks dealt at random from the letter tiles, the mean of
   each rack's best opening (a typical first move), and how often that best
   opening touches a negative field.  The best opening found is re-scored by
   the engine's own ``evaluate`` as a check of the fast scorer used here.

Usage:
    python3 tools/scriba_board.py [--lexicon lexicons/pl.dawg.gz] [--racks 300]
Without the lexicon file the tool reads /usr/share/dict/polish filtered the
same way as the `pl` lexicon.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

from scriba_tiles import read_words  # noqa: E402
from verba.rng import Rng  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402
from verba.scriba.board import LEGEND, STANDARD, Board, Layout  # noqa: E402
from verba.scriba.placement import evaluate, parse  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402
from verba.scriba.scoring import rack_bonus  # noqa: E402

RACK_SIZES = (6, 7, 8)


def symmetric(rows: tuple[str, ...]) -> bool:
    n = len(rows)
    return all(rows[r][c] == rows[c][r] == rows[n - 1 - r][c] == rows[r][n - 1 - c]
               for r in range(n) for c in range(n))


def reach(layout: Layout, rack: int) -> dict[str, int]:
    """Fewest turns until each field code can first be covered."""
    n = layout.size
    centre = layout.centre or (n // 2, n // 2)
    covered = {(centre[0], c) for c in range(n) if abs(c - centre[1]) < rack}
    covered |= {(r, centre[1]) for r in range(n) if abs(r - centre[0]) < rack}
    first: dict[str, int] = {}
    turn = 1
    while True:
        for pos in covered:
            first.setdefault(layout.code(pos), turn)
        if len(covered) == n * n:
            return first
        turn += 1
        grown = set(covered)
        for r, c in covered:
            for k in range(1, rack + 1):
                for pos in ((r + k, c), (r - k, c), (r, c + k), (r, c - k)):
                    if 0 <= pos[0] < n and 0 <= pos[1] < n:
                        grown.add(pos)
        covered = grown


class Openings:
    """Opening scores along the centre row (the centre column is the same,
    by symmetry) with a fast scorer: letter and word bonuses of the row."""

    def __init__(self, layout: Layout, words: list[str]) -> None:
        self.layout = layout
        self.row = layout.centre[0]
        self.centre = layout.centre[1]
        self.fields = [layout.field((self.row, c)) for c in range(layout.size)]
        self.by_key: dict[str, list[str]] = defaultdict(list)
        for w in words:
            self.by_key["".join(sorted(w))].append(w)

    def best_placement(self, word: str) -> tuple[int, int, bool]:
        """(score without rack bonus, start column, touches a negative field)."""
        best = None
        for start in range(self.centre - len(word) + 1, self.centre + 1):
            if start < 0 or start + len(word) > self.layout.size:
                continue
            total, mults, negative = 0, [], False
            for i, ch in enumerate(word):
                f = self.fields[start + i]
                v = T.LETTER_VALUES[ch]
                if f.kind == "letter":
                    total += v * f.mult
                    negative |= f.mult < 0
                else:
                    total += v
                    if f.kind == "word":
                        mults.append(f.mult)
            score = total * (sum(mults) if mults else 1)
            if best is None or score > best[0]:
                best = (score, start, negative)
        assert best is not None
        return best

    def best_for_rack(self, rack: list[str], rack_size: int) -> tuple[int, str, int, bool] | None:
        best = None
        letters = sorted(rack)
        for k in range(2, len(letters) + 1):
            for combo in set(combinations(letters, k)):
                for word in self.by_key.get("".join(combo), ()):
                    score, start, negative = self.best_placement(word)
                    score += rack_bonus(len(word), rack_size)
                    if best is None or score > best[0]:
                        best = (score, word, start, negative)
        return best


def engine_score(layout: Layout, word: str, row: int, start: int, rack_size: int) -> int:
    tiles = [{"row": row, "col": start + i, "tile": ch} for i, ch in enumerate(word)]
    return evaluate(Board(layout), list(word), parse(tiles), Ruleset(rack_size=rack_size)).total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "pl.dawg.gz"))
    parser.add_argument("--racks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    layout = Layout(STANDARD)
    print("board:")
    for row in STANDARD:
        print("  " + " ".join(row))
    counts = Counter("".join(STANDARD))
    print("fields: " + ", ".join(
        f"{code} ({LEGEND[code].kind} ×{LEGEND[code].mult}, {LEGEND[code].colour}): {counts[code]}"
        for code in LEGEND if code != "."))
    print("symmetric under both mirrors and the diagonal:", symmetric(STANDARD))

    print("\nfewest turns to first cover a field (turn 1 = the opening):")
    for size in RACK_SIZES:
        first = reach(layout, size)
        print(f"  rack {size}: " + ", ".join(f"{code} {first[code]}" for code in "QTDqtd-"))

    source, words = read_words(Path(args.lexicon))
    bag = T.LETTER_COUNTS
    spellable = [w for w in words if 2 <= len(w) <= max(RACK_SIZES)
                 and all(bag[ch] >= n for ch, n in Counter(w).items())]
    print(f"\nopenings over {source}: {len(spellable)} words of 2..{max(RACK_SIZES)} "
          "letters the tile set spells without blanks")
    openings = Openings(layout, spellable)
    letters = [t for t, n in bag.items() for _ in range(n)]
    for size in RACK_SIZES:
        best = None
        for word in spellable:
            if len(word) <= size:
                score, start, negative = openings.best_placement(word)
                score += rack_bonus(len(word), size)
                if best is None or score > best[0]:
                    best = (score, word, start, negative)
        assert best is not None
        score, word, start, negative = best
        check = engine_score(layout, word, openings.row, start, size)
        assert check == score, (word, check, score)
        rng = Rng(args.seed + size)
        typical, touching, none = [], 0, 0
        for _ in range(args.racks):
            pool = list(letters)
            rack = [pool.pop(rng.randrange(len(pool))) for _ in range(size)]
            found = openings.best_for_rack(rack, size)
            if found is None:
                none += 1
                continue
            typical.append(found[0])
            touching += found[3]
        print(f"  rack {size}: best opening {score} ({word} from column {start}"
              f"{', on a negative field' if negative else ''}); over {args.racks} random racks "
              f"the best opening averages {statistics.fmean(typical):.1f} "
              f"(median {statistics.median(typical)}, max {max(typical)}), "
              f"touches a negative field in {touching / len(typical):.0%}, "
              f"no opening at all in {none}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
