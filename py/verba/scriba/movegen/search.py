"""One generation (``Run``): where the walks start, in steps.

Words read rightwards or downwards only, turning at arrow tiles, so a word
on the board is a *path*, and a placement is found from its first laid tile
and the direction the word reads there (Appel–Jacobson over the DAWG, the
rack as letter counts; the walk itself is ``walk.Walk``).

- If letters lie on the board just before the first tile, they are a fixed
  prefix (a "hook") and the walk starts after them.
- Otherwise the first tiles lie on empty cells that touch nothing, up to the
  first cell that does (the anchor of Appel–Jacobson; a *shape* here, since
  a new arrow may turn the word on the way).  Any prefix of a word the rack
  can spell fits those cells, so the rack's prefixes are listed once per
  call (``prefixes``), indexed by the letters each can go on with, and only
  those that fit the anchor are walked on.

A placement has one first tile and one direction there, so it is found once
(a single tile, which reads both ways, is kept once).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from .. import tiles as T
from ..board import Board, Pos
from ..ruleset import Ruleset
from . import pace
from .apart import lay_apart
from .cutoff import Cutoff
from .grid import ALL, ALPHABET, CODES, EMPTY, INDEX, LETTER, Grid, bits, dangling
from .move import Move
from .prefixes import list_prefixes
from .stacks import blocks_alone, stack_work
from .walk import Walk

if TYPE_CHECKING:
    from .generator import MoveGenerator


class Run:
    """One generation: a board, a rack, the rules."""

    def __init__(self, gen: MoveGenerator, g: Grid, board: Board, rack: Sequence[str],
                 rules: Ruleset, out: list[Move], top: int | None = None,
                 worth: Mapping[Pos, float] | None = None,
                 cutoff: Cutoff | None = None) -> None:
        self.gen, self.g, self.board, self.rules = gen, g, board, rules
        self.out: list[Move] = out
        self.cutoff = cutoff
        self.seen: set[frozenset] = set()
        self.top, self.worth = top, worth
        self.rc = [0] * len(ALPHABET)
        self.nb = self.na = self.nk = 0
        for tile in rack:
            if tile == T.BLANK:
                self.nb += 1
            elif tile == T.ARROW:
                self.na += 1
            elif tile == T.BLOCK:
                self.nk += 1
            else:
                self.rc[INDEX[tile]] += 1
        if not rules.arrows:
            self.na = 0
        self.rack = list(rack)
        self.first = not board.has_letters()
        centre = board.layout.centre
        self.centre = g.index(centre) if (self.first and rules.start_on_centre
                                          and centre is not None) else -1
        # the first word off the centre, or any word in Game II: no need to touch
        self.anywhere = (self.first and self.centre < 0) or not rules.must_touch
        # then the words touching nothing are laid apart (``lay_apart``), and
        # the walks only look for those touching the board, as in Game I (an
        # arrow missing a letter beside it, which no game leaves, would let
        # such a word bend on the board: walked everywhere then)
        self.apart = self.anywhere and not dangling(g)
        if self.apart:
            self.anywhere = False
        layout = board.layout
        pts = gen.letter_points
        n = g.n
        # per cell: code -> (points, word bonus) when laid there this turn
        self.new_pts: list[dict[str, tuple[int, int]] | None] = [None] * len(g.kind)
        by_field: dict[str, dict[str, tuple[int, int]]] = {}
        for r in range(n):
            for c in range(n):
                f = layout.code((r, c))
                if f not in by_field:
                    by_field[f] = {code: pts[(f, code, 0)] for code in CODES}
                self.new_pts[g.index((r, c))] = by_field[f]
        self.by_field = by_field
        self.plain = {code: pts[(".", code, 0)] for code in CODES}
        self.old_pts = {code: pts[(".", code, 1)][0] for code in CODES}
        self.stack_pts = {code: pts[(".", code, 2)] for code in CODES}
        self.letters = sum(self.rc) + self.nb
        self.tiles = self.letters + self.na
        self.rack_mask = sum(1 << li for li in range(len(self.rc)) if self.rc[li])
        # the rack's prefixes by length (``prefixes.list_prefixes``)
        self.indexed: list[tuple] = []
        self.stack_scores: dict[tuple[Pos, int, str], tuple[int, str]] = {}

    def work(self) -> Iterator[None]:
        """Every placement, pausing after each small piece of work (a first
        letter, a few dozen prefixes): on the floor, then stacked, then
        blocking tiles alone."""
        if self.tiles:
            yield from list_prefixes(self)
            apart: list[Move] = []
            early = self.apart and self.cutoff is not None
            if early:
                # the words apart cost little and are often among the best:
                # laid first, they raise the cut-off before the walks (and
                # are listed after the walks' moves all the same)
                self.out, out = apart, self.out
                yield from lay_apart(self)
                self.out = out
            if not (self.apart and self.first):
                yield from self._touching()
            if self.apart and not early:
                yield from lay_apart(self)
            self.out.extend(apart)
        if self.rules.stacking:
            yield from stack_work(self)
        if self.rules.block_alone and self.nk:
            for move in blocks_alone(self):
                self.keep(move)

    def keep(self, move: Move) -> None:
        """``move`` written out, unless it scores under the cut-off."""
        cutoff = self.cutoff
        if cutoff is None:
            self.out.append(move)
        elif cutoff.short(move):
            cutoff.dropped += 1
        else:
            self.out.append(move)
            cutoff.offer(move)

    def _touching(self) -> Iterator[None]:
        """The walks from every empty cell (only those touching the board
        when ``apart``)."""
        g = self.g
        w = Walk(self)
        for r in range(g.n):
            for c in range(g.n):
                f = g.index((r, c))
                if g.kind[f] != EMPTY:
                    continue
                for d in (g.R, g.D):
                    if g.prev(f, d) is not None:
                        yield from self._hook(w, f, d)
                        continue
                    shapes: list[tuple] = []
                    self._shapes(f, d, [], None, 1 if self.na else 0, False, shapes)
                    if shapes:
                        yield from self._from_shapes(w, f, d, shapes)
                # a cell's cross-checks may be read for the first time here
                yield

    def _contact(self, i: int, d: int) -> bool:
        """Whether a letter on empty cell ``i`` (read in ``d``) touches the
        board (or covers the centre on the first move; any cell does when
        words need not touch)."""
        if self.anywhere:
            return True
        if self.first:
            return i == self.centre
        x = self.g.other[d]
        return not (self.gen.cross.at[x][i] or self.gen.cross.entry(self.g, i, x)).trivial

    def _shapes(self, c: int, d: int, cells: list[int], arrow: tuple[int, int] | None,
                arrows: int, after_arrow: bool, out: list) -> None:
        """The ways a word starting on an empty cell, untouched so far, can
        reach the board: the empty cells its first letters fill (``cells``),
        where a new arrow turns it, and the cell where it touches: an empty
        cell whose letter touches, or a letter already there."""
        g = self.g
        k = g.kind[c]
        used = len(cells) + (arrow is not None)
        if k == EMPTY:
            if used >= self.tiles:
                return
            if self._contact(c, d):
                out.append((tuple(cells), arrow, c, d, after_arrow))
                return
            cells.append(c)
            self._shapes(c + d, d, cells, arrow, arrows, False, out)
            cells.pop()
            if arrows and cells and not after_arrow:
                o = g.other[d]
                if g.kind[c + o] in (EMPTY, LETTER):
                    self._shapes(c + o, o, cells, (len(cells), c), 0, True, out)
        elif k == LETTER:
            if cells:
                out.append((tuple(cells), arrow, c, d, after_arrow))
        elif k == g.match[d] and not after_arrow and cells:
            o = g.other[d]
            m = c + o
            if g.kind[m] == LETTER:
                out.append((tuple(cells), arrow, m, o, True))
            elif g.kind[m] == EMPTY:
                self._shapes(m, o, cells, arrow, arrows, True, out)


    def _hook(self, w: Walk, f: int, d: int) -> Iterator[None]:
        """The walks from empty cell ``f`` just after letters on the board."""
        g = self.g
        step = g.prev(f, d)
        turned = step is not None and step[2] >= 0   # an arrow stands just before f
        prefix: list[int] = []
        cur, cd = f, d
        while step is not None:
            cur, cd, _ = step
            prefix.append(cur)
            step = g.prev(cur, cd)
        prefix.reverse()
        found = self.gen.dawg.hook(tuple(g.letter[p] for p in prefix))
        if found is None:
            return
        top, pos_of = self.board.top, g.pos_of
        pts = sum(self.old_pts[top[pos_of[p]]] for p in prefix)
        w.before = cur - cd
        w.word.extend(ALPHABET[g.letter[p]] for p in prefix)
        for only, turn in self._first_steps(f, d, found[0], not turned):
            w.only, w.turn = only, turn
            w.walk(f, d, found[0], found[1], None, len(prefix), turned, pts, 0, 1,
                   int(len(prefix) > 1))
            yield from w.drain()
            yield
            w.budget = pace.WALK_BUDGET
        del w.word[:]

    def _first_steps(self, f: int, d: int, node: int, arrow: bool) -> list[tuple[int, bool]]:
        """The walk from empty cell ``f`` split by what goes there: each
        letter the DAWG, the rack and the cross-check allow, then (if it may)
        the arrow alone, as (letters allowed, arrow allowed)."""
        mask = self.gen.dawg.node(node)[0] & (ALL if self.nb else self.rack_mask)
        if not self.first:
            mask &= self.gen.cross.entry(self.g, f, self.g.other[d]).mask
        steps = [(1 << li, False) for li in bits(mask)]
        if arrow and self.na:
            steps.append((0, True))
        return steps

    def _from_shapes(self, w: Walk, f: int, d: int, shapes: list[tuple]) -> Iterator[None]:
        """The walks from empty cell ``f`` that start away from the board: for
        each shape, the rack's prefixes that fit its touching cell, then on.
        A prefix's tiles are only written out when a move is recorded
        (``Walk._head``); the rack after it is swapped in whole."""
        g, rc, walk, kind = self.g, self.rc, w.walk, self.g.kind
        base = tuple(rc)
        touch = 1 if self.anywhere else 0
        for cells, arrow, s, sd, after_arrow in shapes:
            w.before = f - d
            j = len(cells)
            if not j:
                w.prefix = None
                root = self.gen.dawg.root
                for only, turn in self._first_steps(s, sd, root, False):
                    w.only, w.turn = only, turn
                    walk(s, sd, root, False, None, 0, False, 0, 0, touch, 0)
                    yield from w.drain()
                    yield
                    w.budget = pace.WALK_BUDGET
                continue
            if j > self.letters:
                continue
            if w.bound is not None and (arrow is not None or not self.na) and \
                    w.bound.shape_beaten(cells, arrow, s, sd, w.cutoff.low):
                continue
            w.cells, w.new_arrow = cells, arrow
            w.heads.clear()
            every, by_fit, by_mask = self.indexed[j]
            calls: list[tuple[list[tuple], int, bool]] = []
            if kind[s] == EMPTY:
                need = ALL if self.first else self.gen.cross.entry(g, s, g.other[sd]).mask
                calls = [(by_fit[li], 1 << li, False) for li in bits(need)]
                if self.na and arrow is None and not after_arrow:
                    # a turn at the touching cell, into the letter after it
                    m = s + g.other[sd]
                    if kind[m] == LETTER:
                        calls.append((by_mask[g.letter[m]], 0, True))
                    elif kind[m] == EMPTY:
                        calls.append((every, 0, True))
            else:
                calls = [(by_mask[g.letter[s]], ALL, True)]
            tiles_left = self.tiles - j - (arrow is not None)
            arrow_left = 0 if arrow is not None else min(self.na, 1)
            done = 0
            for pool, only, turn in calls:
                for prefix in pool:
                    rc[:] = prefix[1]
                    w.tiles, w.blanks, w.arrows, w.rack_mask = \
                        tiles_left, prefix[2], arrow_left, prefix[3]
                    w.before, w.only, w.turn = f - d, only, turn
                    w.prefix = prefix
                    plain = prefix[8]
                    if plain is not None:
                        walk(s, sd, plain[0], plain[1], None, j, after_arrow, 0, 0, touch, 0)
                    else:
                        walk(s, sd, 0, False, prefix[0], j, after_arrow, 0, 0, touch, 0)
                    # the shape's walks parked are taken up before the next
                    # shape: they read its cells and prefix tiles
                    yield from w.drain()
                    done += 1
                    if done % 48 == 0:
                        # the state above is set again before each walk, so
                        # pausing here is safe
                        rc[:] = base
                        yield
                        w.budget = pace.WALK_BUDGET
            rc[:] = base
            w.tiles, w.blanks, w.arrows, w.rack_mask = \
                self.tiles, self.nb, min(self.na, 1), self.rack_mask
            w.only, w.turn = ALL, True
            w.prefix = None
            if done % 48:
                yield
                w.budget = pace.WALK_BUDGET
