"""Dates of the dailies: their numbers and their seeds, from the date alone.

A date is ISO text, ``"2026-12-03"``, the player's local calendar day. Day
arithmetic is done here on whole numbers (days since 1970-01-01, the
proleptic Gregorian calendar), so the page needs no ``datetime``, and
CPython and Pyodide count alike. Daily #1 is ``FIRST_DAY``.
"""
from __future__ import annotations

import re
import time
from typing import Callable

from ..rng import seed_from

FIRST_DAY = "2026-01-01"    # daily #1
ARCHIVE_DAYS = 30           # the days before today that can be played late
SEED_TAG = "verba-daily"    # the first part of every daily's seed (docs/DAILY.md)

_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)


def _days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 (negative before it), Gregorian calendar."""
    year -= month <= 2
    era = year // 400
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def _civil_from_days(days: int) -> tuple[int, int, int]:
    days += 719468
    era = days // 146097
    day_of_era = days - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    mp = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * mp + 2) // 5 + 1
    month = mp + (3 if mp < 10 else -9)
    return year_of_era + era * 400 + (month <= 2), month, day


def ordinal(date: str) -> int:
    """Days since 1970-01-01 of an ISO date; ValueError for anything that is
    not a real date written as ``YYYY-MM-DD``."""
    match = _ISO.fullmatch(date) if isinstance(date, str) else None
    if match is None:
        raise ValueError("a date is written YYYY-MM-DD")
    year, month, day = (int(part) for part in match.groups())
    days = _days_from_civil(year, month, day)
    if not 1 <= month <= 12 or _civil_from_days(days) != (year, month, day):
        raise ValueError(f"no such date: {date}")
    return days


def from_ordinal(days: int) -> str:
    year, month, day = _civil_from_days(days)
    return f"{year:04d}-{month:02d}-{day:02d}"


def shift(date: str, days: int) -> str:
    """The date ``days`` after ``date`` (before it when negative)."""
    return from_ordinal(ordinal(date) + days)


def number(date: str) -> int:
    """The daily's number: 1 on ``FIRST_DAY``, then one more each day."""
    return ordinal(date) - ordinal(FIRST_DAY) + 1


def is_daily(date: str) -> bool:
    """Whether ``date`` has a daily (none before the first)."""
    try:
        return number(date) >= 1
    except ValueError:
        return False


def today(clock: Callable[[], time.struct_time] = time.localtime) -> str:
    """The person's local date (in the page, the browser's time zone)."""
    now = clock()
    return f"{now.tm_year:04d}-{now.tm_mon:02d}-{now.tm_mday:02d}"


def archive(on: str) -> list[str]:
    """The dates that can be played late on ``on``: the ``ARCHIVE_DAYS`` days
    before it, newest first, none before the first daily."""
    return [d for d in (shift(on, -back) for back in range(1, ARCHIVE_DAYS + 1)) if is_daily(d)]


def seed(kind: str, date: str) -> int:
    """The 64-bit seed of ``kind``'s daily on ``date``: ``verba.rng.seed_from``
    over the parts ``"verba-daily"``, the kind's id and the ISO date (recipe in
    docs/DAILY.md). Integer arithmetic only: the same in CPython and Pyodide."""
    ordinal(date)  # a real date, or ValueError
    return seed_from(SEED_TAG, kind, date)
