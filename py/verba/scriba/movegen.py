"""Every legal placement of a rack on a Scriba board, with its score.

``MoveGenerator(lexicon).moves(board, rack, rules)`` lists every placement
``placement.evaluate`` accepts whose words are all in the lexicon: words along
rows and columns, blanks standing for any letter, a word bent by a new arrow
tile or running through arrows already laid, blocking tiles closing a word of
the turn, and stacks on the upper level.  Nothing else: the tests compare it
with a slow reference that tries every placement the engine accepts.

Method (Appel–Jacobson over the DAWG, the rack as letter counts).  Words read
rightwards or downwards only, turning at arrow tiles, so a word on the board
is a *path*, and a placement is found from its first laid tile and the
direction the word reads there.  The walk goes on from that cell, following
the DAWG: at an empty cell it lays a letter (one the rack, or a blank, can
give, that the DAWG and the cell's *cross-check* allow), or — once, with an
arrow tile on the rack — an arrow that turns the word; letters already there
are read through, arrows already there turn the walk.

- If letters lie on the board just before the first tile, they are a fixed
  prefix (a "hook") and the walk starts after them.
- Otherwise the first tiles lie on empty cells that touch nothing, up to the
  first cell that does (the anchor of Appel–Jacobson; a *shape* here, since a
  new arrow may turn the word on the way).  Any prefix of a word the rack can
  spell fits those cells, so the rack's prefixes are listed once per call,
  indexed by the letters each can go on with, and only those that fit the
  anchor are walked on.

A placement has one first tile and one direction there, so it is found once
(a single tile, which reads both ways, is kept once).

Blanks.  A blank scores nothing whatever letter it names, so placements that
differ only in their blanks' letters share their score, and one ``Move``
stands for all of them (``Move.choices``, ``Move.variants``): from a blank
that several letters fit, the walk carries the alternatives (one DAWG node
per choice of letters) instead of walking once per letter.  That is most of
what two blanks cost otherwise (75,553 placements make 22,396 moves on one
test position).

Cross-checks.  For each empty cell and each direction, the set of letters that
make a word with the letters around it in that direction (bit masks over the
alphabet), with where that cross word lies.  They are kept from one call to
the next and only the entries that read a changed cell are recomputed (each
entry remembers the cells it read), so after a move only the cells near it
cost anything.  A cross word that bends at an arrow might reach another tile
of the same placement; such a cell is "tangled": it allows every letter and
the placements using one are checked with ``placement.evaluate`` itself, but
only those that cover a cell where its cross word stops reading (its
frontier): otherwise the cross word is as on the board, and its letters must
make a word (already in the walk where no later tile can reach the frontier).
The engine lays each such placement once, whatever letters its blanks name.

One word of the board modified (``Ruleset.one_modified``, docs/RULES.md).
A walk counts the words of the board its placement extends or joins: each
run of two letters or more of the board the main word reads through (a
hook's prefix included), and the words each cross word extends
(``_Cross.mods``).  The count only grows as a walk goes on, so a walk stops
at the first word too many.  Tangled cells count nothing here: the engine,
which lays those placements, applies the rule.  Stacks keep to their own
rule and are not counted.

Words touching nothing (Game II: ``must_touch`` off).  Then any empty cell
may start a word, and walking the rack from each would repeat the same walk
hundreds of times.  The walks look only for placements touching the board,
as in Game I; a word touching nothing is the same word wherever it lies, so
the rack's words (the prefixes listed, those that end a word) are laid on
each free stretch: a run of empty cells whose letters make no cross word,
with nothing reading on before or after it, straight or bent by a new arrow.
Its score depends only on the fields under its letters, so callers wanting
only the best (``steps(top=..., worth=...)``) score each word once per
distinct run of fields instead of once per place.

Scores come from the engine, never from rules written here: each letter's
points and word bonus are ``scoring.score_word``'s own for that field and
tile, a cross word is scored by ``score_word`` on the board with the tile laid
(once per cell and letter), the main word is the sum of its letters times
``scoring.word_multiplier``, plus ``scoring.rack_bonus``.  The tests check
that every generated move's total equals ``placement.evaluate``'s.

Blocking tiles do not change a word, so a move lists the cells where one could
close a word of the turn (``Move.ends``); ``with_blocks`` expands the variants
(``moves(..., blocks=True)`` lists them all).
"""
from __future__ import annotations

import heapq
from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from ..errors import IllegalAction
from ..steps import run
from . import tiles as T
from .board import LEGEND, Board, Layout, Path, Pos
from .placement import Evaluation, Laid, evaluate
from .ruleset import Ruleset
from .scoring import rack_bonus, score_word, word_multiplier

ALPHABET = T.ALPHABET
_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}
ALL = (1 << len(ALPHABET)) - 1

# cell kinds of the padded grid
EMPTY, LETTER, ARROW_RD, ARROW_DR, BLOCK, WALL = range(6)

# How much walking one step of ``MoveGenerator.steps`` may do: calls of the
# walk, a recorded placement counting RECORD_COST of them.  A walk that runs
# out is parked where it stands and taken up again after a pause, so a step
# stays short however big the walk (the page answers a click between steps;
# bench/bench_steps.py measures them).  Counted, not timed: where the walks
# pause, and so the order of the moves, is the same on every machine.
WALK_BUDGET = 1200
RECORD_COST = 8
# The rack's prefixes listed in one step, each counting its alternatives.
_PREFIX_STEP = 300
# ... and indexed in one step, by the letters each can go on with.
_INDEX_STEP = 400
# Cells of the grid looked at in one step for the free stretches of words
# touching nothing (their cross-checks may be read for the first time).
_SLOT_CELLS = 24
# The words touching nothing: how many words, blank choices counting one
# each, are weighed or laid in one step.
_APART_STEP = 1000
# A placement through a tangled cell is laid by the engine: as much as
# dozens of walk calls, and its blanks' every letter spelled again.
VERIFY_COST = 60


