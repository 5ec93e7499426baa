"""The walk: from a cell on, in a direction, following the DAWG, laying the
rack's tiles on empty cells and reading through the board's.

At an empty cell it lays a letter (one the rack, or a blank, can give, that
the DAWG and the cell's cross-check allow), or, once, with an arrow tile on
the rack, an arrow that turns the word; letters already there are read
through, arrows already there turn it.  Whatever it changes on its state it
restores as it returns.

Blanks.  A blank scores nothing whatever letter it names, so placements that
differ only in their blanks' letters share their score and one ``Move``
stands for all of them: from a blank that several letters fit, the walk
carries the *alternatives* (a DAWG node per choice of letters, ``alts``)
instead of walking once per letter; without them (``alts`` None) it follows
one node.  One body does both; the few places where they differ say so.

One word of the board modified (``Ruleset.one_modified``, docs/RULES.md).
A walk counts the words of the board its placement extends or joins
(``mods``): each run of two letters or more of the board the main word reads
through (a hook's prefix included), and the words each cross word extends
(``Cross.mods``).  The count only grows, so a walk stops at the first word
too many.  Tangled cells count nothing here: the engine, which lays those
placements, applies the rule.

Each call spends one unit of ``budget`` (one per alternative carried); once
it is spent a walk parks itself with a copy of the state (``snapshot``) and
``drain`` takes it up after a pause.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .. import tiles as T
from ..board import Pos
from ..scoring import rack_bonus, word_multiplier
from . import pace
from .bound import Bound
from .cross import Cross
from .dawg import advance, widen
from .grid import ALL, ALPHABET, EMPTY, LETTER, bits
from .move import Move, fill
from .tangled import most, settled, verify

if TYPE_CHECKING:
    from .search import Run

# alternatives: (a node's (mask, edges), final, the letters of the blanks
# laid so far that have several)
Alts = list[tuple]


class Walk:
    """The walks of one generation and the placement they are building.

    The placement so far: ``word`` (its letters, ``?`` for a blank with
    alternatives), ``laid`` (its tiles after a listed prefix), ``mults`` (the
    word bonuses under them), ``crosses`` (the cross-checks of its cross
    words, for the blocking tiles' cells) and ``tangles`` (the tangled
    cross-checks it uses).  What the rack still holds: ``rack`` (letter
    counts), ``rack_mask`` (the letters it has), ``tiles``, ``blanks`` and
    ``arrows`` (0 or 1: one arrow per placement).  ``before`` is the cell just
    before the main word; ``only`` and ``turn`` the letters and whether an
    arrow may go on the next empty cell (a shape's touching cell; no
    restriction further on).  A walk that starts away from the board has its
    first tiles in a listed prefix: ``prefix`` (None otherwise), laid on the
    shape's ``cells`` with its ``new_arrow``.
    """

    __slots__ = ("kind", "letter", "pos_of", "other", "match", "nodes", "node_of", "cross",
                 "entry_of", "cross_score", "new_pts", "old", "limit", "first", "centre", "full",
                 "nk", "rack_size", "board", "g", "rules", "rack_tiles", "lexicon", "out", "seen",
                 "ahead", "memo", "rack", "word", "laid", "mults", "crosses", "tangles", "tiles",
                 "blanks", "arrows", "rack_mask", "before", "only", "turn", "budget", "cells",
                 "new_arrow", "prefix", "heads", "parked", "keep", "cutoff", "bound", "nb")

    def __init__(self, run: Run) -> None:
        gen, g, rules, board = run.gen, run.g, run.rules, run.board
        self.kind, self.letter, self.pos_of = g.kind, g.letter, g.pos_of
        self.other, self.match = g.other, g.match
        self.nodes, self.node_of = gen.dawg.nodes, gen.dawg.node
        # the cross-checks by the direction of the word read (``Cross`` of
        # the other direction), computed on first use
        self.cross = {d: gen.cross.at[g.other[d]] for d in (g.R, g.D)}
        self.entry_of = gen.cross.entry
        self.cross_score = gen.cross.score
        self.new_pts = run.new_pts
        top = board.top
        self.old = [run.old_pts[top[g.pos_of[i]]] if k == LETTER else 0
                    for i, k in enumerate(g.kind)]
        # how many words of the board a placement may extend or join
        self.limit = 1 if rules.one_modified else len(g.kind)
        self.first, self.centre, self.full, self.nk = run.first, run.centre, run.tiles, run.nk
        self.rack_size = rules.rack_size
        # what the engine needs to lay a placement through a tangled cell
        self.board, self.g, self.rules, self.rack_tiles = board, g, rules, run.rack
        self.lexicon, self.out, self.seen = gen.lexicon, run.out, run.seen
        self.keep, self.cutoff = run.keep, run.cutoff
        self.bound = Bound(self, run.rc) if run.cutoff is not None else None
        self.ahead: dict[tuple[int, int], frozenset[Pos]] = {}
        # a listed prefix's first steps, the same for every shape
        self.memo: dict[tuple[int, int], Alts] = {}
        self.rack = run.rc
        self.word: list[str] = []
        self.laid: list[tuple] = []
        self.mults: list[int] = []
        self.crosses: list[Cross] = []
        self.tangles: list[Cross] = []
        self.tiles, self.blanks, self.arrows = run.tiles, run.nb, min(run.na, 1)
        self.nb = run.nb
        self.rack_mask = run.rack_mask
        self.before = 0
        self.only, self.turn = ALL, True
        self.budget = pace.WALK_BUDGET
        self.cells: tuple[int, ...] = ()
        self.new_arrow: tuple[int, int] | None = None
        self.prefix: tuple | None = None
        self.heads: dict[int, tuple[tuple, int, list[int]]] = {}
        self.parked: list[tuple] = []

    def walk(self, c: int, d: int, node: int, final: bool, alts: Alts | None, wl: int,
             after_arrow: bool, pts: int, xsum: int, touch: int, mods: int) -> None:
        """Walk on from cell ``c`` in ``d``, at DAWG ``node`` (``final`` if
        the letters so far make a word), or at the alternatives ``alts``.
        ``wl`` letters so far; ``pts`` their points, ``xsum`` the cross
        words'; ``touch`` whether the placement touches the board yet."""
        # parked once the step's budget is spent; a walk taken up again
        # always makes progress, however much it costs
        if self.budget <= 0:
            self.parked.append(((c, d, node, final, alts, wl, after_arrow, pts, xsum, touch, mods),
                                self.snapshot()))
            return
        self.budget -= 1 if alts is None else len(alts)
        kind, word, limit, full = self.kind, self.word, self.limit, self.full
        # letters already on the board (and arrows turning into them)
        k = kind[c]
        pushed = 0
        while k != EMPTY:
            if k == LETTER:
                li = self.letter[c]
                if alts is None:
                    info = self.nodes.get(node) or self.node_of(node)
                    if not info[0] >> li & 1:
                        break
                    _, node, final = info[1][(info[0] & ((1 << li) - 1)).bit_count()]
                else:
                    alts = advance(alts, li, self.nodes, self.node_of)
                    if not alts:
                        break
                pts += self.old[c]
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
            ends = wl > 1 and self.tiles != full and touch and mods + (pushed > 1) <= limit
            if k == self.match[d]:
                o = self.other[d]
                m = c + o
                km = kind[m]
                if km == LETTER:
                    c, d, k, after_arrow = m, o, km, True
                    continue
                if ends:
                    self._ends_here(c, pts, xsum, final, alts)
                if km == EMPTY:
                    c, d, k, after_arrow = m, o, km, True
                    continue
                break
            if ends:
                self._ends_here(c, pts, xsum, final, alts)
            break
        if k == EMPTY:
            if pushed > 1:
                mods += 1   # the letters just read are a word of the board
            if mods <= limit:
                if wl > 1 and self.tiles != full and touch and not after_arrow:
                    self._ends_here(c, pts, xsum, final, alts)
                if self.tiles and (self.bound is None or not self._beaten(c, d, pts, xsum)):
                    self._empty(c, d, node, final, alts, wl, after_arrow, pts, xsum, touch, mods)
        if pushed:
            del word[-pushed:]

    def _beaten(self, c: int, d: int, pts: int, xsum: int) -> bool:
        """Whether no placement laying more tiles from empty cell ``c`` on
        can reach the cut-off (a word that may still turn at a new arrow,
        or that has a cross word the engine scores, is not bounded)."""
        return not self.arrows and not self.tangles and \
            self.bound.beaten(c, d, pts, xsum, self.cutoff.low)

    def _ends_here(self, after: int, pts: int, xsum: int, final: bool, alts: Alts | None) -> None:
        """Record the placement if its word ends before cell ``after``."""
        if alts is None:
            if final:
                self.record(after, pts, xsum)
            return
        finals = [x[2] for x in alts if x[1]]
        if finals:
            self.record(after, pts, xsum, finals)

    def _empty(self, c: int, d: int, node: int, final: bool, alts: Alts | None, wl: int,
               after_arrow: bool, pts: int, xsum: int, touch: int, mods: int) -> None:
        """The walk at empty cell ``c``: a letter, a blank or an arrow there."""
        x = self.other[d]
        crossing = tangled = None
        mods_after = mods
        if self.first:
            xm = ALL
            contact = 1 if (self.centre < 0 or c == self.centre) else 0
        else:
            entry = self.cross[d][c] or self.entry_of(self.g, c, x)
            xm = entry.mask
            contact = 0 if entry.trivial else 1
            if entry.tangled:
                tangled = entry
                if not self.arrows and settled(self, entry, c, d):
                    xm = entry.loose
            elif contact:
                crossing = entry
                mods_after = mods + entry.mods
                if mods_after > self.limit:
                    xm = 0   # its cross word would change one word too many
        if alts is None:
            info = self.nodes.get(node) or self.node_of(node)
            union = info[0]
        else:
            info = None
            union = 0
            for a in alts:
                union |= a[0][0]
        allowed = union & xm & self.only
        arrow_here = self.turn
        self.only, self.turn = ALL, True
        tiles = self.tiles
        if allowed:
            self.tiles = tiles - 1
            if tangled:
                self.tangles.append(tangled)
            if self.nk and crossing is not None:
                self.crosses.append(crossing)
            touched = touch + contact
            if allowed & self.rack_mask:
                self._letters(c, d, info, alts, allowed, wl + 1, pts, xsum, touched, mods_after,
                              crossing)
            if self.blanks:
                self._blank(c, d, info, alts, allowed, wl + 1, pts, xsum, touched, mods_after,
                            crossing)
            if self.nk and crossing is not None:
                self.crosses.pop()
            if tangled:
                self.tangles.pop()
            self.tiles = tiles
        # a new arrow turning the word here
        if self.arrows and wl and not after_arrow and arrow_here:
            o = self.other[d]
            if self.kind[c + o] in (LETTER, EMPTY):
                self.arrows -= 1
                self.tiles = tiles - 1
                r, col = self.pos_of[c]
                self.laid.append((r, col, T.ARROW, "", "rd" if d == 1 else "dr"))
                self.walk(c + o, o, node, final, alts, wl, True, pts, xsum, touch, mods)
                self.laid.pop()
                self.tiles = tiles
                self.arrows += 1

    def _letters(self, c: int, d: int, info: tuple | None, alts: Alts | None, allowed: int,
                 wl: int, pts: int, xsum: int, touch: int, mods: int,
                 crossing: Cross | None) -> None:
        """Each letter of the rack that ``allowed`` lets on empty cell ``c``."""
        table = self.new_pts[c]
        r, col = self.pos_of[c]
        rack, word, laid, mults = self.rack, self.word, self.laid, self.mults
        # a listed prefix's first step is the same for every shape
        shared = alts is not None and self.prefix is not None and alts is self.prefix[0]
        letters = allowed & self.rack_mask
        # a node's edges hold each letter's next node; alternatives are
        # moved along the letter
        options = info[1] if alts is None else [(li, 0, False) for li in bits(letters)]
        follow = None
        for li, node, final in options:
            if not letters >> li & 1:
                continue
            if alts is not None:
                if shared:
                    follow = self.memo.get((id(alts), li))
                    if follow is None:
                        follow = self.memo[(id(alts), li)] = advance(alts, li, self.nodes,
                                                                     self.node_of)
                else:
                    follow = advance(alts, li, self.nodes, self.node_of)
                if not follow:
                    continue
            ch = ALPHABET[li]
            word.append(ch)
            rack[li] -= 1
            if not rack[li]:
                self.rack_mask &= ~(1 << li)
            laid.append((r, col, ch, "", ""))
            p, wm = table[ch]
            if wm:
                mults.append(wm)
            xs = 0
            if crossing is not None:
                xs = crossing.scores.get(ch)
                if xs is None:
                    xs = self.cross_score(self.board, crossing, ch)
            self.walk(c + d, d, node, final, follow, wl, False, pts + p, xsum + xs, touch, mods)
            if wm:
                mults.pop()
            laid.pop()
            if not rack[li]:
                self.rack_mask |= 1 << li
            rack[li] += 1
            word.pop()

    def _blank(self, c: int, d: int, info: tuple | None, alts: Alts | None, allowed: int,
               wl: int, pts: int, xsum: int, touch: int, mods: int,
               crossing: Cross | None) -> None:
        """A blank on empty cell ``c``: it scores the same whatever it
        stands for (the tests check every variant against the engine), so
        one walk for all the letters ``allowed`` lets there."""
        if alts is None:
            # one letter fits: the blank names it and the walk goes on alone
            edges = [e for e in info[1] if allowed >> e[0] & 1]
            if len(edges) == 1:
                li, node, final = edges[0]
                self._lay_blank(c, d, ALPHABET[li], node, final, None, wl, pts, xsum, touch,
                                mods, crossing)
                return
            follow = [(self.nodes.get(t) or self.node_of(t), f, (ALPHABET[li],))
                      for li, t, f in edges]
        elif self.prefix is not None and alts is self.prefix[0]:
            follow = self.memo.get((id(alts), -1 - allowed))
            if follow is None:
                follow = self.memo[(id(alts), -1 - allowed)] = widen(alts, allowed, self.nodes,
                                                                     self.node_of)
        else:
            follow = widen(alts, allowed, self.nodes, self.node_of)
        if follow:
            self._lay_blank(c, d, "", 0, False, follow, wl, pts, xsum, touch, mods, crossing)

    def _lay_blank(self, c: int, d: int, named: str, node: int, final: bool,
                   alts: Alts | None, wl: int, pts: int, xsum: int, touch: int, mods: int,
                   crossing: Cross | None) -> None:
        """A blank on ``c`` naming ``named``, or ``?`` carrying ``alts``."""
        code = (named or alts[0][2][-1]).lower()
        p, wm = self.new_pts[c][code]
        if wm:
            self.mults.append(wm)
        xs = self._cross_points(crossing, code)
        self.blanks -= 1
        r, col = self.pos_of[c]
        self.laid.append((r, col, T.BLANK, named, ""))
        self.word.append(named or "?")
        self.walk(c + d, d, node, final, alts, wl, False, pts + p, xsum + xs, touch, mods)
        self.word.pop()
        self.laid.pop()
        if wm:
            self.mults.pop()
        self.blanks += 1

    def _cross_points(self, crossing: Cross | None, code: str) -> int:
        """Cross word points of ``code`` laid at ``crossing`` (0 if none)."""
        if crossing is None:
            return 0
        xs = crossing.scores.get(code)
        if xs is None:
            xs = self.cross_score(self.board, crossing, code)
        return xs

    def record(self, after: int, pts: int, xsum: int,
               choices: list[tuple[str, ...]] | None = None) -> None:
        """The placement walked so far, its word ending before ``after``."""
        self.budget -= pace.RECORD_COST + (len(choices) if choices else 0) + \
            (pace.VERIFY_COST if self.tangles else 0)
        prefix, mults, tangles = self.prefix, self.mults, self.tangles
        head: tuple = ()
        if prefix is not None:
            head, head_pts, head_mults = self._head(prefix)
            pts += head_pts
            if head_mults:
                mults = head_mults + mults
        n = len(head) + len(self.laid)
        score = pts * word_multiplier(mults) + xsum + rack_bonus(n, self.rack_size)
        cutoff = self.cutoff
        short = cutoff is not None and score < cutoff.need[n][self.nb - self.blanks]
        if short and not tangles:
            cutoff.dropped += 1
            return
        tiles = head + tuple(self.laid)
        chars = "".join(self.word) if prefix is None else prefix[5] + "".join(self.word)
        slots: tuple[int, ...] = ()
        template = tiles
        if choices is not None:
            slots = tuple(i for i, t in enumerate(tiles) if t[2] == T.BLANK and not t[3])
            tiles = fill(tiles, slots, choices[0])
        if tangles:
            # the engine scores the cross words of tangled cells: only when
            # the most they could score brings the placement up to the cut-off
            if short and score + most(self, template) < cutoff.need[n][self.nb - self.blanks]:
                cutoff.dropped += 1
                return
            verify(self, template, slots, choices or [()])
            return
        if n == 1 and tiles[0][2] != T.ARROW:
            # a single tile is found reading both ways: keep what is new
            fresh = []
            for letters in choices or [()]:
                key = frozenset(fill(template, slots, letters))
                if key not in self.seen:
                    self.seen.add(key)
                    fresh.append(letters)
            if not fresh:
                return
            if choices is not None:
                choices = fresh
                tiles = fill(template, slots, choices[0])
        ends = self._ends(after) if self.nk else ()
        if choices is None:
            move = Move(score, tiles, chars, False, ends)
        else:
            move = Move(score, tiles, chars.replace("?", "{}").format(*choices[0]), False, ends,
                        (), slots, tuple(choices), chars)
        self.out.append(move)
        if cutoff is not None:
            cutoff.offer(move)

    def _ends(self, after: int) -> tuple[Pos, ...]:
        """The empty cells where a blocking tile could close a word of the
        placement, its main word ending before ``after``."""
        kind, pos_of = self.kind, self.pos_of
        cells = set()
        if kind[self.before] == EMPTY:
            cells.add(pos_of[self.before])
        if kind[after] == EMPTY:
            cells.add(pos_of[after])
        for e in self.crosses:
            if e.before is not None:
                cells.add(e.before)
            if e.after is not None:
                cells.add(e.after)
        return tuple(sorted(cells))

    def _head(self, prefix: tuple) -> tuple[tuple, int, list[int]]:
        """The tiles of the current shape's prefix, with their points and
        word bonuses (computed once per prefix and shape)."""
        got = self.heads.get(id(prefix))
        if got is None:
            cells, arrow = self.cells, self.new_arrow
            pos_of, new_pts = self.pos_of, self.new_pts
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
            got = self.heads[id(prefix)] = (tuple(laid), pts, mults)
        return got

    # --- parking -------------------------------------------------------------
    _SHARED = ("tiles", "blanks", "arrows", "rack_mask", "before", "only", "turn", "cells",
               "new_arrow", "prefix")

    def snapshot(self) -> tuple:
        """What the walks share and restore as they return: a parked walk
        takes it up again where it stood."""
        return (self.rack[:], self.word[:], self.laid[:], self.mults[:], self.crosses[:],
                self.tangles[:], tuple(getattr(self, name) for name in self._SHARED))

    def restore(self, saved: tuple) -> None:
        rack, word, laid, mults, crosses, tangles, shared = saved
        self.rack[:] = rack
        self.word[:] = word
        self.laid[:] = laid
        self.mults[:] = mults
        self.crosses[:] = crosses
        self.tangles[:] = tangles
        for name, value in zip(self._SHARED, shared):
            setattr(self, name, value)

    def drain(self) -> Iterator[None]:
        """The walks parked, each after a pause with a new budget (the ones
        they park in turn too); then the state as the caller left it."""
        if not self.parked:
            return
        after = self.snapshot()
        parked = self.parked
        while parked:
            yield
            args, saved = parked.pop()
            self.restore(saved)
            self.budget = pace.WALK_BUDGET
            self.walk(*args)
        self.restore(after)
