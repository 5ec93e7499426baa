"""A cut-off under the moves a generation keeps, for callers that want
only the best few.

A caller that ranks moves by a key no greater than a move's score plus
``caps[n][b]`` for a move of ``n`` tiles, ``b`` of them blanks (the hard
player's equity: the score, plus at most the best leave such a move can
keep, the tokens ``n`` tiles can take and a blocking tile's rack bonus)
needs none whose score plus its cap falls short of the ``k``-th best key so
far: such a move can never rank among the ``k`` best, nor tie with them.
The generator drops those before writing them out (most of the placements
of a rack with two blanks score a fraction of the best), walks no further
where nothing it could lay would be kept (``bound``), and hands every move
it keeps to ``offer``, which raises the cut-off.
"""
from __future__ import annotations

import heapq
from collections.abc import Callable

from .. import tiles as T
from .move import Move

# keys are sums of floats: a move is dropped only if it falls short by more
# than their rounding could account for
_MARGIN = 1e-6


class Cutoff:
    """The least score a move of ``n`` tiles, ``b`` of them blanks, needs to
    be kept (``need[n][b]``; ``low[n][b]`` the least for ``b`` blanks or
    more), raised as moves are kept: the ``k``-th best ``key`` so far, less
    the cap."""

    __slots__ = ("k", "caps", "key", "best", "need", "low", "dropped")

    def __init__(self, k: int, caps: list[list[float]], key: Callable[[Move], float]) -> None:
        self.k, self.caps, self.key = k, caps, key
        self.best: list[float] = []     # the k best keys so far (a heap)
        self.need = [[float("-inf")] * len(row) for row in caps]
        self.low = [row[:] for row in self.need]
        self.dropped = 0                # moves dropped for falling short

    def short(self, move: Move) -> bool:
        """Whether ``move`` scores too little to be kept."""
        blanks = sum(1 for t in move.tiles if t[2] == T.BLANK)
        return move.score < self.need[len(move.tiles)][blanks]

    def offer(self, move: Move) -> None:
        """A move the generator keeps."""
        value = self.key(move)
        if len(self.best) < self.k:
            heapq.heappush(self.best, value)
        elif value > self.best[0]:
            heapq.heapreplace(self.best, value)
        else:
            return
        if len(self.best) == self.k:
            kth = self.best[0]
            self.need = [[kth - cap - _MARGIN for cap in row] for row in self.caps]
            self.low = [[min(row[b:]) for b in range(len(row))] for row in self.need]