def _bits(mask: int) -> list[int]:
    """The letter indices set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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


class _Cross:
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
                 "before", "after", "pos", "scores", "mods")

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
        self.scores: dict[str, int] = {}
        self.mods = 0


class _Grid:
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
                letter[i] = _INDEX[code.upper()]
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


class MoveGenerator:
    """Move generation over one lexicon (the DAWG nodes it has expanded and
    the cross-checks of the last board it saw are kept between calls)."""

    def __init__(self, lexicon: Any) -> None:
        if lexicon.alphabet != ALPHABET:
            raise ValueError("scriba: the lexicon's alphabet is not Scriba's")
        self.lexicon = lexicon
        self.root = lexicon.root
        self._nodes: dict[int, tuple[int, tuple[tuple[int, int, bool], ...]]] = {}
        self._layout: Layout | None = None
        self._stacks: dict[Pos, tuple[str, ...]] = {}
        self._cross: dict[tuple[int, int], _Cross] = {}
        self._deps: dict[int, set[tuple[int, int]]] = {}
        # what each letter scores on each field (``_letter_points``) and the
        # codes that score alike everywhere: read in the first call's steps
        self._letter_points: dict[tuple[str, str, int], tuple[int, int]] = {}
        self._class: dict[str, int] = {}
        # the last rack's prefixes (``_Run._list_prefixes``): a computer's
        # move, its hints and the review often search one rack again
        self._prefix_cache: tuple[tuple, list[tuple]] | None = None
        self.stats = {"recomputed": 0, "kept": 0}

    def _score_table(self) -> Iterator[None]:
        """Read ``_letter_points`` from the engine, a field per step, and
        class the codes that score alike on every field (words whose tiles
        are of the same classes score alike wherever they lie)."""
        table: dict[tuple[str, str, int], tuple[int, int]] = {}
        for field in LEGEND:
            table.update(_letter_points(field))
            yield
        rows: dict[tuple, int] = {}
        self._class = {code: rows.setdefault(tuple(table[(f, code, 0)] for f in LEGEND), len(rows))
                       for code in _CODES}
        self._letter_points = table

    # --- the DAWG --------------------------------------------------------
    def node(self, n: int) -> tuple[int, tuple[tuple[int, int, bool], ...]]:
        """A node's out-letters as a mask, and its edges (letter index,
        target, final) in alphabet order."""
        info = self._nodes.get(n)
        if info is None:
            mask = 0
            edges = []
            for letter, target, final in self.lexicon.edges(n):
                li = _INDEX[letter]
                mask |= 1 << li
                edges.append((li, target, final))
            info = (mask, tuple(edges))
            self._nodes[n] = info
        return info

    def _follow(self, node: int, letters: Sequence[int]) -> tuple[int, bool] | None:
        final = False
        for li in letters:
            mask, edges = self.node(node)
            if not mask >> li & 1:
                return None
            _, node, final = edges[(mask & ((1 << li) - 1)).bit_count()]
        return node, final

    def _mask(self, before: Sequence[int], after: Sequence[int]) -> int:
        """The letters L for which before + L + after is a word."""
        start = self._follow(self.root, before)
        if start is None:
            return 0
        mask = 0
        _, edges = self.node(start[0])
        for li, target, final in edges:
            if after:
                end = self._follow(target, after)
                if end is None or not end[1]:
                    continue
            elif not final:
                continue
            mask |= 1 << li
        return mask

    # --- cross-checks ------------------------------------------------------
    def _sync(self, board: Board) -> None:
        """Forget the cross-checks that read a cell changed since the last
        board (all of them if the layout changed)."""
        if board.layout != self._layout:
            self._layout = board.layout
            self._cross.clear()
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
            for key in self._deps.pop(i, ()):
                self._cross.pop(key, None)
        self._stacks = dict(new)

    def _entry(self, g: _Grid, i: int, x: int) -> _Cross:
        """The cross-check of empty cell ``i`` in direction ``x``."""
        key = (i, x)
        entry = self._cross.get(key)
        if entry is not None:
            self.stats["kept"] += 1
            return entry
        self.stats["recomputed"] += 1
        entry = _Cross()
        entry.pos = g.pos_of[i]
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
        for p in read:
            self._deps.setdefault(p, set()).add(key)
        self._cross[key] = entry
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
                entry.loose = self._mask([letters[p] for p in before],
                                         [letters[p] for p in after])
            return entry
        if not before and not after:
            return entry
        entry.trivial = False
        entry.mask = self._mask([letters[p] for p in before], [letters[p] for p in after])
        entry.mods = (len(before) > 1) + (len(after) > 1)
        entry.cells = tuple(g.pos_of[p] for p in before + [i] + after)
        entry.arrows = tuple(g.pos_of[p] for p in reversed(back_arrows)) + \
            tuple(g.pos_of[p] for p in fwd_arrows)
        b = first_pos - first_d
        a = last + last_d
        entry.before = g.pos_of[b] if kind[b] == EMPTY else None
        entry.after = g.pos_of[a] if kind[a] == EMPTY else None
        return entry

    def _cross_score(self, board: Board, entry: _Cross, code: str) -> int:
        """The engine's score of the cross word with ``code`` laid."""
        score = entry.scores.get(code)
        if score is None:
            after = board.with_tiles({entry.pos: code})
            path = Path(entry.cells, entry.arrows, None, None)
            score = score_word(after, path, (entry.pos,), stacked=False).score
            entry.scores[code] = score
        return score

    # --- generation --------------------------------------------------------
    def moves(self, board: Board, rack: Sequence[str], rules: Ruleset,
              blocks: bool = False, top: int | None = None,
              worth: Mapping[Pos, float] | None = None) -> list[Move]:
        """Every legal move (``blocks``: with every blocking-tile variant too;
        otherwise each move lists its ``ends``).  ``top`` and ``worth`` keep
        fewer of the words that touch nothing (see ``steps``)."""
        return run(self.steps(board, rack, rules, blocks, top, worth))

    def steps(self, board: Board, rack: Sequence[str], rules: Ruleset,
              blocks: bool = False, top: int | None = None,
              worth: Mapping[Pos, float] | None = None) -> Iterator[None]:
        """``moves`` in small steps: a generator whose return value is the
        list (so a page can run it between frames).

        When words need not touch the board (Game II), a rack's words can lie
        on most of it: millions of placements for a big rack with blanks.
        Callers that need only the best can say so, and of the placements
        touching nothing only these are listed: with ``top``, enough to hold
        the ``top`` highest scores (counting a blocking tile's rack bonus);
        with ``worth`` (an extra value per cell, e.g. Game II's tokens), for
        each word the best place by score plus worth, at each number of free
        ends (which decides the blocking-tile variants).  Placements touching
        the board are all listed either way."""
        if not self._letter_points:
            yield from self._score_table()
        self._sync(board)
        g = _Grid(board)
        out: list[Move] = []
        seen: set[frozenset] = set()
        run = _Run(self, g, board, rack, rules, out, seen, top, worth)
        yield from run.work()
        if rules.stacking:
            yield from run.stack_work()
        if rules.block_alone and run.nk:
            out.extend(run.blocks_alone())
        if blocks and run.nk:
            extra = []
            for move in out:
                extra.extend(block_variants(move, run.nk, rules.rack_size))
            out.extend(extra)
        return out


def _letter_points(field: str) -> dict[tuple[str, str, int], tuple[int, int]]:
    """(field code, board code, how) -> the engine's (points, word bonus) for
    one letter on ``field``: how 0 = laid this turn on the floor, 1 = already
    on the board, 2 = stacked this turn.  Read from ``score_word`` on a
    one-cell board, so the generator never restates a scoring rule."""
    table = {}
    layout = Layout.plain(2, fields={(0, 0): field}, centre=False)
    path = Path(((0, 0),), (), None, None)
    for code in _CODES:
        board = Board(layout, {(0, 0): (code,)})
        for how, new, stacked in ((0, ((0, 0),), False), (1, (), False), (2, ((0, 0),), True)):
            x = score_word(board, path, new, stacked).letters[0]
            table[(field, code, how)] = (x.points, x.word_mult)
    return table


