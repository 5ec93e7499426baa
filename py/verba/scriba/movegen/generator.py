"""``MoveGenerator``: what is kept for one lexicon between generations, and
a generation's order of work."""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ...steps import run
from ..board import LEGEND, Board, Layout, Path, Pos
from ..ruleset import Ruleset
from ..scoring import score_word
from .cross import CrossChecks
from .dawg import Dawg
from .cutoff import Cutoff
from .grid import ALPHABET, CODES, Grid
from .move import Move, block_variants
from .search import Run


class MoveGenerator:
    """Move generation over one lexicon (the DAWG nodes it has expanded and
    the cross-checks of the last board it saw are kept between calls)."""

    def __init__(self, lexicon: Any) -> None:
        if lexicon.alphabet != ALPHABET:
            raise ValueError("scriba: the lexicon's alphabet is not Scriba's")
        self.lexicon = lexicon
        self.dawg = Dawg(lexicon)
        self.cross = CrossChecks(self.dawg)
        self.stats = self.cross.stats
        # what each letter scores on each field (``letter_points``) and the
        # codes that score alike everywhere: read in the first call's steps
        self.letter_points: dict[tuple[str, str, int], tuple[int, int]] = {}
        self.score_class: dict[str, int] = {}
        # the last rack's prefixes (``prefixes.list_prefixes``): a computer's
        # move, its hints and the review often search one rack again
        self.prefix_cache: tuple[tuple, list[tuple]] | None = None

    def _score_table(self) -> Iterator[None]:
        """Read ``letter_points`` from the engine, a field per step, and
        class the codes that score alike on every field (words whose tiles
        are of the same classes score alike wherever they lie)."""
        table: dict[tuple[str, str, int], tuple[int, int]] = {}
        for field in LEGEND:
            table.update(_letter_points(field))
            yield
        rows: dict[tuple, int] = {}
        self.score_class = {code: rows.setdefault(tuple(table[(f, code, 0)] for f in LEGEND),
                                                  len(rows))
                            for code in CODES}
        self.letter_points = table

    def moves(self, board: Board, rack: Sequence[str], rules: Ruleset,
              blocks: bool = False, top: int | None = None,
              worth: Mapping[Pos, float] | None = None,
              cutoff: Cutoff | None = None) -> list[Move]:
        """Every legal move (``blocks``: with every blocking-tile variant too;
        otherwise each move lists its ``ends``).  ``top``, ``worth`` and
        ``cutoff`` keep fewer (see ``steps``)."""
        return run(self.steps(board, rack, rules, blocks, top, worth, cutoff))

    def steps(self, board: Board, rack: Sequence[str], rules: Ruleset,
              blocks: bool = False, top: int | None = None,
              worth: Mapping[Pos, float] | None = None,
              cutoff: Cutoff | None = None) -> Iterator[None]:
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
        if not self.letter_points:
            yield from self._score_table()
        self.cross.sync(board)
        out: list[Move] = []
        search = Run(self, Grid(board), board, rack, rules, out, top, worth, cutoff)
        yield from search.work()
        if blocks and search.nk:
            extra = []
            for move in out:
                extra.extend(block_variants(move, search.nk, rules.rack_size))
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
    for code in CODES:
        board = Board(layout, {(0, 0): (code,)})
        for how, new, stacked in ((0, ((0, 0),), False), (1, (), False), (2, ((0, 0),), True)):
            x = score_word(board, path, new, stacked).letters[0]
            table[(field, code, how)] = (x.points, x.word_mult)
    return table
