"""The dailies' statistics (``verba.daily.stats``) from a seeded stored
entry, against figures counted by hand."""
from __future__ import annotations

from typing import Any

import pytest

from verba.daily.stats import compute, share
from verba.daily.validate import Result, parse

TODAY = "2026-12-03"


def result(kind: str, date: str, on_day: bool, solved: bool, word: str | None = None,
           **figures: int) -> dict[str, Any]:
    return {"kind": kind, "date": date, "on_day": on_day, "solved": solved,
            "figures": figures, "word": word, "at": 1_796_000_000_000}


def mistrz(date: str, on_day: bool, score: int, optimum: int) -> dict[str, Any]:
    return result("mistrz", date, on_day, score != -20, "ŻABA" if score != -20 else None,
                  score=score, optimum=optimum, ms=60_000)


def seeded_dailies() -> dict[str, Any]:
    """The stored entry's data, results in no particular order."""
    return {"version": 1, "playing": None, "results": [
        mistrz("2026-12-03", True, 16, 25),      # 64 %
        mistrz("2026-12-02", True, -20, 20),     # no word: 0 %
        mistrz("2026-11-30", True, -20, 0),      # the dice allowed no word: no share
        mistrz("2026-11-29", True, 30, 30),      # 100 %
        mistrz("2026-11-28", True, 12, 24),      # 50 %
        mistrz("2026-11-27", True, 5, 20),       # 25 %
        mistrz("2026-11-26", True, 9, 12),       # 75 %
        mistrz("2026-11-25", False, 4, 16),      # late: 25 %, no streak
        result("wordz", "2026-12-01", True, True, "VETE", flips=2, guesses=1, length=5),
        result("wordz", "2026-11-30", False, False, "NUAGE", flips=5, guesses=3, length=5),
        result("scriba", "2026-12-03", True, True, "ŻUREK", score=30, rank=3, total=400,
               best=40),
    ]}


def test_the_figures_of_a_seeded_entry_are_the_hand_counted_ones() -> None:
    stats = compute(parse(seeded_dailies()), TODAY)
    m = stats["mistrz"]
    # on the day: 26, 27, 28, 29, 30 Nov, 2 and 3 Dec; late: 25 Nov
    assert (m.on_day, m.late, m.played) == (7, 1, 8)
    # 2 and 3 Dec run to today (1 Dec was missed); 26–30 Nov is the longest
    assert (m.streak, m.longest) == (2, 5)
    assert [r.date for r in m.recent] == ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28",
                                          "2026-11-29", "2026-11-30", "2026-12-02", "2026-12-03"]
    series = m.series()
    assert series.unit == "percent"
    assert series.values == (25.0, 75.0, 25.0, 50.0, 100.0, None, 0.0, 64.0)
    assert series.wins == (True, True, True, True, True, False, False, True)
    assert m.rows()[-1] == ("#337 · 2026-12-03", True)

    w = stats["wordz"]
    # not played today nor yesterday: no streak; the late one counts apart
    assert (w.on_day, w.late, w.streak, w.longest) == (1, 1, 0, 1)
    assert w.series().values == (0.0, 60.0)     # revealed; 3 of 5 cards face down

    s = stats["scriba"]
    assert (s.on_day, s.late, s.streak, s.longest) == (1, 0, 1, 1)
    assert s.series().values == (75.0,)         # 30 of the best move's 40


def test_the_chart_keeps_the_last_dailies_and_an_empty_entry_has_nothing() -> None:
    stats = compute(parse(seeded_dailies()), TODAY, count=3)
    assert [r.date for r in stats["mistrz"].recent] == ["2026-11-30", "2026-12-02", "2026-12-03"]
    assert stats["mistrz"].played == 8          # the figures still count every daily
    empty = compute(parse({"version": 1, "results": [], "playing": None}), TODAY)
    assert all((d.played, d.streak, d.longest, d.recent) == (0, 0, 0, ()) for d in empty.values())


@pytest.mark.parametrize("kind, solved, figures, expected", [
    ("mistrz", True, {"score": 40, "optimum": 30, "ms": 0}, 100.0),   # above: held at 100
    ("scriba", True, {"score": -5, "rank": 9, "total": 9, "best": 12}, 0.0),
    ("scriba", True, {"score": 0, "rank": 1, "total": 1, "best": 0}, None),
    ("wordz", True, {"flips": 0, "guesses": 1, "length": 4}, 100.0),  # guessed before a flip
    ("wordz", True, {"flips": 12, "guesses": 1, "length": 4}, 0.0),   # flips held at the length
])
def test_the_share_stays_within_0_and_100(kind: str, solved: bool, figures: dict[str, int],
                                          expected: float | None) -> None:
    assert share(Result(kind, TODAY, True, solved, figures)) == expected
