"""Cross-checks: for each empty cell and each direction, the letters that
make a word with the letters around it in that direction (bit masks over
the alphabet), with where that cross word lies.

They are kept from one generation to the next and only the entries that
read a changed cell are recomputed (each entry remembers the cells it read),
so after a move only the cells near it cost anything.  A cross word that
bends at an arrow might reach another tile of the same placement; such a
cell is "tangled" (see ``tangled``).
"""
from __future__ import annotations

from ..board import Board, Layout, Path, Pos
from ..scoring import score_word
from .dawg import Dawg
from .grid import ALL, EMPTY, LETTER, Grid


class Cross:
    """A cross-check: the letters an empty cell may take in one direction.

    ``mask`` has a bit per letter that makes a word with the letters around
    (``ALL`` when there are none, or when the entry is ``tangled``).  A
    tangled entry's ``loose`` mask holds for a placement that covers none of
    its ``frontier`` (the empty cells where reading the cross word stops).
    ``mods`` counts the words of the board a letter here extends or joins
    (the letters before it and after it, each if two or more; 0 when
    tangled: the engine decides those).
    """

    __slots__ = ("mask", "trivial", "tangled", "loose", "frontier", "cells", "arrows",
                 "before", "after", "pos", "across", "scores", "mods")

    def __init__(self) -> None:
        self.mask = ALL
        self.trivial = True
        self.tangled = False
        self.loose = ALL
        self.frontier: frozenset[Pos] = frozenset()
        self.cells: tuple[Pos, ...] = ()
        self.arrows: tuple[Pos, ...] = ()
        self.before: Pos | None = None
        self.after: Pos | None = None
        self.pos: Pos = (0, 0)
        self.across = 1         # the direction the cross word reads in at ``pos``
        self.scores: dict[str, int] = {}
        self.mods = 0


class CrossChecks:
    """The cross-checks of the last board seen: ``at[x][i]`` is the entry of
    cell ``i`` of the padded grid for a cross word read in ``x`` (None until
    computed), so that the walks read it with one index, not a key."""

    def __init__(self, dawg: Dawg) -> None:
        self.dawg = dawg
        self.at: dict[int, list[Cross | None]] = {}
        self._deps: dict[int, set[tuple[int, int]]] = {}
        self._layout: Layout | None = None
        self._stacks: dict[Pos, tuple[str, ...]] = {}
        self.stats = {"recomputed": 0, "kept": 0}

    def sync(self, board: Board) -> None:
        """Forget the cross-checks that read a cell changed since the last
        board (all of them if the layout changed)."""
        if board.layout != self._layout:
            self._layout = board.layout
            w = board.size + 1
            size = (board.size + 2) * w
            self.at = {1: [None] * size, w: [None] * size}
            self._deps.clear()
            self._stacks = dict(board.stacks)
            return
        old, new = self._stacks, board.stacks
        changed = [p for p, s in new.items() if old.get(p) != s]
        changed += [p for p in old if p not in new]
        if not changed:
            return
        w = board.size + 1
        for r, c in changed:
            i = (r + 1) * w + c
            for j, x in self._deps.pop(i, ()):
                self.at[x][j] = None
        self._stacks = dict(new)

    def entry(self, g: Grid, i: int, x: int) -> Cross:
        """The cross-check of empty cell ``i`` in direction ``x``."""
        entry = self.at[x][i]
        if entry is not None:
            self.stats["kept"] += 1
            return entry
        self.stats["recomputed"] += 1
        entry = Cross()
        entry.pos = g.pos_of[i]
        entry.across = x
        read = {i}
        kind, other = g.kind, g.other
        frontier = []
        # backwards
        before: list[int] = []
        cur, d = i, x
        back_arrows = []
        while True:
            p = cur - d
            read.add(p)
            k = kind[p]
            if k == LETTER:
                before.append(p)
                cur = p
                continue
            if k == g.arrive[d]:
                q = p - other[d]
                read.add(q)
                if kind[q] == LETTER:
                    back_arrows.append(p)
                    before.append(q)
                    cur, d = q, other[d]
                    continue
                if kind[q] == EMPTY:
                    frontier.append(q)
            elif k == EMPTY:
                frontier.append(p)
            first_pos, first_d = (before[-1], d) if before else (i, x)
            break
        # forwards
        after: list[int] = []
        cur, d = i, x
        fwd_arrows = []
        while True:
            n = cur + d
            read.add(n)
            k = kind[n]
            if k == LETTER:
                after.append(n)
                cur = n
                continue
            if k == g.match[d]:
                m = n + other[d]
                read.add(m)
                if kind[m] == LETTER:
                    fwd_arrows.append(n)
                    after.append(m)
                    cur, d = m, other[d]
                    continue
                if kind[m] == EMPTY:
                    frontier.append(m)
            elif k == EMPTY:
                frontier.append(n)
            last, last_d = cur, d
            break
        key = (i, x)
        for p in read:
            self._deps.setdefault(p, set()).add(key)
        self.at[x][i] = entry
        # A frontier off the cell's own line can only be reached by bending
        # at an arrow: the main word of a placement might run through it,
        # and make a cross word where there are no letters yet.
        line = (lambda p: p // g.w) if x == 1 else (lambda p: p % g.w)
        letters = g.letter
        before.reverse()
        if any(line(f) != line(i) for f in frontier):
            entry.trivial = False
            entry.tangled = True
            entry.frontier = frozenset(g.pos_of[f] for f in frontier)
            if before or after:
                entry.loose = self.dawg.mask([letters[p] for p in before],
                                         [letters[p] for p in after])
            return entry
        if not before and not after:
            return entry
        entry.trivial = False
        entry.mask = self.dawg.mask([letters[p] for p in before], [letters[p] for p in after])
        entry.mods = (len(before) > 1) + (len(after) > 1)
        entry.cells = tuple(g.pos_of[p] for p in before + [i] + after)
        entry.arrows = tuple(g.pos_of[p] for p in reversed(back_arrows)) + \
            tuple(g.pos_of[p] for p in fwd_arrows)
        b = first_pos - first_d
        a = last + last_d
        entry.before = g.pos_of[b] if kind[b] == EMPTY else None
        entry.after = g.pos_of[a] if kind[a] == EMPTY else None
        return entry

    def score(self, board: Board, entry: Cross, code: str) -> int:
        """The engine's score of the cross word with ``code`` laid."""
        score = entry.scores.get(code)
        if score is None:
            after = board.with_tiles({entry.pos: code})
            path = Path(entry.cells, entry.arrows, None, None)
            score = score_word(after, path, (entry.pos,), stacked=False).score
            entry.scores[code] = score
        return score

