"""The registry of daily kinds: what each stores, and where its rules are.

A kind's rules module is imported when first needed (``rules``), so the
daily screen and the stored results import no game. Adding a kind is one
entry in ``KINDS`` and its rules module; ``validate`` reads the stored
results of every kind listed here by the figures it declares.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

# Scriba's puzzle: far above what a move scores (a few hundred at most) or
# how many a rack has (tens of thousands with two blanks)
MAX_POINTS = 10_000
MAX_MOVES = 1_000_000


@dataclass(frozen=True)
class DailyKind:
    id: str                     # the daily's id, part of its seed (days.seed)
    game: str                   # the game it is played with (its word list, its name)
    rules: str                  # module with the kind's rules (start, outcome, ...)
    # What a result stores, name -> (lowest, highest): checked when read.
    figures: tuple[tuple[str, int, int], ...]

    def module(self) -> ModuleType:
        return importlib.import_module(self.rules)


KINDS: tuple[DailyKind, ...] = (
    # score: the turn's points (-20 with no word); optimum: the best any word
    # scored with the day's dice (or the player's after rerolls, if better);
    # ms: the sand used.
    DailyKind("mistrz", "mistrz", "verba.daily.mistrz",
              (("score", -20, 100), ("optimum", 0, 100), ("ms", 0, 1_800_000))),
    # flips: cards turned before the word was found (or all, revealed);
    # guesses: tokens spent; length: the word's cards.
    DailyKind("wordz", "wordz", "verba.daily.wordz",
              (("flips", 0, 12), ("guesses", 0, 3), ("length", 2, 12))),
    # score: the answer's points; rank: among every legal move (ties share
    # one); total: the legal moves; best: the best move's points.
    DailyKind("scriba", "scriba", "verba.daily.scriba",
              (("score", -MAX_POINTS, MAX_POINTS), ("rank", 1, MAX_MOVES),
               ("total", 1, MAX_MOVES), ("best", 0, MAX_POINTS))),
)


def kind_by_id(kind_id: str) -> DailyKind:
    for kind in KINDS:
        if kind.id == kind_id:
            return kind
    raise KeyError(kind_id)
