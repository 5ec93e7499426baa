"""Scriba's daily: the puzzle of the day's seed (``days.seed("scriba", date)``),
a mid-game position with one clear best move (``verba.scriba.puzzle``);
find the highest-scoring move.

The position follows from the date alone, so a daily in play keeps nothing
but that it began. Working the puzzle out takes about a second in the page:
``prepare`` does it in steps and keeps it for the visit (``kept``); a table
opened without it works it out itself, in slices. The first legal move laid is the
answer, and the daily ends with it: its score, its rank among every legal
move, how many there are, and the best score (docs/RULES.md, "Daily
puzzle").
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..scriba import puzzle as P
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


# the last puzzle worked out in this visit, with its seed
_LAST: list[tuple[int, P.Puzzle]] = []


def puzzle_seed(date: str) -> int:
    return seed(KIND, date)


def prepare(date: str, lexicon: Any, fresh: bool) -> Iterator[None]:
    """The long search of the daily, in steps, before its table shows: the
    day's puzzle, new or answered (its result shows the best moves), unless
    this visit has it already."""
    if kept(date) is None:
        made = yield from P.steps(puzzle_seed(date), lexicon)
        _LAST[:] = [(puzzle_seed(date), made)]


def kept(date: str) -> P.Puzzle | None:
    """The day's puzzle when ``prepare`` worked it out in this visit."""
    return next((made for s, made in _LAST if s == puzzle_seed(date)), None)


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
