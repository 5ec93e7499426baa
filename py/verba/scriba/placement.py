"""Whether a placement of tiles is legal, which words it forms, what it scores.

``evaluate`` is the one source of truth for legality and scoring: ``apply``
and ``preview`` call it, and so will the move generator.  It does not consult
the dictionary (``check_words`` does, when the rules ask for it).

A placement is a list of tiles laid in one turn, each
``{"row": r, "col": c, "tile": t}`` with ``t`` a rack code (``tiles``); a
blank adds ``"letter"``, an arrow tile ``"bend"`` (``"rd"`` or ``"dr"``).

Two kinds of placement exist:

- *On the floor*: letters (and at most one arrow tile) on empty cells, all on
  one word read rightwards or downwards (turning at the arrow), without gaps,
  touching the tiles already laid (the first word covers the centre instead;
  in Game II, ``Ruleset.must_touch=False``, a word may lie anywhere).
  Blocking tiles go on the cell just before or after a word formed this turn.
- *Stacked*: letters laid on top of letters of one word already on the board
  (one upper level only), changing it; no bonus counts.

"Only one existing word may be modified": a placement on the floor may
extend (or join) at most one word already on the board; every other word it
forms is new, though it may cross letters already there
(``Ruleset.one_modified``; docs/RULES.md says why a stack keeps to its own
rule).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalAction
from . import tiles as T
from .board import Board, Path, Pos, cell_name
from .ruleset import Ruleset
from .scoring import WordScore, rack_bonus, score_word


@dataclass(frozen=True)
class Laid:
    """One tile of a placement."""
    pos: Pos
    tile: str            # rack code
    letter: str = ""     # the letter a blank names
    bend: str = ""       # an arrow tile's bend

    @property
    def code(self) -> str:
        return T.board_code(self.tile, self.letter, self.bend)

    @property
    def face(self) -> str:
        """The letter the tile shows (``""`` for arrow and blocking tiles)."""
        return T.letter_of(self.code)

    @property
    def is_letter(self) -> bool:
        return self.tile not in (T.ARROW, T.BLOCK)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"row": self.pos[0], "col": self.pos[1], "tile": self.tile}
        if self.tile == T.BLANK:
            out["letter"] = self.letter
        if self.tile == T.ARROW:
            out["bend"] = self.bend
        return out


@dataclass(frozen=True)
class Evaluation:
    """A legal placement: the words it forms, scored, and the board after it."""
    laid: tuple[Laid, ...]
    stacked: bool
    words: tuple[WordScore, ...]
    rack_bonus: int
    total: int
    board: Board          # the board with the placement laid

    def to_dict(self) -> dict[str, Any]:
        return {"stacked": self.stacked, "words": [w.to_dict() for w in self.words],
                "rack_bonus": self.rack_bonus, "total": self.total}


def parse(raw: Any) -> tuple[Laid, ...]:
    """Read a placement from action data; refuse anything malformed."""
    if not isinstance(raw, (list, tuple)):
        raise IllegalAction("scriba.bad_action", field="tiles")
    if not raw:
        raise IllegalAction("scriba.empty_placement")
    laid = []
    for item in raw:
        if not isinstance(item, dict):
            raise IllegalAction("scriba.bad_action", field="tiles")
        row, col, tile = item.get("row"), item.get("col"), item.get("tile")
        if type(row) is not int or type(col) is not int:
            raise IllegalAction("scriba.bad_action", field="row/col")
        if not isinstance(tile, str) or (tile not in T.LETTER_VALUES
                                         and tile not in T.SPECIAL_COUNTS):
            raise IllegalAction("scriba.bad_tile", tile=str(tile))
        letter, bend = "", ""
        if tile == T.BLANK:
            letter = item.get("letter")
            if not isinstance(letter, str) or letter.upper() not in T.LETTER_VALUES:
                raise IllegalAction("scriba.blank_letter")
            letter = letter.upper()
        elif tile == T.ARROW:
            bend = item.get("bend")
            if bend not in T.BENDS:
                raise IllegalAction("scriba.bend_direction")
        laid.append(Laid((row, col), tile, letter, bend))
    return tuple(laid)


def evaluate(board: Board, rack: Sequence[str], laid: Sequence[Laid],
             rules: Ruleset) -> Evaluation:
    """Check a placement against the board, the player's rack and the rules;
    return its words and score, or raise ``IllegalAction``."""
    if not laid:
        raise IllegalAction("scriba.empty_placement")
    seen: set[Pos] = set()
    for x in laid:
        if not board.in_bounds(x.pos):
            raise IllegalAction("scriba.off_board", row=x.pos[0], col=x.pos[1])
        if x.pos in seen:
            raise _at("scriba.duplicate_cell", x.pos)
        seen.add(x.pos)
    missing = Counter(x.tile for x in laid) - Counter(rack)
    if missing:
        raise IllegalAction("scriba.not_on_rack", tile=min(missing, key=T.sort_key))
    if not rules.arrows and any(x.tile == T.ARROW for x in laid):
        raise IllegalAction("scriba.arrows_disabled")

    for x in laid:
        if not x.is_letter and x.pos in board.top:
            raise _at("scriba.cell_taken", x.pos)
    if any(x.is_letter and x.pos in board.top for x in laid):
        words, after = _stacked(board, laid, rules)
        stacked = True
    else:
        words, after = _on_floor(board, laid, rules)
        stacked = False
    bonus = rack_bonus(len(laid), rules.rack_size)
    total = sum(w.score for w in words) + bonus
    return Evaluation(tuple(laid), stacked, tuple(words), bonus, total, after)


def _at(code: str, pos: Pos) -> IllegalAction:
    """An error about one cell (``cell`` names it as on the board's edges)."""
    return IllegalAction(code, row=pos[0], col=pos[1], cell=cell_name(pos))


def check_words(evaluation: Evaluation, lexicon: Any) -> None:
    """Refuse the placement if a word it forms is not in the dictionary."""
    for w in evaluation.words:
        if not lexicon.contains(w.word):
            raise IllegalAction("scriba.not_a_word", word=w.word)


def invalid_words(evaluation: Evaluation, lexicon: Any) -> list[str]:
    return [w.word for w in evaluation.words if not lexicon.contains(w.word)]


# --- stacking --------------------------------------------------------------

def _stacked(board: Board, laid: Sequence[Laid], rules: Ruleset) -> tuple[list[WordScore], Board]:
    if not rules.stacking:
        raise IllegalAction("scriba.stacking_disabled")
    for x in laid:
        code = board.top.get(x.pos)
        if code is None or not x.is_letter:
            # one tile on the upper level makes the whole turn a stacking one
            raise IllegalAction("scriba.stack_outside")
        if not T.is_letter(code):
            raise _at("scriba.stack_on_special", x.pos)
        if board.height(x.pos) >= 2:
            raise _at("scriba.stack_too_high", x.pos)
        if code.upper() == x.face:
            raise _at("scriba.stack_same_letter", x.pos)
    cells = {x.pos for x in laid}
    if len(cells) > 1 and _common_path(board, cells) is None:
        raise IllegalAction("scriba.stack_outside")
    after = board.with_tiles({x.pos: x.code for x in laid})
    return [score_word(after, p, cells, stacked=True) for p in _formed(after, cells)], after


# --- on the floor ----------------------------------------------------------

def _on_floor(board: Board, laid: Sequence[Laid], rules: Ruleset) -> tuple[list[WordScore], Board]:
    letters = [x for x in laid if x.is_letter]
    arrows = [x for x in laid if x.tile == T.ARROW]
    blocks = [x for x in laid if x.tile == T.BLOCK]
    if len(arrows) > 1:
        raise IllegalAction("scriba.one_arrow")
    first = not board.has_letters()

    if not letters and not arrows:
        # blocking tiles only
        if not rules.block_alone:
            raise IllegalAction("scriba.block_alone")
        _check_blocks(blocks, [p for _, p in board.words()])
        return [], board.with_tiles({x.pos: x.code for x in blocks})

    tentative = board.with_tiles({x.pos: x.code for x in letters + arrows})
    cells = {x.pos for x in letters + arrows}
    if _common_path(tentative, cells) is None:
        raise _why_not_one_word(tentative, letters, arrows[0] if arrows else None)

    formed = _formed(tentative, cells)
    if first:
        centre = board.layout.centre
        # a letter must cover it: an arrow tile is no letter
        if rules.start_on_centre and centre is not None and all(x.pos != centre for x in letters):
            raise IllegalAction("scriba.first_off_centre")
        if not formed:
            raise IllegalAction("scriba.first_too_short")
    elif rules.must_touch:
        if not formed or not any(pos not in cells for p in formed for pos in p.cells):
            raise IllegalAction("scriba.not_connected")
    elif not formed:
        # Game II: a word may stand apart, but a lone letter is no word
        raise IllegalAction("scriba.too_short")
    if rules.one_modified:
        changed = modified_words(board, formed)
        if len(changed) > 1:
            raise IllegalAction("scriba.two_words_changed", words=", ".join(changed))
    _check_blocks(blocks, formed)

    after = tentative.with_tiles({x.pos: x.code for x in blocks})
    new = {x.pos for x in letters}
    return [score_word(after, p, new, stacked=False) for p in formed], after


def modified_words(board: Board, formed: Sequence[Path]) -> list[str]:
    """The words of ``board`` (before a floor placement) that the words it
    forms extend or join, in board order: a word already there is modified
    when a word formed holds all its letters, read in its own line (a single
    letter is no word: a word crossing it is new)."""
    found: dict[tuple[Pos, ...], str] = {}
    for path in formed:
        cells = set(path.cells)
        for pos in path.cells:
            if pos not in board.top:
                continue        # laid now
            for old in board.paths_through(pos):
                if old.cells not in found and cells.issuperset(old.cells):
                    found[old.cells] = board.word(old)
    return [found[key] for key in sorted(found)]


def _check_blocks(blocks: Sequence[Laid], words: Sequence[Path]) -> None:
    """A blocking tile closes the beginning or the end of a word of this turn
    (or, laid alone, of any word on the board)."""
    ends = {p.before for p in words} | {p.after for p in words}
    for x in blocks:
        if x.pos not in ends:
            raise _at("scriba.block_place", x.pos)


def _formed(board: Board, cells: set[Pos]) -> list[Path]:
    """The words through the given cells, each once, in board order."""
    seen: set[tuple[Pos, ...]] = set()
    found = []
    for pos in sorted(cells):
        if board.is_letter(pos):
            paths = board.paths_through(pos)
        else:
            # an arrow: the word that turns at it
            paths = (board.path(p, d) for p, d in _arrow_entry(board, pos))
        for path in paths:
            if len(path.cells) > 1 and path.cells not in seen:
                seen.add(path.cells)
                found.append(path)
    return found


def _arrow_entry(board: Board, pos: Pos) -> list[tuple[Pos, Pos]]:
    """The letter that leads into an arrow, with its reading direction."""
    incoming, _ = T.BENDS[T.bend_of(board.top[pos])]
    before = (pos[0] - incoming[0], pos[1] - incoming[1])
    return [(before, incoming)] if board.is_letter(before) else []


def _common_path(board: Board, cells: set[Pos]) -> Path | None:
    """The one word that holds every given cell (letters, and an arrow it
    turns at), if there is one."""
    letters = sorted(pos for pos in cells if board.is_letter(pos))
    arrows = cells - set(letters)
    if letters:
        candidates = [board.path(letters[0], d) for d in (T.RIGHT, T.DOWN)]
    else:
        candidates = [board.path(p, d) for a in arrows for p, d in _arrow_entry(board, a)]
    for path in candidates:
        if set(letters) <= set(path.cells) and arrows <= set(path.arrows):
            return path
    return None


def _why_not_one_word(board: Board, letters: Sequence[Laid], arrow: Laid | None) -> IllegalAction:
    """Name what keeps the laid tiles from being one word."""
    if arrow is None:
        rows = {x.pos[0] for x in letters}
        cols = {x.pos[1] for x in letters}
        return IllegalAction("scriba.gap" if len(rows) == 1 or len(cols) == 1
                             else "scriba.not_in_line")
    (ar, ac) = arrow.pos
    incoming, outgoing = T.BENDS[arrow.bend]
    legs = {(-incoming[0], -incoming[1]), outgoing}
    for x in letters:
        r, c = x.pos
        if r != ar and c != ac:
            return IllegalAction("scriba.not_in_line")
        side = ((r > ar) - (r < ar), (c > ac) - (c < ac))
        if side not in legs:
            # e.g. letters left of and above the corner: read right then up
            return IllegalAction("scriba.bend_direction")
    before = (ar - incoming[0], ac - incoming[1])
    after = (ar + outgoing[0], ac + outgoing[1])
    if not (board.is_letter(before) and board.is_letter(after)):
        return IllegalAction("scriba.arrow_unused")
    return IllegalAction("scriba.gap")
