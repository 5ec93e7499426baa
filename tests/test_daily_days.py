"""The dailies' dates: numbering, the archive, and the seed from the date alone."""
from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from verba.daily import days
from verba.rng import Rng


def test_daily_one_is_the_first_day_and_the_numbers_count_days() -> None:
    assert days.number("2026-01-01") == 1
    assert days.number("2026-01-31") == 31
    assert days.number("2026-03-01") == 60          # 2026 is not a leap year
    assert days.number("2027-01-01") == 366
    assert days.number("2028-12-31") == 365 + 365 + 366   # 2028 is a leap year
    assert not days.is_daily("2025-12-31")
    assert days.is_daily("2026-01-01")


@pytest.mark.parametrize("text", ["2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01",
                                  "26-01-01", "2026-01-01T00:00", "", "２０２６-01-01"])
def test_a_date_that_is_not_a_real_iso_date_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        days.ordinal(text)
    assert not days.is_daily(text)


@given(st.dates())
def test_day_arithmetic_agrees_with_the_calendar(date) -> None:    # type: ignore[no-untyped-def]
    iso = date.isoformat()
    assert days.ordinal(iso) == date.toordinal() - 719163
    assert days.from_ordinal(days.ordinal(iso)) == iso
    assert days.shift(iso, 1) == days.from_ordinal(days.ordinal(iso) + 1)


def test_today_is_the_local_calendar_date() -> None:
    fixed = time.struct_time((2026, 12, 3, 23, 59, 0, 3, 337, 0))
    assert days.today(lambda: fixed) == "2026-12-03"


def test_the_archive_is_the_thirty_days_before_today_none_before_daily_one() -> None:
    archive = days.archive("2026-12-03")
    assert len(archive) == 30 and archive[0] == "2026-12-02" and archive[-1] == "2026-11-03"
    assert days.archive("2026-01-05") == ["2026-01-04", "2026-01-03", "2026-01-02", "2026-01-01"]
    assert days.archive("2026-01-01") == []


def fnv_then_splitmix(*parts: str) -> int:
    """The recipe of docs/DAILY.md, written out again from its words."""
    acc = 0x243F6A8885A308D3
    for part in parts:
        for byte in part.encode("utf-8"):
            acc = ((acc ^ byte) * 0x100000001B3) % 2**64
        acc = (acc + 0x9E3779B97F4A7C15) % 2**64
        z = acc
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
        acc = z ^ (z >> 31)
    return acc


def test_the_seed_follows_the_documented_recipe_and_is_pinned() -> None:
    for kind in ("mistrz", "wordz"):
        for date in ("2026-01-01", "2026-12-03", "2027-02-28"):
            assert days.seed(kind, date) == fnv_then_splitmix("verba-daily", kind, date)
    # the same from run to run (no salted hash anywhere)
    assert days.seed("mistrz", "2026-12-03") == 10975084487196788169
    assert days.seed("wordz", "2026-12-03") != days.seed("mistrz", "2026-12-03")
    assert days.seed("mistrz", "2026-12-04") != days.seed("mistrz", "2026-12-03")
    with pytest.raises(ValueError):
        days.seed("mistrz", "2026-02-30")


def test_the_seed_starts_the_games_generator() -> None:
    first = Rng(days.seed("mistrz", "2026-12-03")).next_u64()
    assert first == Rng(10975084487196788169).next_u64()
