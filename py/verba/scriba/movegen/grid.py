"""The board as the walks read it: flat lists over a padded grid, the
alphabet as bit masks."""
from __future__ import annotations

from .. import tiles as T
from ..board import Board, Pos

ALPHABET = T.ALPHABET
INDEX = {ch: i for i, ch in enumerate(ALPHABET)}
ALL = (1 << len(ALPHABET)) - 1
# every board code a letter can have: a letter tile, a blank naming it
CODES = list(ALPHABET) + [ch.lower() for ch in ALPHABET]

# cell kinds of the padded grid
EMPTY, LETTER, ARROW_RD, ARROW_DR, BLOCK, WALL = range(6)


def bits(mask: int) -> list[int]:
    """The letter indices set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Grid:
    """The board as flat lists over a padded grid: a wall column on the right
    and a wall row above and below, so that a step right is +1, a step down
    is +W, and stepping off the board lands on a wall."""

    def __init__(self, board: Board) -> None:
        n = board.size
        w = n + 1
        self.n, self.w = n, w
        size = (n + 2) * w
        kind = [WALL] * size
        letter = [-1] * size
        height = [0] * size
        pos_of: list[Pos | None] = [None] * size
        for r in range(n):
            base = (r + 1) * w
            for c in range(n):
                kind[base + c] = EMPTY
                pos_of[base + c] = (r, c)
        for (r, c), stack in board.stacks.items():
            i = (r + 1) * w + c
            code = stack[-1]
            height[i] = len(stack)
            if T.is_letter(code):
                kind[i] = LETTER
                letter[i] = INDEX[code.upper()]
            elif T.is_arrow(code):
                kind[i] = ARROW_RD if T.bend_of(code) == "rd" else ARROW_DR
            else:
                kind[i] = BLOCK
        self.kind, self.letter, self.height, self.pos_of = kind, letter, height, pos_of
        self.R, self.D = 1, w
        self.other = {1: w, w: 1}
        self.match = {1: ARROW_RD, w: ARROW_DR}     # the arrow a word arriving in d turns at
        self.arrive = {w: ARROW_RD, 1: ARROW_DR}    # the arrow a word leaves in d from

    def index(self, pos: Pos) -> int:
        return (pos[0] + 1) * self.w + pos[1]

    def prev(self, i: int, d: int) -> tuple[int, int, int] | None:
        """The letter before cell ``i`` read in ``d``: (cell, direction
        there, arrow turned at or -1), as ``Board._prev`` reads it."""
        p = i - d
        k = self.kind[p]
        if k == LETTER:
            return p, d, -1
        if k == self.arrive[d]:
            o = self.other[d]
            q = p - o
            if self.kind[q] == LETTER:
                return q, o, p
        return None

    def next(self, i: int, d: int) -> tuple[int, int, int] | None:
        n = i + d
        k = self.kind[n]
        if k == LETTER:
            return n, d, -1
        if k == self.match[d]:
            o = self.other[d]
            m = n + o
            if self.kind[m] == LETTER:
                return m, o, n
        return None

    def path(self, i: int, d: int) -> list[tuple[int, int]]:
        """The letter cells of the word through letter cell ``i`` read in
        ``d``, each with its reading direction."""
        start, sd = i, d
        while (step := self.prev(start, sd)) is not None:
            start, sd, _ = step
        cells = [(start, sd)]
        end, ed = start, sd
        while (step := self.next(end, ed)) is not None:
            end, ed, _ = step
            cells.append((end, ed))
        return cells



def dangling(g: Grid) -> bool:
    """Whether an arrow on the board lacks a letter on a side of its bend."""
    for i, k in enumerate(g.kind):
        if k == ARROW_RD or k == ARROW_DR:
            into, out = (1, g.w) if k == ARROW_RD else (g.w, 1)
            if g.kind[i - into] != LETTER or g.kind[i + out] != LETTER:
                return True
    return False
