"""The dailies a person has played: results, the daily in play, streaks and
the archive, kept in one storage entry (``KEY``).

Reading goes through ``storage.read`` and ``validate.parse``: an entry that
cannot be read is set aside with a notice, and the person starts afresh.
"""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from ..storage import DAILY_KEY as KEY
from ..storage import Storage
from .days import archive, is_daily, ordinal, shift
from .validate import MAX_RESULTS, Daily, Playing, Result, parse

KIND = "daily"     # the storage envelope's kind


def load(storage: Storage) -> Daily:
    """What is stored, or nothing played (also when the entry went aside)."""
    return storage.read(KEY, KIND, parse) or Daily()


def save(storage: Storage, daily: Daily) -> bool:
    return storage.write(KEY, KIND, daily.to_dict())


def result_of(daily: Daily, kind: str, date: str) -> Result | None:
    return next((r for r in daily.results if r.kind == kind and r.date == date), None)


def start(daily: Daily, kind: str, date: str, today: str, state: dict[str, Any]) -> Daily:
    """A daily begins (``date`` is today's, or one of the archive's): it is in
    play until it ends; one daily is in play at a time."""
    if not is_daily(date) or ordinal(date) > ordinal(today):
        raise ValueError("daily: no daily on that date yet")
    if result_of(daily, kind, date) is not None:
        raise ValueError("daily: that daily is already played")
    return replace(daily, playing=Playing(kind, date, date == today, state))


def keep_state(daily: Daily, state: dict[str, Any]) -> Daily:
    """The daily in play after a move."""
    assert daily.playing is not None
    return replace(daily, playing=replace(daily.playing, state=state))


def finish(daily: Daily, solved: bool, figures: dict[str, int], word: str | None,
           at: int | None = None) -> tuple[Daily, Result]:
    """The daily in play ends with this result; the oldest results beyond
    ``MAX_RESULTS`` are dropped."""
    playing = daily.playing
    assert playing is not None
    result = Result(playing.kind, playing.date, playing.on_day, solved, dict(figures), word,
                    int(time.time() * 1000) if at is None else at)
    results = sorted((result, *daily.results), key=lambda r: (r.date, r.at), reverse=True)
    return Daily(tuple(results[:MAX_RESULTS]), None), result


def abandon(daily: Daily) -> Daily:
    """The daily in play could not be read back: it is dropped, unplayed."""
    return replace(daily, playing=None)


def streak(daily: Daily, kind: str, today: str) -> int:
    """Consecutive days up to today on which ``kind``'s daily was played on
    the day. Today not played yet does not break it: it counts from yesterday."""
    days = {r.date for r in daily.results if r.kind == kind and r.on_day}
    day = today if today in days else shift(today, -1)
    count = 0
    while day in days:
        count += 1
        day = shift(day, -1)
    return count


def longest_streak(daily: Daily, kind: str) -> int:
    """The longest run of consecutive days played on the day."""
    days = sorted({ordinal(r.date) for r in daily.results if r.kind == kind and r.on_day})
    best = run = 0
    for i, day in enumerate(days):
        run = run + 1 if i and day == days[i - 1] + 1 else 1
        best = max(best, run)
    return best


def late_count(daily: Daily, kind: str) -> int:
    """Dailies of ``kind`` played late, from the archive (counted apart)."""
    return sum(1 for r in daily.results if r.kind == kind and not r.on_day)


def archive_days(daily: Daily, kind: str, today: str) -> list[tuple[str, Result | None]]:
    """The archive's dates for ``kind``, newest first, each with its result."""
    return [(date, result_of(daily, kind, date)) for date in archive(today)]
