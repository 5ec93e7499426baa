"""Every legal placement of a rack on a Scriba board, with its score.

``MoveGenerator(lexicon).moves(board, rack, rules)`` lists every placement
``placement.evaluate`` accepts whose words are all in the lexicon: words along
rows and columns, blanks standing for any letter, a word bent by a new arrow
tile or running through arrows already laid, blocking tiles closing a word of
the turn, and stacks on the upper level.  Nothing else: the tests compare it
with a slow reference that tries every placement the engine accepts.

The modules, by concern:

- ``generator``: ``MoveGenerator``, what is kept between calls for one
  lexicon, and the order of a generation's work;
- ``search``: one generation (``Run``): where the walks start, hooks and
  shapes (Appel–Jacobson anchors);
- ``walk``: the walk itself, one body for a plain walk and one carrying the
  alternatives of blanks (``Move.choices``);
- ``prefixes``: the rack's prefixes, listed once per rack;
- ``grid`` (the board as flat lists), ``dawg`` (the lexicon's nodes as bit
  masks), ``cross`` (cross-checks kept between calls), ``tangled``
  (cross words bending back into the placement: the engine decides);
- ``stacks`` (the upper level), ``apart`` (Game II's words touching
  nothing), ``move`` (``Move``), ``pace`` (how much one step may do);
- ``cutoff`` (for callers wanting only the best few: the moves that could
  not be among them are dropped) and ``bound`` (what a walk can still
  score, so that it stops where nothing could reach the cut-off).

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

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...steps import run
    from .generator import MoveGenerator
    from .move import Move, block_variants

__all__ = ["Move", "MoveGenerator", "block_variants", "run"]
# The package's names come from its modules on first use: importing one
# module of it then compiles that module alone, as the page's warm-up does
# them one at a time (tools/build_site.py, ``import_order``).
_FROM = {"MoveGenerator": ".generator", "Move": ".move", "block_variants": ".move",
         "run": "...steps"}


def __getattr__(name: str) -> Any:
    if name not in _FROM:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(_FROM[name], __name__), name)
