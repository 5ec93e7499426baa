"""A slow reference for the Scriba move generator: try placements and keep
every one ``placement.evaluate`` accepts whose words are all in the lexicon.

It knows no rule of its own beyond two facts that only narrow what it tries:

- Words read rightwards or downwards, so the tiles of one placement, taken in
  reading order, each lie right of or below the one before, and between two
  of them the word runs over occupied cells only (no gaps).  Candidate cell
  sets are therefore chains of empty cells (floor) or of single-height letter
  cells (stacks) where each next cell is reached from the one before by steps
  right or down through occupied cells.
- A placement touches the tiles already laid (a word it forms holds one of
  them), so one of its cells is next to an occupied cell; the first one
  covers the centre instead (or lies anywhere, when that rule is off).
- Which cells a placement's words run through does not depend on its letters,
  so the engine is asked once per cell set (with stand-in letters), and the
  letters of the rack are then tried on the words it reported.

One rule it states again in its own way, so that the generator is checked
against more than the engine's code: "only one existing word may be
modified" (``Ruleset.one_modified``).  The engine is asked with that rule
agreed away, and a placement on the floor is kept only if at most one word
of the board is no longer a whole word once it is laid (it was extended, or
joined to another); the engine must then agree, refusing exactly the others.
A stack changes letters, not where words end, so it never counts (as
docs/RULES.md decides).

Blocking tiles: each one must close a word of the placement, so a pair can
only be legal if each of its tiles is legal alone; pairs are tried among the
single blocks the engine accepted.  Meant for small racks (3 or 4 tiles).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations, permutations
from typing import Any

from verba.errors import IllegalAction
from verba.scriba import tiles as T
from verba.scriba.board import Board, Pos
from verba.scriba.placement import Laid, evaluate
from verba.scriba.ruleset import Ruleset

RIGHT, DOWN = (0, 1), (1, 0)


def _linked(board: Board, a: Pos, empty: bool) -> list[Pos]:
    """Cells reached from ``a`` by steps right or down through occupied
    cells, stopping at the first cell of the wanted kind (empty, or a letter
    of height 1 for stacks)."""
    found = []
    seen = set()
    todo = [a]
    while todo:
        p = todo.pop()
        for d in (RIGHT, DOWN):
            q = (p[0] + d[0], p[1] + d[1])
            if not board.in_bounds(q) or q in seen:
                continue
            seen.add(q)
            if empty:
                if q not in board.top:
                    found.append(q)
                else:
                    todo.append(q)
            else:
                if board.is_letter(q) and board.height(q) == 1:
                    found.append(q)
                if q in board.top:
                    todo.append(q)
    return found


def _chains(board: Board, starts: list[Pos], k: int, empty: bool) -> list[tuple[Pos, ...]]:
    out = []

    def grow(chain: tuple[Pos, ...]) -> None:
        out.append(chain)
        if len(chain) < k:
            for q in _linked(board, chain[-1], empty):
                grow(chain + (q,))

    for s in starts:
        grow((s,))
    return out


def _stand_in(board: Board, pos: Pos) -> str:
    """A letter differing from the one on ``pos`` (stacks must change it)."""
    return "B" if board.letter_at(pos) == "A" else "A"


def _try(board: Board, rack: list[str], laid: list[Laid], rules: Ruleset):
    try:
        return evaluate(board, rack, laid, rules)
    except IllegalAction:
        return None


def _keeps_words(board: Board, after: Board) -> bool:
    """At most one word of ``board`` is no longer a whole word of ``after``."""
    whole = {path.cells for _, path in after.words()}
    return sum(path.cells not in whole for _, path in board.words()) <= 1


def _refused_as_changing_two(board: Board, rack: list[str], laid: list[Laid],
                             rules: Ruleset) -> bool:
    try:
        evaluate(board, rack, laid, rules)
    except IllegalAction as err:
        return err.code == "scriba.two_words_changed"
    return False


def _assignments(letter_tiles: list[str], n: int):
    """Ordered choices of ``n`` rack letter tiles, blanks naming any letter:
    yields ((tile, letter), ...)."""
    for combo in set(permutations(letter_tiles, n)):
        options = [[(t, t)] if t != T.BLANK else [(T.BLANK, ch) for ch in T.ALPHABET]
                   for t in combo]
        yield from _product(options)


def _product(options: list[list[tuple[str, str]]]):
    if not options:
        yield ()
        return
    for head in options[0]:
        for rest in _product(options[1:]):
            yield (head,) + rest


def reference_moves(board: Board, rack: list[str], rules: Ruleset, lexicon: Any) -> dict[frozenset, int]:
    """Every legal placement, as {set of (row, col, tile, letter, bend): total}."""
    found: dict[frozenset, int] = {}
    free = replace(rules, one_modified=False)   # the rule is checked here instead
    letter_tiles = [t for t in rack if t in T.LETTER_VALUES or t == T.BLANK]
    arrows = rack.count(T.ARROW) if rules.arrows else 0
    blocks = rack.count(T.BLOCK)
    empty = [(r, c) for r in range(board.size) for c in range(board.size) if (r, c) not in board.top]

    def keep(laid: list[Laid], ev) -> None:
        key = frozenset((x.pos[0], x.pos[1], x.tile, x.letter, x.bend) for x in laid)
        found[key] = ev.total

    def words_ok(ev, fill: dict[Pos, str]) -> bool:
        for w in ev.words:
            word = "".join(fill.get(p) or board.letter_at(p) for p in w.path.cells)
            if not lexicon.contains(word):
                return False
        return True

    # --- on the floor: letters, at most one arrow, then blocking tiles ---
    k = min(len(letter_tiles) + min(arrows, 1), len(rack))
    fake_rack = [T.BLANK] * 8 + [T.ARROW] * 3 + [T.BLOCK] * 2
    centre = board.layout.centre
    first = not board.stacks

    def touches(chain: tuple[Pos, ...]) -> bool:
        if first:
            return centre in chain or not rules.start_on_centre or centre is None
        return any((r + dr, c + dc) in board.top for r, c in chain
                   for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))

    for chain in _chains(board, empty, k, empty=True):
        if not touches(chain):
            continue
        shapes = [(None, "")]
        if arrows:
            shapes += [(i, bend) for i in range(len(chain)) for bend in ("rd", "dr")]
        for arrow_at, bend in shapes:
            cells = [p for i, p in enumerate(chain) if i != arrow_at]
            if len(cells) > len(letter_tiles):
                continue
            stand = [Laid(p, T.BLANK, "A") for p in cells]
            if arrow_at is not None:
                stand.append(Laid(chain[arrow_at], T.ARROW, "", bend))
            geometry = _try(board, fake_rack, stand, free)
            if geometry is None:
                continue
            if rules.one_modified and not _keeps_words(board, geometry.board):
                assert _refused_as_changing_two(board, fake_rack, stand, rules), stand
                continue
            arrow = [Laid(chain[arrow_at], T.ARROW, "", bend)] if arrow_at is not None else []
            for choice in _assignments(letter_tiles, len(cells)):
                fill = {p: letter for p, (_, letter) in zip(cells, choice)}
                if not words_ok(geometry, fill):
                    continue
                laid = [Laid(p, t, letter if t == T.BLANK else "") for p, (t, letter) in zip(cells, choice)]
                laid += arrow
                ev = evaluate(board, rack, laid, rules)   # must be accepted
                keep(laid, ev)
                if blocks:
                    singles = []
                    for q in empty:
                        if q in fill or (arrow and q == arrow[0].pos):
                            continue
                        ev1 = _try(board, rack, laid + [Laid(q, T.BLOCK)], rules)
                        if ev1 is not None:
                            keep(laid + [Laid(q, T.BLOCK)], ev1)
                            singles.append(q)
                    if blocks >= 2:
                        for a, b in combinations(singles, 2):
                            extra = [Laid(a, T.BLOCK), Laid(b, T.BLOCK)]
                            keep(laid + extra, evaluate(board, rack, laid + extra, rules))

    # --- stacked on letters of one word ---------------------------------
    if rules.stacking and board.has_letters():
        low = [p for p in board.letter_cells() if board.height(p) == 1]
        for chain in _chains(board, low, len(letter_tiles), empty=False):
            stand = [Laid(p, T.BLANK, _stand_in(board, p)) for p in chain]
            geometry = _try(board, fake_rack, stand, rules)
            if geometry is None:
                continue
            for choice in _assignments(letter_tiles, len(chain)):
                if any(board.letter_at(p) == letter for p, (_, letter) in zip(chain, choice)):
                    continue
                fill = {p: letter for p, (_, letter) in zip(chain, choice)}
                if not words_ok(geometry, fill):
                    continue
                laid = [Laid(p, t, letter if t == T.BLANK else "") for p, (t, letter) in zip(chain, choice)]
                keep(laid, evaluate(board, rack, laid, rules))

    # --- blocking tiles alone -------------------------------------------
    if blocks and rules.block_alone:
        singles = [q for q in empty if _try(board, rack, [Laid(q, T.BLOCK)], rules) is not None]
        for q in singles:
            keep([Laid(q, T.BLOCK)], evaluate(board, rack, [Laid(q, T.BLOCK)], rules))
        if blocks >= 2:
            for a, b in combinations(singles, 2):
                laid = [Laid(a, T.BLOCK), Laid(b, T.BLOCK)]
                keep(laid, evaluate(board, rack, laid, rules))
    assert all(Counter(t for t in rack) >= Counter(x[2] for x in key) for key in found)
    return found