class _Run:
    """One generation: a board, a rack, the rules."""

    def __init__(self, gen: MoveGenerator, g: _Grid, board: Board, rack: Sequence[str],
                 rules: Ruleset, out: list[Move], seen: set[frozenset],
                 top: int | None = None, worth: Mapping[Pos, float] | None = None) -> None:
        self.gen, self.g, self.board, self.rules = gen, g, board, rules
        self.out, self.seen = out, seen
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
                self.rc[_INDEX[tile]] += 1
        if not rules.arrows:
            self.na = 0
        self.rack = list(rack)
        self.first = not board.has_letters()
        centre = board.layout.centre
        self.centre = g.index(centre) if (self.first and rules.start_on_centre
                                          and centre is not None) else -1
        # the first word off the centre, or any word in Game II: no need to touch
        self.anywhere = (self.first and self.centre < 0) or not rules.must_touch
        # then the words touching nothing are laid apart (``_apart``), and the
        # walks only look for those touching the board, as in Game I (an arrow
        # missing a letter beside it, which no game leaves, would let such a
        # word bend on the board: walked everywhere then)
        self.apart = self.anywhere and not _dangling(g)
        if self.apart:
            self.anywhere = False
        layout = board.layout
        pts = gen._letter_points
        n = g.n
        # per cell: code -> (points, word bonus) when laid there this turn
        self.new_pts: list[dict[str, tuple[int, int]] | None] = [None] * len(g.kind)
        by_field: dict[str, dict[str, tuple[int, int]]] = {}
        for r in range(n):
            for c in range(n):
                f = layout.code((r, c))
                if f not in by_field:
                    by_field[f] = {code: pts[(f, code, 0)] for code in _CODES}
                self.new_pts[g.index((r, c))] = by_field[f]
        self.by_field = by_field
        self.plain = {code: pts[(".", code, 0)] for code in _CODES}
        self.old_pts = {code: pts[(".", code, 1)][0] for code in _CODES}
        self.stack_pts = {code: pts[(".", code, 2)] for code in _CODES}
        self.letters = sum(self.rc) + self.nb
        self.tiles = self.letters + self.na
        self.rack_mask = sum(1 << li for li in range(len(self.rc)) if self.rc[li])
        self._indexed: list[tuple] = []
        self._stack_scores: dict[tuple[Pos, int, str], tuple[int, str]] = {}
        self._ahead: dict[tuple[int, int], frozenset[Pos]] = {}

    # --- where a walk can start ------------------------------------------
    def work(self) -> Iterator[None]:
        """Every placement on the floor, pausing after each small piece of
        work (a first letter, a few dozen prefixes)."""
        g = self.g
        if not self.tiles:
            return
        self._make_walk()
        try:
            yield from self._list_prefixes()
            if not (self.apart and self.first):
                yield from self._touching()
            if self.apart:
                yield from self._apart()
        finally:
            self._unmake_walk()

    def _touching(self) -> Iterator[None]:
        """The walks from every empty cell (only those touching the board
        when ``apart``)."""
        g = self.g
        for r in range(g.n):
            for c in range(g.n):
                f = g.index((r, c))
                if g.kind[f] != EMPTY:
                    continue
                for d in (g.R, g.D):
                    if g.prev(f, d) is not None:
                        yield from self._hook(f, d)
                        continue
                    shapes: list[tuple] = []
                    self._shapes(f, d, [], None, 1 if self.na else 0, False, shapes)
                    if shapes:
                        yield from self._from_shapes(f, d, shapes)
                # a cell's cross-checks may be read for the first time here
                yield

    # --- words touching nothing ------------------------------------------------
    def _slots(self) -> Iterator[None]:
        """Where a word touching nothing can lie, by shape (letters, letters
        before a new arrow or 0): (its letter cells in reading order, the new
        arrow's cell or -1 and bend, the empty cells just before and after it
        or -1).  Its letters make no cross word, and nothing before or after
        it reads on.  In steps (a cell's cross-checks may be read for the
        first time): a generator returning the dict."""
        g, gen = self.g, self.gen
        kind, other, match = g.kind, g.other, g.match
        cross, entry_of = gen._cross, gen._entry
        letters, tiles = self.letters, self.tiles
        arrows = self.na > 0

        def free(c: int, x: int) -> bool:
            if kind[c] != EMPTY:
                return False
            return (cross.get((c, x)) or entry_of(g, c, x)).trivial

        def ends(c: int, d: int) -> bool:
            k = kind[c + d]
            return k != LETTER and k != match[d]

        out: dict[tuple[int, int], list[tuple]] = {}
        for f in range(len(kind)):
            if f % _SLOT_CELLS == 0:
                yield
            for d in (g.R, g.D):
                o = other[d]
                if not free(f, o) or g.prev(f, d) is not None:
                    continue
                before = f - d if kind[f - d] == EMPTY else -1
                bend = "rd" if d == 1 else "dr"
                lane = [f]
                while True:
                    c = lane[-1]
                    if len(lane) > 1 and ends(c, d):
                        out.setdefault((len(lane), 0), []).append(
                            (tuple(lane), -1, "", before, c + d if kind[c + d] == EMPTY else -1))
                    a = c + d
                    if arrows and len(lane) + 2 <= tiles and kind[a] == EMPTY:
                        # a new arrow after these letters, the word going on across
                        leg = list(lane)
                        m = a + o
                        while len(leg) < letters and len(leg) + 1 < tiles and free(m, d):
                            leg.append(m)
                            if ends(m, o):
                                out.setdefault((len(leg), len(lane)), []).append(
                                    (tuple(leg), a, bend, before,
                                     m + o if kind[m + o] == EMPTY else -1))
                            m += o
                    if len(lane) >= letters or not free(a, o):
                        break
                    lane.append(a)
        return out

    def _words(self) -> Iterator[None]:
        """The rack's words by length, from the prefixes listed: (tiles as
        (letter index, blank) pairs, text with ``?`` for blanks, the choices
        of the blanks' letters, the board codes scored); in steps, a
        generator returning the list."""
        by_len: list[list[tuple]] = [[] for _ in range(self.letters + 1)]
        done = 0
        for j, (every, _, _) in enumerate(self._indexed):
            if j < 2:
                continue
            for p in every:
                finals = [a[2] for a in p[0] if a[1]]
                if finals:
                    codes = tuple("a" if blank else ALPHABET[li] for li, blank in p[4])
                    by_len[j].append((p[4], p[5], finals, codes))
                done += 1 + len(finals)
                if done >= _APART_STEP:
                    done = 0
                    yield
        return by_len

    def _move(self, word: tuple, slot: tuple, k: int, score: int) -> Move:
        """``word`` laid on ``slot`` (``k`` letters before its arrow)."""
        letters, text, finals, _ = word
        cells, a, bend, before, after = slot
        pos_of = self.g.pos_of
        laid = []
        for cell, (li, blank) in zip(cells, letters):
            r, c = pos_of[cell]
            laid.append((r, c, T.BLANK if blank else ALPHABET[li], "", ""))
        if a >= 0:
            r, c = pos_of[a]
            laid.insert(k, (r, c, T.ARROW, "", bend))
        ends = tuple(sorted(pos_of[e] for e in (before, after) if e >= 0)) if self.nk else ()
        tiles = tuple(laid)
        if not finals[0]:
            return Move(score, tiles, text, False, ends)
        slots = tuple(i for i, t in enumerate(tiles) if t[2] == T.BLANK)
        shown = text.replace("?", "{}").format(*finals[0])
        if len(finals) == 1:
            return Move(score, _fill(tiles, slots, finals[0]), shown, False, ends)
        return Move(score, _fill(tiles, slots, finals[0]), shown, False, ends, (), slots,
                    tuple(finals), text)

    def _apart(self) -> Iterator[None]:
        """The placements touching nothing: each word of the rack on each
        free stretch of the board that holds it, or only the best (``top``,
        ``worth``).  A word's score there depends only on the fields under
        its letters, so where several stretches have the same fields (a
        *signature*) the word is scored once for all of them."""
        shapes = yield from self._slots()
        words = yield from self._words()
        size = self.rules.rack_size
        if self.top is None and self.worth is None:
            done = 0
            for (j, k), slots in shapes.items():
                bonus = rack_bonus(j + (k > 0), size)
                new_pts = self.new_pts
                for slot in slots:
                    tables = [new_pts[c] for c in slot[0]]
                    for w in words[j]:
                        pts = 0
                        mults = []
                        for table, code in zip(tables, w[3]):
                            p, wm = table[code]
                            pts += p
                            if wm:
                                mults.append(wm)
                        self.out.append(self._move(w, slot, k,
                                                   pts * word_multiplier(mults) + bonus))
                        done += 4 + len(w[2])
                        if done >= _APART_STEP:
                            done = 0
                            yield
            return
        yield from self._apart_best(shapes, words)

    def _apart_best(self, shapes: dict[tuple[int, int], list[tuple]],
                    words: list[list[tuple]]) -> Iterator[None]:
        """``_apart`` for a caller wanting only the best (``top``, ``worth``)."""
        plain, pos_of, code = self.plain, self.g.pos_of, self.board.layout.code
        worth, top, nk = self.worth or {}, self.top, self.nk
        size, cls, by_field = self.rules.rack_size, self.gen._class, self.by_field
        heap: list[float] = []        # top: the best keys so far, one per placement
        found: list[tuple] = []       # top: (key, order found, score, words, slots, shape)
        done = 0
        for (j, k), slots in shapes.items():
            n = j + (k > 0)
            bonus = rack_bonus(n, size)
            # what blocking tiles on e free ends can add to the rack bonus
            extra = [max([0] + [rack_bonus(n + b, size) - bonus for b in range(1, min(nk, e) + 1)])
                     for e in range(3)]
            sigs: dict[tuple, list[tuple]] = {}
            for slot in slots:
                cells, a = slot[0], slot[1]
                e = (slot[3] >= 0) + (slot[4] >= 0) if nk else 0
                covered = cells + (a,) if a >= 0 else cells
                w = sum(worth.get(pos_of[c], 0) for c in covered)
                fields = tuple(code(pos_of[c]) for c in cells)
                sigs.setdefault((fields, e, w), []).append((tuple(sorted(covered)), slot))
            table = []
            for (fields, e, w), found_at in sigs.items():
                found_at.sort()
                extras = [(i, by_field[f]) for i, f in enumerate(fields) if f != "."]
                table.append((extras, e, w, [s for _, s in found_at], found_at[0][0]))
            groups: dict[tuple, list[tuple]] = {}
            for word in words[j]:
                groups.setdefault(tuple(cls[c] for c in word[3]), []).append(word)
            for same in groups.values():
                codes = same[0][3]
                base = sum(plain[c][0] for c in codes)
                best: dict[int, tuple] = {}
                for extras, e, w, at, order in table:
                    pts = base
                    mults = []
                    for i, fields in extras:
                        p, wm = fields[codes[i]]
                        pts += p - plain[codes[i]][0]
                        if wm:
                            mults.append(wm)
                    score = pts * word_multiplier(mults) + bonus
                    if top is None:
                        got = best.get(e)
                        value = score + w
                        if got is None or value > got[0] or (value == got[0] and order < got[1]):
                            best[e] = (value, order, score, at[0])
                        continue
                    key = score + extra[e]
                    if len(heap) >= top and key < heap[0]:
                        continue
                    found.append((key, len(found), score, same, at, k))
                    for _ in range(min(top, len(same) * len(at))):
                        if len(heap) < top:
                            heapq.heappush(heap, key)
                        elif key > heap[0]:
                            heapq.heapreplace(heap, key)
                done += len(table)
                if done >= _APART_STEP:
                    done = 0
                    yield
                for e, (value, _, score, slot) in best.items():
                    # more free ends allow every blocking variant of fewer
                    if any(f > e and v[0] >= value for f, v in best.items()):
                        continue
                    for word in same:
                        self.out.append(self._move(word, slot, k, score))
                        done += 4 + len(word[2])
        if top is None:
            return
        yield
        found.sort(key=lambda x: (-x[0], x[1]))
        yield
        left = top
        for key, _, score, same, at, k in found:
            for slot in at:
                for word in same:
                    if left <= 0:
                        return
                    self.out.append(self._move(word, slot, k, score))
                    left -= 1
                    done += 4 + len(word[2])
                    if done >= _APART_STEP:
                        done = 0
                        yield

    def _contact(self, i: int, d: int) -> bool:
        """Whether a letter on empty cell ``i`` (read in ``d``) touches the
        board (or covers the centre on the first move; any cell does when
        words need not touch)."""
        if self.anywhere:
            return True
        if self.first:
            return i == self.centre
        return not self.gen._entry(self.g, i, self.g.other[d]).trivial

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

    def _prefixes(self, j: int) -> tuple[list[tuple], list[list[tuple]], list[list[tuple]]]:
        """The rack's DAWG prefixes of ``j`` letters (see ``_list_prefixes``):
        all of them, by the letters each can go on with from the rack, and by
        the letters its node allows at all."""
        return self._indexed[j]

    def _list_prefixes(self) -> Iterator[None]:
        """List the prefixes of words the rack can spell, pausing now and
        then.  Prefixes that differ only in their blanks' letters are one
        entry with alternatives.  An entry is (alternatives (node, final,
        blank letters), the rack's letter counts after it, blanks left, mask
        of the letters left, its tiles as (letter index, blank) pairs, its
        letters as text (``?`` for a blank), the letters its nodes allow,
        the letters it can go on with from the rack, and (node, final) when
        it has no blank)."""
        key = (tuple(self.rc), self.nb)
        cached = self.gen._prefix_cache
        if cached is not None and cached[0] == key:
            self._indexed = cached[1]
            return
        by_length: list[list[tuple]] = [[] for _ in range(self.letters + 1)]
        rc = self.rc
        nodes, node_of = self.gen._nodes, self.gen.node
        state = [self.nb, 0]

        def go(alts: list[tuple], left: int, text: str, tiles: tuple[tuple[int, bool], ...],
               node: int) -> Iterator[None]:
            union = 0
            for a in alts:
                union |= a[0][0]
            by_length[len(tiles)].append(
                (alts, tuple(rc), state[0], left, tiles, text, union,
                 union & (ALL if state[0] else left), (node, alts[0][1]) if node >= 0 else None))
            # each alternative may read a new node of the DAWG on the way
            state[1] += len(alts)
            if state[1] >= _PREFIX_STEP:
                state[1] = 0
                yield
            if len(tiles) == self.letters:
                return
            for li in _bits(union & left):
                follow = _advance(alts, li, nodes, node_of)
                nxt = -1
                if node >= 0:
                    info = alts[0][0]
                    nxt = info[1][(info[0] & ((1 << li) - 1)).bit_count()][1]
                rc[li] -= 1
                yield from go(follow, left if rc[li] else left & ~(1 << li),
                              text + ALPHABET[li], tiles + ((li, False),), nxt)
                rc[li] += 1
            if state[0]:
                state[0] -= 1
                yield from go(_widen(alts, ALL, nodes, node_of), left, text + "?",
                              tiles + ((-1, True),), -1)
                state[0] += 1

        root = self.gen.root
        yield from go([(node_of(root), False, ())], self.rack_mask, "", (), root)
        del go  # it calls itself through its cell (see _make_walk's unmake)
        self._indexed = []
        indexed = 0     # counted over every length: most lengths hold fewer than a step
        for every in by_length:
            by_fit: list[list[tuple]] = [[] for _ in ALPHABET]
            by_mask: list[list[tuple]] = [[] for _ in ALPHABET]
            for prefix in every:
                for li in _bits(prefix[7]):
                    by_fit[li].append(prefix)
                for li in _bits(prefix[6]):
                    by_mask[li].append(prefix)
                indexed += 1
                if indexed % _INDEX_STEP == 0:
                    yield
            self._indexed.append((every, by_fit, by_mask))
        self.gen._prefix_cache = (key, self._indexed)
        yield

    def _hook(self, f: int, d: int) -> Iterator[None]:
        """The walks from empty cell ``f`` just after letters on the board."""
        g, st = self.g, self.st
        step = g.prev(f, d)
        turned = step is not None and step[2] >= 0   # an arrow stands just before f
        prefix: list[int] = []
        cur, cd = f, d
        while step is not None:
            cur, cd, _ = step
            prefix.append(cur)
            step = g.prev(cur, cd)
        prefix.reverse()
        found = self.gen._follow(self.gen.root, [g.letter[p] for p in prefix])
        if found is None:
            return
        top, pos_of = self.board.top, g.pos_of
        pts = sum(self.old_pts[top[pos_of[p]]] for p in prefix)
        st[5] = cur - cd
        self.word.extend(ALPHABET[g.letter[p]] for p in prefix)
        for only, turn in self._first_steps(f, d, found[0], not turned):
            st[6], st[7] = only, turn
            self.walk(f, d, found[0], found[1], len(prefix), turned, pts, 0, 1,
                      int(len(prefix) > 1))
            yield from self._drain()
            yield
            st[8] = WALK_BUDGET
        del self.word[:]

    def _first_steps(self, f: int, d: int, node: int, arrow: bool) -> list[tuple[int, bool]]:
        """The walk from empty cell ``f`` split by what goes there: each
        letter the DAWG, the rack and the cross-check allow, then (if it may)
        the arrow alone, as (letters allowed, arrow allowed)."""
        mask = self.gen.node(node)[0] & (ALL if self.nb else self.rack_mask)
        if not self.first:
            mask &= self.gen._entry(self.g, f, self.g.other[d]).mask
        steps = [(1 << li, False) for li in _bits(mask)]
        if arrow and self.na:
            steps.append((0, True))
        return steps

    def _from_shapes(self, f: int, d: int, shapes: list[tuple]) -> Iterator[None]:
        """The walks from empty cell ``f`` that start away from the board: for
        each shape, the rack's prefixes that fit its touching cell, then on.
        A prefix's tiles are only written out when a move is recorded
        (``ctx``); the rack after it is swapped in whole."""
        g, st, rc, ctx = self.g, self.st, self.rc, self.ctx
        walk, walk_alts, kind = self.walk, self.walk_alts, g.kind
        base = tuple(rc)
        touch = 1 if self.anywhere else 0
        for cells, arrow, s, sd, after_arrow in shapes:
            st[5] = f - d
            j = len(cells)
            if not j:
                ctx[2] = None
                for only, turn in self._first_steps(s, sd, self.gen.root, False):
                    st[6], st[7] = only, turn
                    walk(s, sd, self.gen.root, False, 0, False, 0, 0, touch, 0)
                    yield from self._drain()
                    yield
                    st[8] = WALK_BUDGET
                continue
            if j > self.letters:
                continue
            ctx[0], ctx[1] = cells, arrow
            ctx[3].clear()
            every, by_fit, by_mask = self._prefixes(j)
            calls: list[tuple[list[tuple], int, bool]] = []
            if kind[s] == EMPTY:
                need = ALL if self.first else self.gen._entry(g, s, g.other[sd]).mask
                calls = [(by_fit[li], 1 << li, False) for li in _bits(need)]
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
                    st[1], st[2], st[3], st[4] = tiles_left, prefix[2], arrow_left, prefix[3]
                    st[5], st[6], st[7] = f - d, only, turn
                    ctx[2] = prefix
                    plain = prefix[8]
                    if plain is not None:
                        walk(s, sd, plain[0], plain[1], j, after_arrow, 0, 0, touch, 0)
                    else:
                        walk_alts(s, sd, prefix[0], j, after_arrow, 0, 0, touch, 0)
                    # the shape's walks parked are taken up before the next
                    # shape: they read its cells and prefix tiles (ctx)
                    yield from self._drain()
                    done += 1
                    if done % 48 == 0:
                        # the state above is set again before each walk, so
                        # pausing here is safe
                        rc[:] = base
                        yield
                        st[8] = WALK_BUDGET
            rc[:] = base
            st[1], st[2], st[3], st[4] = self.tiles, self.nb, min(self.na, 1), self.rack_mask
            st[6], st[7] = ALL, True
            ctx[2] = None
            if done % 48:
                yield
                st[8] = WALK_BUDGET

    def _prefix_tiles(self, prefix: tuple) -> tuple[tuple, int, list[int]]:
        """The tiles of the current shape's prefix, with their points and
        word bonuses (computed once per prefix and shape)."""
        ctx = self.ctx
        got = ctx[3].get(id(prefix))
        if got is None:
            cells, arrow = ctx[0], ctx[1]
            pos_of, new_pts = self.g.pos_of, self.new_pts
            laid = []
            pts = 0
            mults = []
            for cell, (li, blank) in zip(cells, prefix[4]):
                r, c = pos_of[cell]
                if blank:
                    # a blank's letters are the alternatives': filled in later
                    laid.append((r, c, T.BLANK, "", ""))
                    p, wm = new_pts[cell]["a"]
                else:
                    ch = ALPHABET[li]
                    laid.append((r, c, ch, "", ""))
                    p, wm = new_pts[cell][ch]
                pts += p
                if wm:
                    mults.append(wm)
            if arrow is not None:
                k, a = arrow
                r, c = pos_of[a]
                laid.insert(k, (r, c, T.ARROW, "", "rd" if cells[k - 1] == a - 1 else "dr"))
            got = ctx[3][id(prefix)] = (tuple(laid), pts, mults)
        return got

    # --- the walk ------------------------------------------------------------
    def _make_walk(self) -> None:
        """Build the walk: from a cell on, in a direction, following the DAWG
        from a node; whatever it changes on the shared stacks it restores."""
        gen, g, rules = self.gen, self.g, self.rules
        kind, letter, pos_of = g.kind, g.letter, g.pos_of
        other, match = g.other, g.match
        nodes, node_of = gen._nodes, gen.node
        cross, entry_of = gen._cross, gen._entry
        rc, new_pts = self.rc, self.new_pts
        top = self.board.top
        old = [self.old_pts[top[pos_of[i]]] if kind[i] == LETTER else 0
               for i in range(len(kind))]
        rack_size = rules.rack_size
        # how many words of the board a placement may extend or join (the
        # walks count them as ``mods``: each run of two or more letters of
        # the board the main word reads through, and each cross word's)
        limit = 1 if rules.one_modified else len(kind)
        out, seen = self.out, self.seen
        first, centre = self.first, self.centre
        board = self.board
        cross_score = gen._cross_score
        settled = self._settled
        nk = self.nk
        self.laid = laid = []
        self.word = word = []
        self.mults = mults = []
        self.crosses = crosses = []  # the cross words of this placement (for blocking tiles)
        # the entries of the tangled cells used, tiles left, blanks left,
        # whether an arrow may still be laid (one per placement), letters on
        # the rack (mask), the cell before the main word; then
        # the letter mask and whether an arrow may go on the next empty cell
        # (a shape's touching cell), then no restriction further on; the
        # walk calls left in this step (WALK_BUDGET)
        self.st = st = [[], self.tiles, self.nb, min(self.na, 1), self.rack_mask, 0, ALL, True,
                        WALK_BUDGET]
        # walks the budget cut short: (walk, its arguments, the shared state)
        self.parked = parked = []
        # the current shape (cells, arrow) and prefix, and its tiles once written
        self.ctx = ctx = [(), None, None, {}]
        prefix_tiles = self._prefix_tiles
        verify = self._verify
        full = self.tiles
        memo: dict[tuple[int, int], list[tuple]] = {}
        snapshot = self._snapshot

        def record(after: int, pts: int, xsum: int,
                   choices: list[tuple[str, ...]] | None = None) -> None:
            st[8] -= RECORD_COST + (len(choices) if choices else 0) + (VERIFY_COST if st[0] else 0)
            prefix = ctx[2]
            if prefix is None:
                tiles = tuple(laid)
                chars = "".join(word)
                m = mults
            else:
                head, head_pts, head_mults = prefix_tiles(prefix)
                tiles = head + tuple(laid)
                chars = prefix[5] + "".join(word)
                pts += head_pts
                m = head_mults + mults if head_mults else mults
            n = len(tiles)
            slots: tuple[int, ...] = ()
            template = tiles
            if choices is not None:
                slots = tuple(i for i, t in enumerate(tiles) if t[2] == T.BLANK and not t[3])
                tiles = _fill(tiles, slots, choices[0])
            if st[0]:
                verify(template, slots, choices or [()], st[0])
                return
            if n == 1 and tiles[0][2] != T.ARROW:
                # a single tile is found reading both ways: keep what is new
                fresh = []
                for letters in choices or [()]:
                    key = frozenset(_fill(template, slots, letters))
                    if key not in seen:
                        seen.add(key)
                        fresh.append(letters)
                if not fresh:
                    return
                if choices is not None:
                    choices = fresh
                    tiles = _fill(template, slots, choices[0])
            score = pts * word_multiplier(m) + xsum + rack_bonus(n, rack_size)
            ends: tuple[Pos, ...] = ()
            if nk:
                cells = set()
                if kind[st[5]] == EMPTY:
                    cells.add(pos_of[st[5]])
                if kind[after] == EMPTY:
                    cells.add(pos_of[after])
                for e in crosses:
                    if e.before is not None:
                        cells.add(e.before)
                    if e.after is not None:
                        cells.add(e.after)
                ends = tuple(sorted(cells))
            if choices is None:
                out.append(Move(score, tiles, chars, False, ends))
            else:
                out.append(Move(score, tiles, chars.replace("?", "{}").format(*choices[0]), False,
                                ends, (), slots, tuple(choices), chars))

        def place(c: int, d: int, entry: _Cross | None, code: str) -> int:
            """Cross word points of ``code`` on ``c`` (0 if none)."""
            if entry is None:
                return 0
            xs = entry.scores.get(code)
            if xs is None:
                xs = cross_score(board, entry, code)
            return xs

        def walk(c: int, d: int, node: int, final: bool, wl: int, after_arrow: bool,
                 pts: int, xsum: int, touch: int, mods: int) -> None:
            # parked once the step's budget is spent; a walk taken up again
            # always makes progress, however much it costs
            if st[8] <= 0:
                parked.append((walk, (c, d, node, final, wl, after_arrow, pts, xsum, touch, mods),
                               snapshot()))
                return
            st[8] -= 1
            # letters already on the board (and arrows turning into them)
            k = kind[c]
            pushed = 0
            while k != EMPTY:
                if k == LETTER:
                    info = nodes.get(node) or node_of(node)
                    li = letter[c]
                    if not info[0] >> li & 1:
                        break
                    _, node, final = info[1][(info[0] & ((1 << li) - 1)).bit_count()]
                    pts += old[c]
                    word.append(ALPHABET[li])
                    pushed += 1
                    wl += 1
                    touch = 1
                    after_arrow = False
                    c += d
                    k = kind[c]
                    continue
                if after_arrow:
                    break
                if k == match[d]:
                    o = other[d]
                    m = c + o
                    km = kind[m]
                    if km == LETTER:
                        c, d, k, after_arrow = m, o, km, True
                        continue
                    if (final and wl > 1 and st[1] != full and touch
                            and mods + (pushed > 1) <= limit):
                        record(c, pts, xsum)
                    if km == EMPTY:
                        c, d, k, after_arrow = m, o, km, True
                        continue
                    break
                if final and wl > 1 and st[1] != full and touch and mods + (pushed > 1) <= limit:
                    record(c, pts, xsum)
                break
            if k != EMPTY:
                if pushed:
                    del word[-pushed:]
                return
            if pushed > 1:
                # the letters just read are a word of the board
                mods += 1
                if mods > limit:
                    del word[-pushed:]
                    return
            # an empty cell
            if final and wl > 1 and st[1] != full and touch and not after_arrow:
                record(c, pts, xsum)
            tiles = st[1]
            if tiles:
                x = other[d]
                entry_cross = None
                tangled = None
                m2 = mods
                if first:
                    xm = ALL
                    contact = 1 if (centre < 0 or c == centre) else 0
                else:
                    entry = cross.get((c, x)) or entry_of(g, c, x)
                    xm = entry.mask
                    if entry.trivial:
                        contact = 0
                    else:
                        contact = 1
                        if entry.tangled:
                            tangled = entry
                            if not st[3] and settled(entry, c, d):
                                xm = entry.loose
                        else:
                            entry_cross = entry
                            m2 = mods + entry.mods
                            if m2 > limit:
                                xm = 0   # its cross word would change one word too many
                info = nodes.get(node) or node_of(node)
                allowed = info[0] & xm & st[6]
                arrow_here = st[7]
                st[6], st[7] = ALL, True
                if allowed:
                    table = new_pts[c]
                    r0, c0 = pos_of[c]
                    st[1] = tiles - 1
                    if tangled:
                        st[0].append(tangled)
                    nxt = c + d
                    t2 = touch + contact
                    w2 = wl + 1
                    if nk and entry_cross is not None:
                        crosses.append(entry_cross)
                    real = allowed & st[4]
                    if real:
                        for li, target, fin in info[1]:
                            if not real >> li & 1:
                                continue
                            ch = ALPHABET[li]
                            word.append(ch)
                            rc[li] -= 1
                            if not rc[li]:
                                st[4] &= ~(1 << li)
                            laid.append((r0, c0, ch, "", ""))
                            p, wm = table[ch]
                            if wm:
                                mults.append(wm)
                            if entry_cross is not None:
                                xs = entry_cross.scores.get(ch)
                                if xs is None:
                                    xs = cross_score(board, entry_cross, ch)
                                walk(nxt, d, target, fin, w2, False, pts + p, xsum + xs, t2, m2)
                            else:
                                walk(nxt, d, target, fin, w2, False, pts + p, xsum, t2, m2)
                            if wm:
                                mults.pop()
                            laid.pop()
                            if not rc[li]:
                                st[4] |= 1 << li
                            rc[li] += 1
                            word.pop()
                    if st[2]:
                        # a blank scores the same whatever it stands for (the
                        # tests check every variant against the engine): one
                        # walk for all its letters when several fit
                        cand = [e for e in info[1] if allowed >> e[0] & 1]
                        code = ALPHABET[cand[0][0]].lower()
                        p, wm = table[code]
                        if wm:
                            mults.append(wm)
                        xs = place(c, d, entry_cross, code)
                        st[2] -= 1
                        if len(cand) == 1:
                            li, target, fin = cand[0]
                            laid.append((r0, c0, T.BLANK, ALPHABET[li], ""))
                            word.append(ALPHABET[li])
                            walk(nxt, d, target, fin, w2, False, pts + p, xsum + xs, t2, m2)
                        else:
                            laid.append((r0, c0, T.BLANK, "", ""))
                            word.append("?")
                            walk_alts(nxt, d, [(nodes.get(t) or node_of(t), f, (ALPHABET[li],))
                                               for li, t, f in cand],
                                      w2, False, pts + p, xsum + xs, t2, m2)
                        word.pop()
                        laid.pop()
                        if wm:
                            mults.pop()
                        st[2] += 1
                    if nk and entry_cross is not None:
                        crosses.pop()
                    if tangled:
                        st[0].pop()
                    st[1] = tiles
                # a new arrow turning the word here
                if st[3] and wl and not after_arrow and arrow_here:
                    o = other[d]
                    m = c + o
                    if kind[m] == LETTER or kind[m] == EMPTY:
                        st[3] -= 1
                        st[1] = tiles - 1
                        laid.append((pos_of[c][0], pos_of[c][1], T.ARROW, "", "rd" if d == 1 else "dr"))
                        walk(m, o, node, final, wl, True, pts, xsum, touch, mods)
                        laid.pop()
                        st[1] = tiles
                        st[3] += 1
            if pushed:
                del word[-pushed:]

        def walk_alts(c: int, d: int, alts: list[tuple[int, bool, tuple[str, ...]]], wl: int,
                      after_arrow: bool, pts: int, xsum: int, touch: int, mods: int) -> None:
            """``walk`` carrying alternatives (node, final, the letters of the
            blanks laid so far that have several): a placement is recorded
            once for every choice of letters that makes it legal."""
            if st[8] <= 0:
                parked.append((walk_alts, (c, d, alts, wl, after_arrow, pts, xsum, touch, mods),
                               snapshot()))
                return
            st[8] -= len(alts)   # each alternative is followed like a walk of its own
            k = kind[c]
            pushed = 0
            while k != EMPTY:
                if k == LETTER:
                    li = letter[c]
                    alts = _advance(alts, li, nodes, node_of)
                    if not alts:
                        break
                    pts += old[c]
                    word.append(ALPHABET[li])
                    pushed += 1
                    wl += 1
                    touch = 1
                    after_arrow = False
                    c += d
                    k = kind[c]
                    continue
                if after_arrow:
                    break
                finals = [x[2] for x in alts if x[1]]
                if k == match[d]:
                    o = other[d]
                    m = c + o
                    km = kind[m]
                    if km == LETTER:
                        c, d, k, after_arrow = m, o, km, True
                        continue
                    if (finals and wl > 1 and st[1] != full and touch
                            and mods + (pushed > 1) <= limit):
                        record(c, pts, xsum, finals)
                    if km == EMPTY:
                        c, d, k, after_arrow = m, o, km, True
                        continue
                    break
                if finals and wl > 1 and st[1] != full and touch and mods + (pushed > 1) <= limit:
                    record(c, pts, xsum, finals)
                break
            if k != EMPTY:
                if pushed:
                    del word[-pushed:]
                return
            if pushed > 1:
                mods += 1
                if mods > limit:
                    del word[-pushed:]
                    return
            if wl > 1 and st[1] != full and touch and not after_arrow:
                finals = [x[2] for x in alts if x[1]]
                if finals:
                    record(c, pts, xsum, finals)
            tiles = st[1]
            if tiles:
                x = other[d]
                entry_cross = None
                tangled = None
                m2 = mods
                if first:
                    xm = ALL
                    contact = 1 if (centre < 0 or c == centre) else 0
                else:
                    entry = cross.get((c, x)) or entry_of(g, c, x)
                    xm = entry.mask
                    if entry.trivial:
                        contact = 0
                    else:
                        contact = 1
                        if entry.tangled:
                            tangled = entry
                            if not st[3] and settled(entry, c, d):
                                xm = entry.loose
                        else:
                            entry_cross = entry
                            m2 = mods + entry.mods
                            if m2 > limit:
                                xm = 0   # its cross word would change one word too many
                union = 0
                for a in alts:
                    union |= a[0][0]
                allowed = union & xm & st[6]
                # a listed prefix's first step is the same for every shape
                shared = ctx[2] is not None and alts is ctx[2][0]
                arrow_here = st[7]
                st[6], st[7] = ALL, True
                if allowed:
                    table = new_pts[c]
                    r0, c0 = pos_of[c]
                    st[1] = tiles - 1
                    if tangled:
                        st[0].append(tangled)
                    nxt = c + d
                    t2 = touch + contact
                    w2 = wl + 1
                    if nk and entry_cross is not None:
                        crosses.append(entry_cross)
                    for li in _bits(allowed & st[4]):
                        if shared:
                            key = (id(alts), li)
                            follow = memo.get(key)
                            if follow is None:
                                follow = memo[key] = _advance(alts, li, nodes, node_of)
                        else:
                            follow = _advance(alts, li, nodes, node_of)
                        if not follow:
                            continue
                        ch = ALPHABET[li]
                        word.append(ch)
                        rc[li] -= 1
                        if not rc[li]:
                            st[4] &= ~(1 << li)
                        laid.append((r0, c0, ch, "", ""))
                        p, wm = table[ch]
                        if wm:
                            mults.append(wm)
                        walk_alts(nxt, d, follow, w2, False, pts + p,
                                  xsum + place(c, d, entry_cross, ch), t2, m2)
                        if wm:
                            mults.pop()
                        laid.pop()
                        if not rc[li]:
                            st[4] |= 1 << li
                        rc[li] += 1
                        word.pop()
                    if st[2]:
                        if shared:
                            key = (id(alts), -1 - allowed)
                            follow = memo.get(key)
                            if follow is None:
                                follow = memo[key] = _widen(alts, allowed, nodes, node_of)
                        else:
                            follow = _widen(alts, allowed, nodes, node_of)
                        if follow:
                            code = follow[0][2][-1].lower()
                            p, wm = table[code]
                            if wm:
                                mults.append(wm)
                            st[2] -= 1
                            laid.append((r0, c0, T.BLANK, "", ""))
                            word.append("?")
                            walk_alts(nxt, d, follow, w2, False, pts + p,
                                      xsum + place(c, d, entry_cross, code), t2, m2)
                            word.pop()
                            laid.pop()
                            if wm:
                                mults.pop()
                            st[2] += 1
                    if nk and entry_cross is not None:
                        crosses.pop()
                    if tangled:
                        st[0].pop()
                    st[1] = tiles
                if st[3] and wl and not after_arrow and arrow_here:
                    o = other[d]
                    m = c + o
                    if kind[m] == LETTER or kind[m] == EMPTY:
                        st[3] -= 1
                        st[1] = tiles - 1
                        laid.append((pos_of[c][0], pos_of[c][1], T.ARROW, "", "rd" if d == 1 else "dr"))
                        walk_alts(m, o, alts, wl, True, pts, xsum, touch, mods)
                        laid.pop()
                        st[1] = tiles
                        st[3] += 1
            if pushed:
                del word[-pushed:]

        def unmake() -> None:
            # The walks call themselves through their cells and reach this
            # run through its methods: reference cycles that would keep the
            # run, its moves and seen sets alive until a full collection (a
            # long pause once many runs pile up).  Empty them once done.
            nonlocal walk, walk_alts
            del walk, walk_alts, self.walk, self.walk_alts, self._unmake_walk
            parked.clear()

        self.walk_alts = walk_alts
        self.walk = walk
        self._unmake_walk = unmake

    def _snapshot(self) -> tuple:
        """What the walks share and restore as they return: a parked walk
        takes it up again where it stood."""
        st = self.st
        return (self.rc[:], [st[0][:], *st[1:8]], self.word[:], self.laid[:], self.mults[:],
                self.crosses[:], self.ctx[:3])

    def _restore(self, saved: tuple) -> None:
        rc, st, word, laid, mults, crosses, ctx = saved
        self.rc[:] = rc
        self.st[0:8] = [st[0][:], *st[1:]]
        self.word[:] = word
        self.laid[:] = laid
        self.mults[:] = mults
        self.crosses[:] = crosses
        self.ctx[:3] = ctx

    def _drain(self) -> Iterator[None]:
        """The walks parked, each after a pause with a new budget (the ones
        they park in turn too); then the shared state as the caller left it."""
        if not self.parked:
            return
        after = self._snapshot()
        parked, st = self.parked, self.st
        while parked:
            yield
            walk, args, saved = parked.pop()
            self._restore(saved)
            st[8] = WALK_BUDGET
            walk(*args)
        self._restore(after)

    def _settled(self, entry: _Cross, c: int, d: int) -> bool:
        """Whether a letter on tangled cell ``c`` (the word reading on in
        ``d``, no arrow left to lay) keeps ``entry``'s cross word as the
        board reads it: no tile of this placement lies, or can come to lie,
        on its frontier.  Words read only right and down, so the tiles after
        ``c`` lie on the board's path on from it, turned by its arrows."""
        ahead = self._ahead.get((c, d))
        if ahead is None:
            ahead = self._ahead[(c, d)] = self._path_on(c, d)
        frontier = entry.frontier
        if frontier & ahead or any((t[0], t[1]) in frontier for t in self.laid):
            return False
        ctx = self.ctx
        if ctx[2] is None:
            return True
        pos_of = self.g.pos_of
        cells = list(ctx[0]) + ([ctx[1][1]] if ctx[1] is not None else [])
        return not any(pos_of[i] in frontier for i in cells)

    def _path_on(self, c: int, d: int) -> frozenset[Pos]:
        """The cells a word can still cover after cell ``c``, reading in
        ``d`` and turning at the board's arrows (no new one)."""
        g = self.g
        kind, pos_of = g.kind, g.pos_of
        out = []
        i = c + d
        while True:
            k = kind[i]
            if k == g.match[d]:
                d = g.other[d]
            elif k not in (EMPTY, LETTER):
                break
            else:
                out.append(pos_of[i])
            i += d
        return frozenset(out)

    def _verify(self, template: tuple, slots: tuple[int, ...],
                choices: Sequence[tuple[str, ...]], tangles: list[_Cross]) -> None:
        """Placements using the ``tangles`` cross-checks, ``template`` with
        its blanks at ``slots`` naming each of ``choices``: ask the engine.
        They lie alike and score alike (a blank scores nothing whatever it
        names), so the engine lays one and the others only spell their words
        again.  A tangled cell whose frontier the placement leaves empty
        reads its cross word as laid now: the letter there must fit its
        ``loose`` mask (with two blanks, thousands of placements are refused
        so, each of which the engine would have laid)."""
        cells = {(t[0], t[1]) for t in template}
        loose = [(e.pos, e.loose) for e in tangles if not e.frontier & cells]
        contains = self.gen.lexicon.contains
        ev = None
        spelling: list[list[str | int]] = []   # per word: letters, or a blank's index
        for letters in choices:
            tiles = _fill(template, slots, letters)
            if loose:
                at = {(r, c): named or tile for r, c, tile, named, _ in tiles}
                if any(not mask >> _INDEX[at[pos]] & 1 for pos, mask in loose):
                    continue
            key = frozenset(tiles)
            if key in self.seen:
                continue
            self.seen.add(key)
            if ev is None:
                try:
                    ev = evaluate(self.board, self.rack,
                                  [Laid((r, c), t, l, b) for r, c, t, l, b in tiles], self.rules)
                except IllegalAction:
                    continue
                named = {(template[i][0], template[i][1]): k for k, i in enumerate(slots)}
                spelling = [[named.get(p, ch) for p, ch in zip(w.path.cells, w.word)]
                            for w in ev.words]
            words = ["".join(letters[x] if isinstance(x, int) else x for x in parts)
                     for parts in spelling]
            if all(contains(w) for w in words):
                self.out.append(_from_evaluation(ev, tiles, self.nk, words[0] if words else ""))

    # --- stacks -------------------------------------------------------------
    def stack_work(self) -> Iterator[None]:
        """Every stacked placement, word by word on the board, in steps."""
        g = self.g
        for r in range(g.n):
            for c in range(g.n):
                i = g.index((r, c))
                if g.kind[i] != LETTER:
                    continue
                for d in (g.R, g.D):
                    if g.prev(i, d) is None:
                        yield from self._stack_path(g.path(i, d))
                        yield

    def _stack_path(self, path: list[tuple[int, int]]) -> Iterator[None]:
        """Every stacked placement on the word ``path`` (its letter cells
        with their reading directions), pausing as the walks do
        (WALK_BUDGET)."""
        g, gen = self.g, self.gen
        if not any(g.height[i] == 1 for i, _ in path):
            return
        on_path = {i for i, _ in path}
        xinfo = []
        for i, d in path:
            if g.height[i] != 1:
                xinfo.append(None)
                continue
            xinfo.append(self._stack_check(i, g.other[d], on_path))
        rc = self.rc
        laid: list[tuple] = []
        # letter tiles left, blanks left, tangled, calls left in this step
        st = [self.letters, self.nb, 0, WALK_BUDGET]
        parked: list[tuple] = []
        single = len(path) == 1
        n = len(path)
        letters = g.letter
        pos_of = g.pos_of

        def go(k: int, node: int, final: bool) -> None:
            if st[3] <= 0:
                parked.append(((k, node, final), (rc[:], laid[:], st[:3])))
                return
            st[3] -= 1
            if k == n:
                if laid and (single or final):
                    st[3] -= VERIFY_COST if st[2] else RECORD_COST
                    self._stack_record(path, laid, st[2])
                return
            i, _ = path[k]
            cur = letters[i]
            if single:
                mask, edges = ALL, None
            else:
                mask, edges = gen.node(node)
                if mask >> cur & 1:
                    _, t, f = edges[(mask & ((1 << cur) - 1)).bit_count()]
                    go(k + 1, t, f)
            x = xinfo[k]
            if x is None or not st[0]:
                return
            xm, tangled = x
            allowed = mask & xm & ~(1 << cur)
            pos = pos_of[i]
            if single:
                options = [(li, 0, False) for li in _bits(allowed)]
            else:
                options = [e for e in edges if allowed >> e[0] & 1]
            st[0] -= 1
            st[2] += tangled
            for li, t, f in options:
                ch = ALPHABET[li]
                if rc[li]:
                    rc[li] -= 1
                    laid.append((pos[0], pos[1], ch, "", ""))
                    go(k + 1, t, f)
                    laid.pop()
                    rc[li] += 1
                if st[1]:
                    st[1] -= 1
                    laid.append((pos[0], pos[1], T.BLANK, ch, ""))
                    go(k + 1, t, f)
                    laid.pop()
                    st[1] += 1
            st[2] -= tangled
            st[0] += 1

        base = rc[:]
        go(0, gen.root, False)
        while parked:
            yield
            args, (rc[:], laid[:], st[:3]) = parked.pop()
            st[3] = WALK_BUDGET
            go(*args)
        rc[:] = base
        del go  # it calls itself through its cell (see _make_walk's unmake)

    def _stack_check(self, i: int, x: int, on_path: set[int]) -> tuple[int, int]:
        """(mask, tangled) for a letter stacked on cell ``i``, across in ``x``."""
        g = self.g
        cells = g.path(i, x)
        if len(cells) == 1:
            return ALL, 0
        if any(p in on_path and p != i for p, _ in cells):
            return ALL, 1
        k = [p for p, _ in cells].index(i)
        letters = [g.letter[p] for p, _ in cells]
        return self.gen._mask(letters[:k], letters[k + 1:]), 0

    def _stack_record(self, path: list[tuple[int, int]], laid: list[tuple], tangled: int) -> None:
        key = frozenset(laid)
        if key in self.seen:
            return
        self.seen.add(key)
        tiles = tuple(laid)
        if tangled:
            self._verify_stack(tiles)
            return
        g, board = self.g, self.board
        new = {(r, c): T.board_code(t, l) for r, c, t, l, _ in tiles}
        total = 0
        words = []
        if len(path) > 1:
            pts = 0
            mults = []
            chars = []
            for i, _ in path:
                pos = g.pos_of[i]
                code = new.get(pos)
                if code is None:
                    code = board.top[pos]
                    pts += self.old_pts[code]
                else:
                    p, wm = self.stack_pts[code]
                    pts += p
                    if wm:
                        mults.append(wm)
                chars.append(code.upper())
            total += pts * word_multiplier(mults)
            words.append("".join(chars))
        direction = {g.pos_of[i]: d for i, d in path}
        for pos, code in new.items():
            score, word = self._stack_cross(pos, g.other[direction[pos]], code)
            total += score
            if word:
                words.append(word)
        total += rack_bonus(len(tiles), self.rules.rack_size)
        self.out.append(Move(total, tiles, words[0] if words else "", True))

    def _stack_cross(self, pos: Pos, x: int, code: str) -> tuple[int, str]:
        """The engine's score of the word across a tile stacked on ``pos``
        (0 and "" if it has one letter only)."""
        key = (pos, x, code)
        got = self._stack_scores.get(key)
        if got is None:
            g = self.g
            cells = [g.pos_of[p] for p, _ in g.path(g.index(pos), x)]
            if len(cells) == 1:
                got = (0, "")
            else:
                after = self.board.with_tiles({pos: code})
                ws = score_word(after, Path(tuple(cells), (), None, None), (pos,), stacked=True)
                got = (ws.score, ws.word)
            self._stack_scores[key] = got
        return got

    def _verify_stack(self, tiles: tuple) -> None:
        try:
            ev = evaluate(self.board, self.rack,
                          [Laid((r, c), t, l, b) for r, c, t, l, b in tiles], self.rules)
        except IllegalAction:
            return
        if any(not self.gen.lexicon.contains(w.word) for w in ev.words):
            return
        self.out.append(_from_evaluation(ev, tiles, 0, ev.words[0].word if ev.words else ""))

    def blocks_alone(self) -> list[Move]:
        """Blocking tiles laid alone (only when the rules allow it)."""
        ends = sorted({p for _, path in self.board.words() for p in (path.before, path.after)
                       if p is not None and p not in self.board.top})
        out = []
        for k in range(1, min(self.nk, len(ends)) + 1):
            for cells in combinations(ends, k):
                out.append(Move(rack_bonus(k, self.rules.rack_size), (), "", False, (), cells))
        return out


