"""Words touching nothing (Game II: ``must_touch`` off).

Then any empty cell may start a word, and walking the rack from each would
repeat the same walk hundreds of times.  The walks look only for placements
touching the board, as in Game I; a word touching nothing is the same word
wherever it lies, so the rack's words (the prefixes listed, those that end a
word) are laid on each free stretch: a run of empty cells whose letters make
no cross word, with nothing reading on before or after it, straight or bent
by a new arrow.  Its score depends only on the fields under its letters, so
callers wanting only the best (``steps(top=..., worth=...)``) score each word
once per distinct run of fields instead of once per place.
"""
from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .. import tiles as T
from ..scoring import rack_bonus, word_multiplier
from . import pace
from .grid import ALPHABET, EMPTY, LETTER
from .move import Move, fill

if TYPE_CHECKING:
    from .search import Run


def _slots(run: Run) -> Iterator[None]:
    """Where a word touching nothing can lie, by shape (letters, letters
    before a new arrow or 0): (its letter cells in reading order, the new
    arrow's cell or -1 and bend, the empty cells just before and after it
    or -1).  Its letters make no cross word, and nothing before or after
    it reads on.  In steps (a cell's cross-checks may be read for the
    first time): a generator returning the dict."""
    g, gen = run.g, run.gen
    kind, other, match = g.kind, g.other, g.match
    at, entry_of = gen.cross.at, gen.cross.entry
    letters, tiles = run.letters, run.tiles
    arrows = run.na > 0

    def free(c: int, x: int) -> bool:
        if kind[c] != EMPTY:
            return False
        return (at[x][c] or entry_of(g, c, x)).trivial

    def ends(c: int, d: int) -> bool:
        k = kind[c + d]
        return k != LETTER and k != match[d]

    out: dict[tuple[int, int], list[tuple]] = {}
    for f in range(len(kind)):
        if f % pace.SLOT_CELLS == 0:
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


def _words(run: Run) -> Iterator[None]:
    """The rack's words by length, from the prefixes listed: (tiles as
    (letter index, blank) pairs, text with ``?`` for blanks, the choices
    of the blanks' letters, the board codes scored); in steps, a
    generator returning the list."""
    by_len: list[list[tuple]] = [[] for _ in range(run.letters + 1)]
    done = 0
    for j, (every, _, _) in enumerate(run.indexed):
        if j < 2:
            continue
        for p in every:
            finals = [a[2] for a in p[0] if a[1]]
            if finals:
                codes = tuple("a" if blank else ALPHABET[li] for li, blank in p[4])
                by_len[j].append((p[4], p[5], finals, codes))
            done += 1 + len(finals)
            if done >= pace.APART_STEP:
                done = 0
                yield
    return by_len


def _move(run: Run, word: tuple, slot: tuple, k: int, score: int) -> Move:
    """``word`` laid on ``slot`` (``k`` letters before its arrow)."""
    letters, text, finals, _ = word
    cells, a, bend, before, after = slot
    pos_of = run.g.pos_of
    laid = []
    for cell, (li, blank) in zip(cells, letters):
        r, c = pos_of[cell]
        laid.append((r, c, T.BLANK if blank else ALPHABET[li], "", ""))
    if a >= 0:
        r, c = pos_of[a]
        laid.insert(k, (r, c, T.ARROW, "", bend))
    ends = tuple(sorted(pos_of[e] for e in (before, after) if e >= 0)) if run.nk else ()
    tiles = tuple(laid)
    if not finals[0]:
        return Move(score, tiles, text, False, ends)
    slots = tuple(i for i, t in enumerate(tiles) if t[2] == T.BLANK)
    shown = text.replace("?", "{}").format(*finals[0])
    if len(finals) == 1:
        return Move(score, fill(tiles, slots, finals[0]), shown, False, ends)
    return Move(score, fill(tiles, slots, finals[0]), shown, False, ends, (), slots,
                tuple(finals), text)


def lay_apart(run: Run) -> Iterator[None]:
    """The placements touching nothing: each word of the rack on each
    free stretch of the board that holds it, or only the best (``top``,
    ``worth``).  A word's score there depends only on the fields under
    its letters, so where several stretches have the same fields (a
    *signature*) the word is scored once for all of them."""
    shapes = yield from _slots(run)
    words = yield from _words(run)
    size = run.rules.rack_size
    if run.top is None and run.worth is None:
        done = 0
        for (j, k), slots in shapes.items():
            bonus = rack_bonus(j + (k > 0), size)
            new_pts = run.new_pts
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
                    run.keep(_move(run, w, slot, k, pts * word_multiplier(mults) + bonus))
                    done += 4 + len(w[2])
                    if done >= pace.APART_STEP:
                        done = 0
                        yield
        return
    yield from _apart_best(run, shapes, words)


def _apart_best(run: Run, shapes: dict[tuple[int, int], list[tuple]],
                words: list[list[tuple]]) -> Iterator[None]:
    """``lay_apart`` for a caller wanting only the best (``top``, ``worth``)."""
    plain, pos_of, code = run.plain, run.g.pos_of, run.board.layout.code
    worth, top, nk = run.worth or {}, run.top, run.nk
    size, cls, by_field = run.rules.rack_size, run.gen.score_class, run.by_field
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
        for count, slot in enumerate(slots, 1):
            if count % pace.APART_SLOTS == 0:
                yield
            cells, a = slot[0], slot[1]
            e = (slot[3] >= 0) + (slot[4] >= 0) if nk else 0
            covered = cells + (a,) if a >= 0 else cells
            w = sum(worth.get(pos_of[c], 0) for c in covered)
            fields = tuple(code(pos_of[c]) for c in cells)
            sigs.setdefault((fields, e, w), []).append((tuple(sorted(covered)), slot))
        table = []
        for count, ((fields, e, w), found_at) in enumerate(sigs.items(), 1):
            if count % pace.APART_SLOTS == 0:
                yield
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
            if done >= pace.APART_STEP:
                done = 0
                yield
            for e, (value, _, score, slot) in best.items():
                # more free ends allow every blocking variant of fewer
                if any(f > e and v[0] >= value for f, v in best.items()):
                    continue
                for word in same:
                    run.keep(_move(run, word, slot, k, score))
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
                run.keep(_move(run, word, slot, k, score))
                left -= 1
                done += 4 + len(word[2])
                if done >= pace.APART_STEP:
                    done = 0
                    yield
