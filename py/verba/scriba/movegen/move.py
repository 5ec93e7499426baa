"""A generated move: a placement and its score, or several that differ only
in the letters their blanks name."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from .. import tiles as T
from ..board import Pos
from ..placement import Evaluation, Laid
from ..scoring import rack_bonus


class Move:
    """A legal placement and its score, or several that differ only in the
    letters their blanks stand for (a blank scores nothing wherever it lies,
    so they share the score and the tiles kept).

    ``tiles`` holds ``(row, col, tile, letter, bend)`` for each tile laid
    (``letter`` only for a blank, ``bend`` only for an arrow), in reading
    order; ``word`` is the main word (the one along which the tiles lie).
    When ``choices`` is not empty, the blanks at the indices ``slots`` of
    ``tiles`` may stand for each tuple of letters in ``choices`` (and
    ``pattern`` is the main word with ``?`` for them): ``tiles`` and ``word``
    show the first choice, ``variants`` lists them all.  ``ends`` are the
    empty cells where a blocking tile could close a word of this move;
    ``blocks`` the blocking tiles this move lays.
    """

    __slots__ = ("score", "tiles", "word", "stacked", "ends", "blocks", "slots", "choices",
                 "pattern")

    def __init__(self, score: int, tiles: tuple, word: str, stacked: bool,
                 ends: tuple[Pos, ...] = (), blocks: tuple[Pos, ...] = (),
                 slots: tuple[int, ...] = (), choices: tuple[tuple[str, ...], ...] = (),
                 pattern: str = "") -> None:
        self.score = score
        self.tiles = tiles
        self.word = word
        self.stacked = stacked
        self.ends = ends
        self.blocks = blocks
        self.slots = slots
        self.choices = choices
        self.pattern = pattern

    def used(self) -> list[str]:
        """The rack tiles this move lays."""
        return [t[2] for t in self.tiles] + [T.BLOCK] * len(self.blocks)

    def laid(self) -> tuple[Laid, ...]:
        return tuple(Laid((r, c), tile, letter, bend) for r, c, tile, letter, bend in self.tiles) \
            + tuple(Laid(pos, T.BLOCK) for pos in self.blocks)

    def action(self) -> dict[str, Any]:
        """The ``place`` action a person would send for this move."""
        return {"type": "place", "tiles": [x.to_dict() for x in self.laid()]}

    def key(self) -> frozenset:
        """The placement as a set, the same whatever order it was found in."""
        return frozenset(self.tiles) | frozenset((r, c, T.BLOCK, "", "") for r, c in self.blocks)

    def variants(self) -> list[Move]:
        """Every placement this move stands for, one per blank-letter choice."""
        if not self.choices:
            return [self]
        out = []
        for letters in self.choices:
            tiles = list(self.tiles)
            for i, ch in zip(self.slots, letters):
                r, c, tile, _, bend = tiles[i]
                tiles[i] = (r, c, tile, ch, bend)
            word = self.pattern.replace("?", "{}").format(*letters)
            out.append(Move(self.score, tuple(tiles), word, self.stacked, self.ends, self.blocks))
        return out

    def with_blocks(self, cells: Sequence[Pos], rack_size: int) -> Move:
        """This move with blocking tiles on ``cells`` (some of ``ends``): the
        words are the same, only the rack bonus can change."""
        n = len(self.tiles) + len(self.blocks)
        score = self.score - rack_bonus(n, rack_size) + rack_bonus(n + len(cells), rack_size)
        return Move(score, self.tiles, self.word, self.stacked, (), self.blocks + tuple(cells),
                    self.slots, self.choices, self.pattern)

    def __repr__(self) -> str:
        extra = f" +{len(self.blocks)}#" if self.blocks else ""
        more = f" ×{len(self.choices)}" if len(self.choices) > 1 else ""
        return f"Move({self.word} {self.score}{extra}{more})"


def block_variants(move: Move, blocks: int, rack_size: int) -> list[Move]:
    """``move`` with 1 to ``blocks`` blocking tiles on its ends, every way."""
    out = []
    for k in range(1, min(blocks, len(move.ends)) + 1):
        for cells in combinations(move.ends, k):
            out.append(move.with_blocks(cells, rack_size))
    return out


def fill(tiles: tuple, slots: tuple[int, ...], letters: tuple[str, ...]) -> tuple:
    """``tiles`` with the blanks at ``slots`` standing for ``letters``."""
    if not slots:
        return tiles
    out = list(tiles)
    for i, ch in zip(slots, letters):
        r, c, tile, _, bend = out[i]
        out[i] = (r, c, tile, ch, bend)
    return tuple(out)


def from_evaluation(ev: Evaluation, tiles: tuple, blocks: int, main: str) -> Move:
    """The move ``tiles``, laid as ``ev`` lays them (``tiles`` may differ from
    ``ev``'s only in the letters blanks name, ``main`` is its main word)."""
    ends: tuple[Pos, ...] = ()
    if blocks and not ev.stacked:
        laid = {(r, c) for r, c, *_ in tiles}
        cells = {p for w in ev.words for p in (w.path.before, w.path.after)
                 if p is not None and p not in ev.board.top and p not in laid}
        ends = tuple(sorted(cells))
    return Move(ev.total, tiles, main, ev.stacked, ends)