_CODES = list(ALPHABET) + [ch.lower() for ch in ALPHABET]


def _dangling(g: _Grid) -> bool:
    """Whether an arrow on the board lacks a letter on a side of its bend."""
    for i, k in enumerate(g.kind):
        if k == ARROW_RD or k == ARROW_DR:
            into, out = (1, g.w) if k == ARROW_RD else (g.w, 1)
            if g.kind[i - into] != LETTER or g.kind[i + out] != LETTER:
                return True
    return False


def _advance(alts: list[tuple], li: int, nodes: dict, node_of: Any) -> list[tuple]:
    """The alternatives that can go on with letter ``li``, moved along it.
    An alternative is (its node's (mask, edges), final, blank letters)."""
    out = []
    bit = 1 << li
    below = bit - 1
    for info, _, letters in alts:
        mask = info[0]
        if mask & bit:
            _, t, f = info[1][(mask & below).bit_count()]
            out.append((nodes.get(t) or node_of(t), f, letters))
    return out


def _widen(alts: list[tuple], allowed: int, nodes: dict, node_of: Any) -> list[tuple]:
    """The alternatives after a blank standing for any letter of ``allowed``."""
    return [(nodes.get(t) or node_of(t), f, letters + (ALPHABET[li],))
            for info, _, letters in alts for li, t, f in info[1] if allowed >> li & 1]


def _fill(tiles: tuple, slots: tuple[int, ...], letters: tuple[str, ...]) -> tuple:
    """``tiles`` with the blanks at ``slots`` standing for ``letters``."""
    if not slots:
        return tiles
    out = list(tiles)
    for i, ch in zip(slots, letters):
        r, c, tile, _, bend = out[i]
        out[i] = (r, c, tile, ch, bend)
    return tuple(out)


def _from_evaluation(ev: Evaluation, tiles: tuple, blocks: int, main: str) -> Move:
    """The move ``tiles``, laid as ``ev`` lays them (``tiles`` may differ from
    ``ev``'s only in the letters blanks name, ``main`` is its main word)."""
    ends: tuple[Pos, ...] = ()
    if blocks and not ev.stacked:
        laid = {(r, c) for r, c, *_ in tiles}
        cells = {p for w in ev.words for p in (w.path.before, w.path.after)
                 if p is not None and p not in ev.board.top and p not in laid}
        ends = tuple(sorted(cells))
    return Move(ev.total, tiles, main, ev.stacked, ends)
