"""The stored dailies read with limits: the one place their entry is checked.

``parse`` takes the data of the ``verba.daily`` entry (already read with the
storage's size and depth limits) and returns a ``Daily`` or raises
``ValueError``, upon which the storage sets the entry aside with a notice.
A daily in play keeps its game state as stored: the kind's own reader
checks it when it is resumed (``record.Playing``), as a saved game's is.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .days import is_daily
from .kinds import KINDS, kind_by_id

VERSION = 1
MAX_RESULTS = 2000        # over five years of every kind: older ones are dropped
MAX_WORD = 16             # letters of a word kept with a result
MAX_STATE_CHARS = 200_000  # a daily in play: a one-turn game, a few kB
MAX_TIME_MS = 1 << 53     # a time in ms since 1970, as JavaScript holds it


@dataclass(frozen=True)
class Result:
    """A daily played to its end."""
    kind: str
    date: str                       # the daily's date
    on_day: bool                    # started on that date (else played late)
    solved: bool                    # Mistrz: a word was played; Wordz: the word found
    figures: dict[str, int]         # the kind's figures (kinds.DailyKind.figures)
    word: str | None = None         # Mistrz: the word played; Wordz: the hidden word
    at: int = 0                     # when it ended, ms since 1970

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "date": self.date, "on_day": self.on_day,
                "solved": self.solved, "figures": dict(self.figures), "word": self.word,
                "at": self.at}


@dataclass(frozen=True)
class Playing:
    """A daily started and not finished: its game state, as its kind stores it."""
    kind: str
    date: str
    on_day: bool
    state: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "date": self.date, "on_day": self.on_day,
                "state": self.state}


@dataclass(frozen=True)
class Daily:
    """The whole entry: results newest date first (one per kind and date)."""
    results: tuple[Result, ...] = ()
    playing: Playing | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"version": VERSION, "results": [r.to_dict() for r in self.results],
                "playing": None if self.playing is None else self.playing.to_dict()}


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"daily: {what} must be true or false")
    return value


def _int(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"daily: {what} out of range")
    return value


def _kind_and_date(data: dict[str, Any]) -> tuple[str, str]:
    kind, date = data.get("kind"), data.get("date")
    if not isinstance(kind, str) or kind not in {k.id for k in KINDS}:
        raise ValueError("daily: unknown kind")
    if not isinstance(date, str) or not is_daily(date):
        raise ValueError("daily: not a daily's date")
    return kind, date


def _word(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= MAX_WORD or not value.isalpha():
        raise ValueError("daily: a word is a few letters")
    return value


def read_result(data: Any) -> Result:
    if not isinstance(data, dict):
        raise ValueError("daily: a result is an object")
    kind, date = _kind_and_date(data)
    figures = data.get("figures")
    wanted = kind_by_id(kind).figures
    if not isinstance(figures, dict) or set(figures) != {name for name, _, _ in wanted}:
        raise ValueError("daily: a result holds its kind's figures")
    return Result(kind, date, _bool(data.get("on_day"), "on_day"),
                  _bool(data.get("solved"), "solved"),
                  {name: _int(figures[name], low, high, name) for name, low, high in wanted},
                  _word(data.get("word")), _int(data.get("at"), 0, MAX_TIME_MS, "at"))


def read_playing(data: Any) -> Playing | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError("daily: a daily in play is an object")
    kind, date = _kind_and_date(data)
    state = data.get("state")
    if not isinstance(state, dict) or len(json.dumps(state)) > MAX_STATE_CHARS:
        raise ValueError("daily: a daily in play holds a short game state")
    return Playing(kind, date, _bool(data.get("on_day"), "on_day"), state)


def parse(data: Any) -> Daily:
    """The stored entry's data as a ``Daily``; ValueError for anything else.
    Two results for one kind and date keep the first (the one played first)."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("daily: not version 1 of the dailies")
    raw = data.get("results")
    if not isinstance(raw, list) or len(raw) > MAX_RESULTS:
        raise ValueError("daily: results must be a list of at most 2000")
    results: dict[tuple[str, str], Result] = {}
    for item in raw:
        result = read_result(item)
        results.setdefault((result.kind, result.date), result)
    ordered = sorted(results.values(), key=lambda r: (r.date, r.at), reverse=True)
    return Daily(tuple(ordered), read_playing(data.get("playing")))
