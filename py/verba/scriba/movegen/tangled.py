"""Tangled cross-checks.

A cross word that bends at an arrow might reach another tile of the same
placement; such a cell is "tangled": it allows every letter and the
placements using one are checked with ``placement.evaluate`` itself, but
only those that cover a cell where its cross word stops reading (its
frontier): otherwise the cross word is as on the board, and its letters must
make a word (already in the walk where no later tile can reach the
frontier).  The engine lays each such placement once, whatever letters its
blanks name.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...errors import IllegalAction
from .. import tiles as T
from ..board import Pos
from ..placement import Laid, evaluate
from .cross import Cross
from .grid import ARROW_DR, ARROW_RD, EMPTY, INDEX, LETTER
from .move import fill, from_evaluation

if TYPE_CHECKING:
    from .walk import Walk


def settled(w: Walk, entry: Cross, c: int, d: int) -> bool:
    """Whether a letter on tangled cell ``c`` (the word reading on in
    ``d``, no arrow left to lay) keeps ``entry``'s cross word as the
    board reads it: no tile of this placement lies, or can come to lie,
    on its frontier.  Words read only right and down, so the tiles after
    ``c`` lie on the board's path on from it, turned by its arrows."""
    ahead = w.ahead.get((c, d))
    if ahead is None:
        ahead = w.ahead[(c, d)] = _path_on(w, c, d)
    frontier = entry.frontier
    if frontier & ahead or any((t[0], t[1]) in frontier for t in w.laid):
        return False
    if w.prefix is None:
        return True
    pos_of = w.pos_of
    cells = list(w.cells) + ([w.new_arrow[1]] if w.new_arrow is not None else [])
    return not any(pos_of[i] in frontier for i in cells)


def _path_on(w: Walk, c: int, d: int) -> frozenset[Pos]:
    """The cells a word can still cover after cell ``c``, reading in
    ``d`` and turning at the board's arrows (no new one)."""
    g = w.g
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


def most(w: Walk, template: tuple) -> int:
    """The most the cross words of the walk's tangled cells (``w.tangles``)
    score with the placement ``template`` laid: each read as the engine
    reads it, through the board's letters and arrows and the placement's
    tiles (a blank scores nothing, whatever it names)."""
    g, kind, new_pts, old = w.g, w.kind, w.new_pts, w.old
    laid = {g.index((r, c)): (tile, bend) for r, c, tile, _, bend in template}

    def look(i: int) -> tuple[int, int, int]:
        """Cell ``i``'s kind, points and word bonus with the placement laid."""
        got = laid.get(i)
        if got is None:
            return kind[i], old[i], 0
        tile, bend = got
        if tile == T.ARROW:
            return (ARROW_RD if bend == "rd" else ARROW_DR), 0, 0
        if tile == T.BLANK:
            return LETTER, 0, 0
        p, wm = new_pts[i][tile]
        return LETTER, p, wm

    total = 0
    for entry in w.tangles:
        e = g.index(entry.pos)
        _, pts, mult = look(e)
        letters = 1
        for step, turn in ((-1, g.arrive), (1, g.match)):
            cur, d = e, entry.across
            while True:
                p = cur + step * d
                k, pp, wm = look(p)
                if k == turn[d]:
                    o = g.other[d]
                    p += step * o
                    k, pp, wm = look(p)
                    if k != LETTER:
                        break
                    d = o
                elif k != LETTER:
                    break
                pts += pp
                mult += wm
                letters += 1
                cur = p
        if letters > 1:
            total += max(pts, pts * max(1, mult))
    return total


def verify(w: Walk, template: tuple, slots: tuple[int, ...],
           choices: Sequence[tuple[str, ...]]) -> None:
    """Placements using the tangled cross-checks of the walk (``w.tangles``), ``template`` with
    its blanks at ``slots`` naming each of ``choices``: ask the engine.
    They lie alike and score alike (a blank scores nothing whatever it
    names), so the engine lays one and the others only spell their words
    again.  A tangled cell whose frontier the placement leaves empty
    reads its cross word as laid now: the letter there must fit its
    ``loose`` mask (with two blanks, thousands of placements are refused
    so, each of which the engine would have laid)."""
    cells = {(t[0], t[1]) for t in template}
    loose = [(e.pos, e.loose) for e in w.tangles if not e.frontier & cells]
    contains = w.lexicon.contains
    ev = None
    spelling: list[list[str | int]] = []   # per word: letters, or a blank's index
    for letters in choices:
        tiles = fill(template, slots, letters)
        if loose:
            at = {(r, c): named or tile for r, c, tile, named, _ in tiles}
            if any(not mask >> INDEX[at[pos]] & 1 for pos, mask in loose):
                continue
        key = frozenset(tiles)
        if key in w.seen:
            continue
        w.seen.add(key)
        if ev is None:
            try:
                ev = evaluate(w.board, w.rack_tiles,
                              [Laid((r, c), t, l, b) for r, c, t, l, b in tiles], w.rules)
            except IllegalAction:
                continue
            named = {(template[i][0], template[i][1]): k for k, i in enumerate(slots)}
            spelling = [[named.get(p, ch) for p, ch in zip(x.path.cells, x.word)]
                        for x in ev.words]
        words = ["".join(letters[x] if isinstance(x, int) else x for x in parts)
                 for parts in spelling]
        if all(contains(word) for word in words):
            w.keep(from_evaluation(ev, tiles, w.nk, words[0] if words else ""))

