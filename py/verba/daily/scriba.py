"""Scriba's daily: the puzzle of the day's seed (``days.seed("scriba", date)``),
a mid-game position with one clear best move (``verba.scriba.puzzle``);
find the highest-scoring move.

The position follows from the date alone, so a daily in play keeps nothing
but that it began: the table works the puzzle out again when it opens (in
slices, a second or two in the page). The first legal move laid is the
answer, and the daily ends with it: its score, its rank among every legal
move, how many there are, and the best score (docs/RULES.md, "Daily
puzzle").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .days import seed

KIND = "scriba"
LEXICON = "pl"
VERSION = 1


@dataclass(frozen=True)
class State:
    """A puzzle begun and not answered."""


@dataclass(frozen=True)
class Outcome:
    solved: bool                # an answer was given (always, once over)
    figures: dict[str, int]     # score, rank, total, best (kinds.KINDS)
    word: str | None


def puzzle_seed(date: str) -> int:
    return seed(KIND, date)


def start(date: str, lexicon: Any, name: str) -> State:
    return State()


def to_dict(state: State) -> dict[str, Any]:
    return {"version": VERSION}


def from_dict(data: Any) -> State:
    if data != {"version": VERSION}:
        raise ValueError("scriba daily: not a puzzle in play")
    return State()


def outcome(answer: dict[str, Any]) -> Outcome:
    """The result of an answer (``puzzle.Puzzle.judge``): its figures and its word."""
    return Outcome(True, {name: answer[name] for name in ("score", "rank", "total", "best")},
                   answer["word"])
