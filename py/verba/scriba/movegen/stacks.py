"""Stacks: letters laid on letters of the board (the upper level), word by
word, with their own rule (no word of the board counted as modified)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import TYPE_CHECKING

from ...errors import IllegalAction
from .. import tiles as T
from ..board import Path, Pos
from ..placement import Laid, evaluate
from ..scoring import rack_bonus, score_word, word_multiplier
from . import pace
from .grid import ALL, ALPHABET, LETTER, bits
from .move import Move, from_evaluation

if TYPE_CHECKING:
    from .search import Run


def stack_work(run: Run) -> Iterator[None]:
    """Every stacked placement, word by word on the board, in steps."""
    g = run.g
    for r in range(g.n):
        for c in range(g.n):
            i = g.index((r, c))
            if g.kind[i] != LETTER:
                continue
            for d in (g.R, g.D):
                if g.prev(i, d) is None:
                    yield from _path(run, g.path(i, d))
                    yield


def _path(run: Run, path: list[tuple[int, int]]) -> Iterator[None]:
    """Every stacked placement on the word ``path`` (its letter cells
    with their reading directions), pausing as the walks do
    (``pace.WALK_BUDGET``)."""
    g, gen = run.g, run.gen
    if not any(g.height[i] == 1 for i, _ in path):
        return
    on_path = {i for i, _ in path}
    xinfo = []
    for i, d in path:
        if g.height[i] != 1:
            xinfo.append(None)
            continue
        xinfo.append(_check(run, i, g.other[d], on_path))
    if run.cutoff is not None and _beaten(run, path, xinfo):
        return
    rc = run.rc
    laid: list[tuple] = []
    # letter tiles and blanks left, tangled cells used, calls left in this step
    letters_left, blanks, tangles, budget = run.letters, run.nb, 0, pace.WALK_BUDGET
    parked: list[tuple] = []
    single = len(path) == 1
    n = len(path)
    letters = g.letter
    pos_of = g.pos_of

    def go(k: int, node: int, final: bool) -> None:
        nonlocal letters_left, blanks, tangles, budget
        if budget <= 0:
            parked.append(((k, node, final), (rc[:], laid[:], letters_left, blanks, tangles)))
            return
        budget -= 1
        if k == n:
            if laid and (single or final):
                budget -= pace.VERIFY_COST if tangles else pace.RECORD_COST
                _record(run, path, laid, tangles)
            return
        i, _ = path[k]
        cur = letters[i]
        if single:
            mask, edges = ALL, None
        else:
            mask, edges = gen.dawg.node(node)
            if mask >> cur & 1:
                _, t, f = edges[(mask & ((1 << cur) - 1)).bit_count()]
                go(k + 1, t, f)
        x = xinfo[k]
        if x is None or not letters_left:
            return
        xm, tangled = x
        allowed = mask & xm & ~(1 << cur)
        pos = pos_of[i]
        if single:
            options = [(li, 0, False) for li in bits(allowed)]
        else:
            options = [e for e in edges if allowed >> e[0] & 1]
        letters_left -= 1
        tangles += tangled
        for li, t, f in options:
            ch = ALPHABET[li]
            if rc[li]:
                rc[li] -= 1
                laid.append((pos[0], pos[1], ch, "", ""))
                go(k + 1, t, f)
                laid.pop()
                rc[li] += 1
            if blanks:
                blanks -= 1
                laid.append((pos[0], pos[1], T.BLANK, ch, ""))
                go(k + 1, t, f)
                laid.pop()
                blanks += 1
        tangles -= tangled
        letters_left += 1

    base = rc[:]
    go(0, gen.dawg.root, False)
    while parked:
        yield
        args, (rc[:], laid[:], letters_left, blanks, tangles) = parked.pop()
        budget = pace.WALK_BUDGET
        go(*args)
    rc[:] = base
    del go  # it calls itself through its cell: a reference cycle until deleted


def _beaten(run: Run, path: list[tuple[int, int]], xinfo: list) -> bool:
    """Whether no stacked placement on ``path`` can score what the cut-off
    needs (``run.cutoff``): its word and each cross word at most their
    letters with every stacked one the rack's best (a tangled cross word,
    which the engine scores, is not bounded)."""
    codes = [ALPHABET[li] for li, k in enumerate(run.rc) if k]
    if any(run.stack_pts[ch][1] for ch in codes) or any(x and x[1] for x in xinfo):
        return False
    best = max([0] + [run.stack_pts[ch][0] for ch in codes])   # a blank scores nothing
    g, top, old = run.g, run.board.top, run.old_pts

    def points(i: int) -> int:
        return old[top[g.pos_of[i]]]

    word = 0
    crosses = []
    for (i, d), x in zip(path, xinfo):
        word += points(i) if x is None else max(points(i), best)
        if x is not None:
            cells = g.path(i, g.other[d])
            crosses.append(sum(points(p) for p, _ in cells if p != i) + best
                           if len(cells) > 1 else 0)
    if len(path) == 1:
        word = 0
    crosses.sort(reverse=True)
    low = run.cutoff.low
    for t in range(1, min(run.letters, len(crosses)) + 1):
        if word + sum(crosses[:t]) + rack_bonus(t, run.rules.rack_size) >= low[t][0]:
            return False
    return True


def _check(run: Run, i: int, x: int, on_path: set[int]) -> tuple[int, int]:
    """(mask, tangled) for a letter stacked on cell ``i``, across in ``x``."""
    g = run.g
    cells = g.path(i, x)
    if len(cells) == 1:
        return ALL, 0
    if any(p in on_path and p != i for p, _ in cells):
        return ALL, 1
    k = [p for p, _ in cells].index(i)
    letters = [g.letter[p] for p, _ in cells]
    return run.gen.dawg.mask(letters[:k], letters[k + 1:]), 0


def _record(run: Run, path: list[tuple[int, int]], laid: list[tuple], tangled: int) -> None:
    key = frozenset(laid)
    if key in run.seen:
        return
    run.seen.add(key)
    tiles = tuple(laid)
    if tangled:
        _verify(run, tiles)
        return
    g, board = run.g, run.board
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
                pts += run.old_pts[code]
            else:
                p, wm = run.stack_pts[code]
                pts += p
                if wm:
                    mults.append(wm)
            chars.append(code.upper())
        total += pts * word_multiplier(mults)
        words.append("".join(chars))
    direction = {g.pos_of[i]: d for i, d in path}
    for pos, code in new.items():
        score, word = _cross(run, pos, g.other[direction[pos]], code)
        total += score
        if word:
            words.append(word)
    total += rack_bonus(len(tiles), run.rules.rack_size)
    run.keep(Move(total, tiles, words[0] if words else "", True))


def _cross(run: Run, pos: Pos, x: int, code: str) -> tuple[int, str]:
    """The engine's score of the word across a tile stacked on ``pos``
    (0 and "" if it has one letter only)."""
    key = (pos, x, code)
    got = run.stack_scores.get(key)
    if got is None:
        g = run.g
        cells = [g.pos_of[p] for p, _ in g.path(g.index(pos), x)]
        if len(cells) == 1:
            got = (0, "")
        else:
            after = run.board.with_tiles({pos: code})
            ws = score_word(after, Path(tuple(cells), (), None, None), (pos,), stacked=True)
            got = (ws.score, ws.word)
        run.stack_scores[key] = got
    return got


def _verify(run: Run, tiles: tuple) -> None:
    try:
        ev = evaluate(run.board, run.rack,
                      [Laid((r, c), t, l, b) for r, c, t, l, b in tiles], run.rules)
    except IllegalAction:
        return
    if any(not run.gen.lexicon.contains(w.word) for w in ev.words):
        return
    run.keep(from_evaluation(ev, tiles, 0, ev.words[0].word if ev.words else ""))


def blocks_alone(run: Run) -> list[Move]:
    """Blocking tiles laid alone (only when the rules allow it)."""
    ends = sorted({p for _, path in run.board.words() for p in (path.before, path.after)
                   if p is not None and p not in run.board.top})
    out = []
    for k in range(1, min(run.nk, len(ends)) + 1):
        for cells in combinations(ends, k):
            out.append(Move(rack_bonus(k, run.rules.rack_size), (), "", False, (), cells))
    return out

