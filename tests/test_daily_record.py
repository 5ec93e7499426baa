"""The stored dailies: results, the daily in play, streaks, the archive, and
entries that cannot be read."""
from __future__ import annotations

import json
from typing import Any

import pytest

from verba.daily import record
from verba.daily.validate import MAX_RESULTS, Daily, parse
from verba.storage import MemoryBackend, Storage

MISTRZ = {"score": 16, "optimum": 25, "ms": 72_000}
WORDZ = {"flips": 3, "guesses": 1, "length": 6}


def played(daily: Daily, kind: str, date: str, today: str, figures: dict[str, int],
           solved: bool = True, word: str | None = "KOS") -> Daily:
    daily = record.start(daily, kind, date, today, {"any": "state"})
    return record.finish(daily, solved, figures, word, at=1_000)[0]


def test_a_daily_started_on_its_day_is_on_the_day_and_one_from_the_archive_is_late() -> None:
    daily = played(Daily(), "mistrz", "2026-12-03", "2026-12-03", MISTRZ)
    daily = played(daily, "mistrz", "2026-12-01", "2026-12-03", MISTRZ)
    today, late = daily.results
    assert (today.date, today.on_day) == ("2026-12-03", True)
    assert (late.date, late.on_day) == ("2026-12-01", False)
    assert record.late_count(daily, "mistrz") == 1
    assert record.result_of(daily, "wordz", "2026-12-03") is None


def test_a_daily_is_played_once_and_never_before_its_day() -> None:
    daily = played(Daily(), "wordz", "2026-12-03", "2026-12-03", WORDZ)
    with pytest.raises(ValueError):
        record.start(daily, "wordz", "2026-12-03", "2026-12-03", {})
    with pytest.raises(ValueError):
        record.start(daily, "wordz", "2026-12-04", "2026-12-03", {})
    with pytest.raises(ValueError):
        record.start(daily, "wordz", "2025-12-31", "2026-12-03", {})


def test_the_streak_counts_days_played_on_the_day_up_to_today_or_yesterday() -> None:
    daily = Daily()
    for date in ("2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"):
        daily = played(daily, "mistrz", date, date, MISTRZ)
    # today not played yet: the streak stands from yesterday
    assert record.streak(daily, "mistrz", "2026-12-03") == 3
    daily = played(daily, "mistrz", "2026-12-03", "2026-12-03", MISTRZ, solved=False)
    assert record.streak(daily, "mistrz", "2026-12-03") == 4   # played, even without a word
    # a missed day breaks it; a late game does not mend it
    assert record.streak(daily, "mistrz", "2026-12-05") == 0
    daily = played(daily, "mistrz", "2026-11-29", "2026-12-03", MISTRZ)
    assert record.streak(daily, "mistrz", "2026-12-03") == 4
    assert record.longest_streak(daily, "mistrz") == 4
    assert record.streak(daily, "wordz", "2026-12-03") == 0   # per kind


def test_the_archive_lists_thirty_days_with_their_results() -> None:
    daily = played(Daily(), "wordz", "2026-11-20", "2026-12-03", WORDZ)
    days = record.archive_days(daily, "wordz", "2026-12-03")
    assert len(days) == 30
    assert [date for date, result in days if result is not None] == ["2026-11-20"]


def test_results_round_trip_through_storage_and_a_daily_in_play_resumes() -> None:
    storage = Storage(MemoryBackend())
    daily = played(Daily(), "mistrz", "2026-12-02", "2026-12-02", MISTRZ)
    daily = record.start(daily, "wordz", "2026-12-03", "2026-12-03", {"cards": [1, 2]})
    daily = record.keep_state(daily, {"cards": [1, 2], "moved": True})
    record.save(storage, daily)
    assert record.load(storage) == daily
    assert record.load(storage).playing.state == {"cards": [1, 2], "moved": True}
    assert storage.take_notices() == []


def test_the_oldest_results_go_past_the_limit() -> None:
    results = [{"kind": "mistrz", "date": "2026-01-01", "on_day": True,
                "solved": True, "figures": MISTRZ, "word": "KOS", "at": i} for i in range(3)]
    daily = parse({"version": 1, "results": results, "playing": None})
    assert [r.at for r in daily.results] == [0]   # one per kind and date: the first played
    many = Daily(tuple(played(Daily(), "mistrz", "2026-12-03", "2026-12-03",
                              MISTRZ).results * MAX_RESULTS))
    daily = record.start(many, "wordz", "2026-12-03", "2026-12-03", {})
    assert len(record.finish(daily, True, WORDZ, "MOT")[0].results) == MAX_RESULTS


def good() -> dict[str, Any]:
    return {"version": 1, "results": [
        {"kind": "mistrz", "date": "2026-12-03", "on_day": True, "solved": True,
         "figures": dict(MISTRZ), "word": "ŻÓŁW", "at": 5}], "playing": None}


@pytest.mark.parametrize("spoil", [
    lambda d: d.update(version=2),
    lambda d: d.update(results={}),
    lambda d: d["results"][0].update(kind="scriba"),
    lambda d: d["results"][0].update(date="2025-12-31"),
    lambda d: d["results"][0].update(date="2026-02-30"),
    lambda d: d["results"][0].update(on_day="yes"),
    lambda d: d["results"][0]["figures"].update(score=1000),
    lambda d: d["results"][0]["figures"].update(ms=1.5),
    lambda d: d["results"][0]["figures"].update(flips=1),
    lambda d: d["results"][0]["figures"].pop("optimum"),
    lambda d: d["results"][0].update(word="<b>x</b>"),
    lambda d: d["results"][0].update(word="A" * 17),
    lambda d: d["results"][0].update(at=-1),
    lambda d: d.update(results=d["results"] * (MAX_RESULTS + 1)),
    lambda d: d.update(playing={"kind": "wordz", "date": "2026-12-03", "on_day": True,
                                "state": "x"}),
    lambda d: d.update(playing={"kind": "wordz", "date": "2026-12-03", "on_day": True,
                                "state": {"pad": "x" * 300_000}}),
])
def test_a_spoilt_entry_is_refused(spoil: Any) -> None:
    data = good()
    assert parse(data).results[0].word == "ŻÓŁW"
    spoil(data)
    with pytest.raises(ValueError):
        parse(data)


@pytest.mark.parametrize("raw", ["{not json", "[" * 100 + "]" * 100, json.dumps({"x": 1}),
                                 json.dumps({"schema": 2, "kind": "daily", "data": {"version": 9}})])
def test_an_unreadable_entry_is_set_aside_with_a_notice_and_play_goes_on(raw: str) -> None:
    backend = MemoryBackend()
    backend.set(record.KEY, raw)
    storage = Storage(backend)
    assert record.load(storage) == Daily()
    notices = storage.take_notices()
    assert [n.code for n in notices] == ["storage.set_aside"]
    assert backend.get("verba.aside.daily") == raw
    assert record.save(storage, played(Daily(), "wordz", "2026-12-03", "2026-12-03", WORDZ))
    assert record.load(storage).results[0].kind == "wordz"
