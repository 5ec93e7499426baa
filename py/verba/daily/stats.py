"""The dailies' statistics, from the stored results (``record.load``).

Per kind: how many were played on the day and how many late (from the
archive), the current and the longest streak (``record``), and the chart of
the last dailies' share of the optimum, one figure per kind
(docs/DAILY.md, "Statistics"):

- Mistrz Słowa: the turn's points over the optimum (no word counts 0; a day
  whose dice allowed no word has no share);
- Scriba puzzle: the answer's points over the best move's;
- Wordz: the share of the word's cards left unturned when it was found (0
  when it was revealed).

Plain Python: pure functions of a ``Daily``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..stats import CHART_GAMES, Series
from .days import number
from .kinds import KINDS
from .record import late_count, longest_streak, streak
from .validate import Daily, Result


def share(result: Result) -> float | None:
    """The result's share of the optimum, 0–100; None when the day allowed
    no score to share (a Mistrz roll without a word, a puzzle whose best
    move scores 0)."""
    f = result.figures
    if result.kind == "wordz":
        unturned = f["length"] - min(f["flips"], f["length"])
        return 100 * unturned / f["length"] if result.solved else 0.0
    whole = f["optimum"] if result.kind == "mistrz" else f["best"]
    if whole <= 0:
        return None
    return 100 * min(max(f["score"], 0), whole) / whole


@dataclass(frozen=True)
class DailyStats:
    kind: str
    on_day: int                      # played on their date
    late: int                        # played from the archive
    streak: int                      # days in a row up to today (record.streak)
    longest: int
    recent: tuple[Result, ...]       # the last dailies played, oldest date first

    @property
    def played(self) -> int:
        return self.on_day + self.late

    def series(self) -> Series:
        """The chart's line: each recent daily's share; solved ones are
        marked as a game won is."""
        return Series(f"stats.daily.series.{self.kind}", "percent",
                      tuple(share(r) for r in self.recent),
                      tuple(r.solved for r in self.recent))

    def rows(self) -> list[tuple[str, bool]]:
        """The chart table's rows: each daily named by its number and date."""
        return [(f"#{number(r.date)} · {r.date}", r.solved) for r in self.recent]


def compute(daily: Daily, today: str, count: int = CHART_GAMES) -> dict[str, DailyStats]:
    """Each daily kind's statistics (every kind, played or not)."""
    out = {}
    for kind in KINDS:
        own = [r for r in daily.results if r.kind == kind.id]   # newest date first
        late = late_count(daily, kind.id)
        out[kind.id] = DailyStats(kind.id, len(own) - late, late, streak(daily, kind.id, today),
                                  longest_streak(daily, kind.id), tuple(reversed(own[:count])))
    return out
