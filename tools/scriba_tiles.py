"""Complete the Scriba tile set (values and counts of all 32 letters) from the
letter frequencies of the `pl` lexicon.

The rulebook prints A 1 pt ×7, Ą 6 ×1, B 2 ×4, C 3 ×3, Ć 7 (count cut off),
Ń 8 ×1, O 1 ×5, Ó 6 ×2, P 2 ×4, and its worked examples fix the values
K 3, R 2, W 2, T 2, E 1, Y 2, Z 2, D 2, I 1.  Method:

1. Frequencies: each letter's occurrences over the lexicon's words of 2 to 15
   letters (the words that fit on the board).
2. Counts: the 27 printed tiles stay; the other 73 of the 100 letter tiles are
   shared among the 24 letters without a printed count in proportion to their
   frequencies, at least one each, by the largest remainder method.  (The
   printed letters cover 27.8% of all letter occurrences and hold 27 tiles, so
   "one tile per percent" continues the printed scale.)
3. Values: a line v = a + b·ln(1/p) is fitted by least squares to the 18
   printed values (p: the letter's frequency).  Each other letter takes its
   fitted value, kept between the highest printed value of a more frequent
   letter and the lowest printed value of a rarer one, so values rise as
   letters get rarer; where the printed values themselves cross (C and K are
   3 but the rarer P, T, D, B are 2), the bounds are taken the other way
   round.  Then rounded half up.

Usage:
    python3 tools/scriba_tiles.py [--lexicon lexicons/pl.dawg.gz]
    python3 tools/scriba_tiles.py --check   # exit 1 if tiles.py differs
Without the lexicon file the tool reads /usr/share/dict/polish filtered the
same way as the `pl` lexicon (lowercase Polish letters only).
"""
from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from verba.lexicon import POLISH, Lexicon  # noqa: E402
from verba.scriba import tiles  # noqa: E402

MIN_WORD, MAX_WORD = 2, 15
LETTER_TILES = 100

PRINTED_VALUES = {
    "A": 1, "Ą": 6, "B": 2, "C": 3, "Ć": 7, "Ń": 8, "O": 1, "Ó": 6, "P": 2,
    # from the worked examples
    "K": 3, "R": 2, "W": 2, "T": 2, "E": 1, "Y": 2, "Z": 2, "D": 2, "I": 1,
}
PRINTED_COUNTS = {"A": 7, "Ą": 1, "B": 4, "C": 3, "Ń": 1, "O": 5, "Ó": 2, "P": 4}


