"""What the tiles a player keeps are worth: the "leave" of the hard player.

A move's *equity* is its score plus the value of the tiles left on the rack
(before drawing): keeping a blank or a balanced rack makes the next turns
better, keeping three Ź-like letters makes them worse.  The value is a linear
model over a few features of the leave:

- ``tile:X``: how many tiles X it holds (every letter, ``?`` blank, ``>``
  arrow, ``#`` blocking tile);
- ``dup:vowel`` / ``dup:consonant``: copies beyond the first of a letter;
- ``vc:V,C``: exactly V vowels and C consonants among its letters (this also
  carries the leave's size, i.e. how many new tiles will be drawn).

The weights are learned offline by self-play (``tools/scriba_leaves.py``,
which writes ``leave_weights.py``): after each move that leaves tiles with
the bag not empty, the target is what the same player scores on its next
turn minus the average turn, fitted by ridge least squares.  The weights are
in points.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from . import tiles as T
from .leave_weights import WEIGHTS

VOWELS = frozenset("AĄEĘIOÓUY")
TILE_TYPES = tuple(T.ALPHABET) + (T.BLANK, T.ARROW, T.BLOCK)


def features(leave: Iterable[str]) -> dict[str, float]:
    """The model's features of a leave (rack codes)."""
    counts = Counter(leave)
    out: dict[str, float] = {}
    vowels = consonants = 0
    dup_v = dup_c = 0
    for tile, n in counts.items():
        out[f"tile:{tile}"] = float(n)
        if tile in T.LETTER_VALUES:
            if tile in VOWELS:
                vowels += n
                dup_v += n - 1
            else:
                consonants += n
                dup_c += n - 1
    if dup_v:
        out["dup:vowel"] = float(dup_v)
    if dup_c:
        out["dup:consonant"] = float(dup_c)
    out[f"vc:{vowels},{consonants}"] = 1.0
    return out


def feature_names(max_letters: int = 8) -> list[str]:
    """Every feature the model can have (racks of up to ``max_letters``)."""
    names = [f"tile:{t}" for t in TILE_TYPES] + ["dup:vowel", "dup:consonant"]
    names += [f"vc:{v},{c}" for v in range(max_letters + 1)
              for c in range(max_letters + 1 - v)]
    return names


def leave_value(leave: Iterable[str], weights: Mapping[str, float] | None = None) -> float:
    """The value (points) of keeping ``leave``."""
    w = WEIGHTS if weights is None else weights
    return sum(w.get(name, 0.0) * x for name, x in features(leave).items())
