"""How much a walk can still score: an upper bound, so that a walk under a
cut-off (``cutoff.Cutoff``) need not go on where nothing it could lay
would be kept.

From an empty cell, a word that cannot turn (no arrow tile left to lay)
runs on along its line: it fills the next empty cells one by one, reading
the board's letters between them, and ends before an empty cell or where
the line stops.  So what ``t`` more tiles can add is bounded by the cells
themselves: the letters read through, the most any tile of the rack scores
on each cell laid, the word bonuses there, and each cross word's letters
with the most a tile could add to it, times its bonus.  An arrow on the
board that could turn the word, or a tangled cross word (the engine scores
those), leaves the bound open from there on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..scoring import rack_bonus
from .grid import ALPHABET, EMPTY, LETTER

if TYPE_CHECKING:
    from .walk import Walk

# what t more tiles can add, read along a line: (letters' points read, the
# most the tiles score, their word bonuses, the most their cross words
# score), or None where the bound is open
Reach = list[tuple[int, int, int, int] | None]


class Bound:
    """The walks' bounds of one generation, read along lines lazily."""

    __slots__ = ("walk", "codes", "bonus", "tile", "lines")

    def __init__(self, walk: Walk, rack: list[int]) -> None:
        self.walk = walk
        self.codes = [ALPHABET[li] for li, n in enumerate(rack) if n]
        self.bonus = [rack_bonus(n, walk.rack_size) for n in range(walk.full + 1)]
        self.tile: dict[int, tuple[int, int]] = {}
        self.lines: dict[tuple[int, int], Reach] = {}

    def beaten(self, c: int, d: int, pts: int, xsum: int, low: list[list[float]]) -> bool:
        """Whether no placement the walk from empty cell ``c`` (in ``d``)
        goes on to can score what the cut-off needs (``low[n][b]``: the
        least a placement of ``n`` tiles, ``b`` or more of them blanks,
        needs); ``pts`` and ``xsum`` as the walk holds them."""
        w = self.walk
        mults = w.mults
        n = len(w.laid)
        if w.prefix is not None:
            head, head_pts, head_mults = w._head(w.prefix)
            pts += head_pts
            n += len(head)
            mults = head_mults + mults
        return self._short(c, d, 1, pts, sum(mults), xsum, n, w.nb - w.blanks, w.tiles, low)

    def shape_beaten(self, cells: tuple[int, ...], arrow: tuple[int, int] | None, s: int,
                     d: int, low: list[list[float]]) -> bool:
        """Whether no placement whose first tiles lie on ``cells`` (a
        shape of ``search.Run._shapes``, bent by ``arrow``) and that goes
        on from cell ``s`` in ``d`` can score what the cut-off needs,
        whichever of the rack's prefixes lies there."""
        pts = mults = 0
        for cell in cells:
            p, wm = self._tile(cell)
            pts += p
            mults += wm
        n = len(cells) + (arrow is not None)
        first = 0 if self.walk.kind[s] == LETTER else 1
        return self._short(s, d, first, pts, mults, 0, n, 0, self.walk.full - n, low)

    def _short(self, c: int, d: int, first: int, pts: int, wsum: int, xsum: int, n: int,
               blanks: int, tiles: int, low: list[list[float]]) -> bool:
        """Whether laying ``first`` to ``tiles`` more tiles from cell ``c``
        on, along ``d``, reaches what the cut-off needs from nowhere, the
        placement holding ``n`` tiles (``blanks`` blanks), ``pts`` points
        in its word, word bonuses summing to ``wsum`` and cross words
        scoring ``xsum``."""
        reach = self.lines.get((c, d))
        if reach is None:
            reach = self.lines[(c, d)] = self._line(c, d)
        rack = self.bonus
        for t in range(first, min(tiles, len(reach) - 1) + 1):
            got = reach[t]
            if got is None:
                return False
            read, laid, bonus, cross = got
            m = pts + read + laid
            k = wsum + bonus
            if m > 0 and k > 1:
                m *= k
            if m + xsum + cross + rack[n + t] >= low[n + t][blanks]:
                return False
        # more tiles than ``reach`` holds: the line stops before them
        return True

    def _line(self, c: int, d: int) -> Reach:
        """``Reach`` from cell ``c`` along ``d``, for every number of tiles
        laid from 0 up to the walk's (fewer where the line stops): the
        letters read up to the next empty cell after them."""
        w = self.walk
        kind, old = w.kind, w.old
        out: Reach = []
        read = laid = bonus = cross = 0
        i = c
        while True:
            while kind[i] == LETTER:
                read += old[i]
                i += d
            k = kind[i]
            if k == w.match[d]:
                out.append(None)   # the word may turn here
                break
            out.append((read, laid, bonus, cross))
            if k != EMPTY or len(out) > w.full:
                break
            x = self._cross(i, d)
            if x is None:
                out.append(None)
                break
            p, wm = self._tile(i)
            laid += p
            bonus += wm
            cross += x
            i += d
        return out

    def _tile(self, i: int) -> tuple[int, int]:
        """The most a tile of the rack scores on cell ``i``, and the word
        bonus it triggers there (a blank scores nothing, triggers none)."""
        got = self.tile.get(i)
        if got is None:
            table = self.walk.new_pts[i]
            got = (max([0] + [table[ch][0] for ch in self.codes]),
                   max([0] + [table[ch][1] for ch in self.codes]))
            self.tile[i] = got
        return got

    def _cross(self, i: int, d: int) -> int | None:
        """The most the cross word of a tile on empty cell ``i`` can score
        (None: tangled, the engine scores it)."""
        w = self.walk
        if w.first:
            return 0
        entry = w.cross[d][i] or w.entry_of(w.g, i, w.other[d])
        if entry.tangled:
            return None
        if entry.trivial:
            return 0
        letters = sum(w.old[w.g.index(p)] for p in entry.cells if p != entry.pos)
        p, wm = self._tile(i)
        return (letters + p) * max(1, wm)