def letter_frequencies(words: Iterable[str]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for word in words:
        if MIN_WORD <= len(word) <= MAX_WORD:
            counts.update(word)
    return counts


def apportion(weights: dict[str, int], total: int) -> dict[str, int]:
    """Split ``total`` tiles in proportion to ``weights``, at least one each,
    by the largest remainder method (ties go to the earlier letter)."""
    letters = sorted(weights, key=POLISH.index)
    weight_sum = sum(weights.values())
    ideal = {k: total * weights[k] / weight_sum for k in letters}
    counts = {k: max(1, int(ideal[k])) for k in letters}
    while sum(counts.values()) < total:
        best = max(letters, key=lambda k: (ideal[k] - counts[k], -letters.index(k)))
        counts[best] += 1
    while sum(counts.values()) > total:
        best = max((k for k in letters if counts[k] > 1),
                   key=lambda k: (counts[k] - ideal[k], -letters.index(k)))
        counts[best] -= 1
    return counts


def fit_line(points: list[tuple[float, float]]) -> tuple[float, float]:
    """Least squares ``y = a + b·x``."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    b = (sum((x - mx) * (y - my) for x, y in points)
         / sum((x - mx) ** 2 for x, _ in points))
    return my - b * mx, b


def value_line(share: dict[str, float]) -> tuple[float, float]:
    """``a``, ``b`` of the least-squares line v = a + b·ln(1/p) through the
    printed values."""
    return fit_line([(math.log(1 / share[k]), v) for k, v in PRINTED_VALUES.items()])


def derive_values(share: dict[str, float]) -> tuple[dict[str, int], dict[str, float]]:
    """All 32 values, and the fitted (unrounded, unclamped) value of each letter."""
    a, b = value_line(share)
    fitted = {k: a + b * math.log(1 / share[k]) for k in POLISH}
    values = dict(PRINTED_VALUES)
    for k in POLISH:
        if k in values:
            continue
        more_common = [v for j, v in PRINTED_VALUES.items() if share[j] > share[k]]
        rarer = [v for j, v in PRINTED_VALUES.items() if share[j] < share[k]]
        lo = max(more_common, default=1)
        hi = min(rarer, default=math.inf)
        lo, hi = min(lo, hi), max(lo, hi)
        values[k] = int(min(max(fitted[k], lo), hi) + 0.5)
    return values, fitted


def derive(freq: Counter[str]) -> tuple[dict[str, int], dict[str, int], dict[str, float]]:
    total = sum(freq[k] for k in POLISH)
    share = {k: freq[k] / total for k in POLISH}
    rest = {k: freq[k] for k in POLISH if k not in PRINTED_COUNTS}
    counts = {**PRINTED_COUNTS,
              **apportion(rest, LETTER_TILES - sum(PRINTED_COUNTS.values()))}
    values, fitted = derive_values(share)
    return ({k: values[k] for k in POLISH}, {k: counts[k] for k in POLISH}, fitted)


def read_words(path: Path) -> tuple[str, Iterable[str]]:
    if path.exists():
        lexicon = Lexicon.from_file_bytes(path.read_bytes())
        return f"lexicon {lexicon.name!r} ({lexicon.word_count} words)", lexicon.words()
    from tools.lexicon_sources import POLISH_DICT, polish_forms
    # Without Morfeusz's abbreviation filter: ~170 short forms in 4 million.
    return (f"{POLISH_DICT} filtered like the pl lexicon but for abbreviations "
            f"(no {path.name} yet)", polish_forms().words)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "pl.dawg.gz"))
    parser.add_argument("--check", action="store_true",
                        help="only check that tiles.py holds the derived set")
    args = parser.parse_args(argv)

    source, words = read_words(Path(args.lexicon))
    freq = letter_frequencies(words)
    values, counts, fitted = derive(freq)
    matches = values == tiles.LETTER_VALUES and counts == tiles.LETTER_COUNTS
    if args.check:
        print("tiles.py matches the lexicon" if matches else "tiles.py differs")
        return 0 if matches else 1

    total = sum(freq[k] for k in POLISH)
    a, b = value_line({k: freq[k] / total for k in POLISH})
    print(f"source: {source}; letters counted over words of {MIN_WORD}..{MAX_WORD} letters")
    print(f"fitted line through the printed values: v = {a:.2f} + {b:.2f}·ln(1/p)")
    print("\n| letter | frequency | fitted value | value | tiles |")
    print("|---|---:|---:|---:|---:|")
    for k in sorted(POLISH, key=lambda k: -freq[k]):
        mark_v = " (printed)" if k in PRINTED_VALUES else ""
        mark_c = " (printed)" if k in PRINTED_COUNTS else ""
        print(f"| {k} | {freq[k] / total:.2%} | {fitted[k]:.2f} | {values[k]}{mark_v} "
              f"| {counts[k]}{mark_c} |")
    print(f"\nletter tiles: {sum(counts.values())}, "
          f"points in the bag: {sum(values[k] * counts[k] for k in POLISH)}")
    print("\nLETTER_VALUES =", values)
    print("LETTER_COUNTS =", counts)
    print("tiles.py matches" if matches else "tiles.py DIFFERS: paste the lines above")
    return 0


if __name__ == "__main__":
    sys.exit(main())
