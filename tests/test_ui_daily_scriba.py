"""Scriba's daily puzzle among the dailies, in CPython: three dates' puzzles
pinned, today's played from the dailies' list (a refusal, the answer, its
rank, the best five, the share line copied), a reload (done, the streak),
a puzzle left unanswered and resumed, one played late from the archive."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from test_app import click, page_text
from test_app import elements as nodes
from test_ui_daily import TODAY, DayServices, open_daily, press
from verba.daily import record
from verba.daily import scriba as rules
from verba.daily.days import shift
from verba.daily.kinds import kind_by_id
from verba.daily.validate import read_result
from verba.i18n import t
from verba.lexicon import Lexicon
from verba.scriba import puzzle as P
from verba.scriba import tiles as T
from verba.storage import MemoryBackend
from verba.ui.daily.scriba import ScribaDailyScreen
from verba.ui.daily.screen import DailyScreen
from verba.ui.shell.app import App

LEX = Lexicon.from_file_bytes((Path(__file__).resolve().parent.parent / "lexicons"
                               / "pl.dawg.gz").read_bytes())

# date: (the rack, the five best scores, how many moves, the game and turn it came from)
PINNED = {
    "2026-01-01": ("ŹTNAWCL", [48, 34, 32, 30, 27], 272, (0, 7)),
    "2026-12-02": ("EWŃORAI", [69, 42, 40, 38, 38], 753, (0, 10)),
    "2026-12-03": ("NTIRĄES", [87, 68, 64, 55, 48], 643, (0, 6)),
}


@pytest.mark.parametrize("date", sorted(PINNED))
def test_a_dates_puzzle_is_pinned(date):
    rack, top, total, where = PINNED[date]
    p = P.generate(rules.puzzle_seed(date), LEX)
    assert "".join(p.rack) == rack
    assert [m["score"] for m in p.top] == top
    assert (p.total, (p.game, p.turn)) == (total, where)


class DayTimers(DayServices):
    """The dailies' services with timers that run when the test says."""

    def __init__(self, backend: MemoryBackend | None = None, today: str = TODAY) -> None:
        super().__init__(backend, today)
        self.timers: list[Callable[[], None]] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.timers.append(callback)

    def settle(self, until: Callable[[], bool]) -> None:
        while not until():
            assert self.timers, "nothing left to wait for"
            due, self.timers = self.timers, []
            for callback in due:
                callback()


def table(app: App, services: DayTimers, date: str = TODAY) -> ScribaDailyScreen:
    """The day's puzzle opened from the dailies and worked out."""
    open_daily(app, "scriba", date)
    services.settle(lambda: isinstance(app.screen, ScribaDailyScreen)
                    and app.screen.puzzle is not None)
    assert isinstance(app.screen, ScribaDailyScreen)
    return app.screen


def opened(services: DayTimers, date: str = TODAY) -> tuple[App, ScribaDailyScreen]:
    app = App(services, ["en"])
    click(app, "daily")
    return app, table(app, services, date)


def lay(app: App, screen: ScribaDailyScreen, tiles: list[dict[str, Any]]) -> None:
    for tile in tiles:
        rack = screen._rack(screen.state.current)
        used = screen.placing.slots_used()
        slot = next(s for s, x in enumerate(rack) if x == tile["tile"] and s not in used)
        click(app, "rack", slot=slot)
        click(app, "cell", row=tile["row"], col=tile["col"])
        if tile["tile"] == T.BLANK:
            click(app, "name_blank", letter=tile["letter"])
        elif tile["tile"] == T.ARROW:
            click(app, "bend", bend=tile["bend"])


def test_todays_puzzle_is_played_ranked_shared_and_done_after_a_reload():
    services = DayTimers()
    app, screen = opened(services)
    assert "".join(screen.puzzle.rack) == PINNED[TODAY][0]
    assert record.load(app.storage).playing.kind == "scriba"
    # a single tile far from every word: refused, and nothing is stored
    board = screen.state.board
    far = next((r, c) for r in range(15) for c in range(15) if not any(
        (r + dr, c + dc) in board.top for dr in (-1, 0, 1) for dc in (-1, 0, 1)))
    lay(app, screen, [{"row": far[0], "col": far[1], "tile": screen.puzzle.rack[0]}])
    click(app, "commit")
    assert nodes(app, **{"data-problem": "scriba.not_connected"})
    assert record.load(app.storage).results == ()
    click(app, "recall")
    third = screen.puzzle.top[2]
    lay(app, screen, third["action"]["tiles"])
    click(app, "commit")
    total = PINNED[TODAY][2]
    line = f"Scriba #337 · rank 3 of {total} · {third['score']}/{PINNED[TODAY][1][0]}"
    stored = record.load(app.storage)
    assert stored.playing is None
    result = stored.results[0]
    assert (result.kind, result.date, result.on_day) == ("scriba", TODAY, True)
    assert result.figures == {"score": third["score"], "rank": 3, "total": total,
                              "best": PINNED[TODAY][1][0]}
    assert read_result(result.to_dict()) == result
    text = page_text(app)
    assert line in text and t("en", "scriba_ui.puzzle_rank", rank=3, total=total) in text
    assert nodes(app, **{"data-top": str(P.TOP), "data-yours": "2"})
    press(app, **{"data-copy": "1"})
    assert services.clipboard == [line]
    # the share line gives no move away
    assert all(w["word"] not in line for m in screen.puzzle.top for w in m["words"])

    again = DayTimers(services.storage.backend)
    app = App(again, ["en"])
    click(app, "daily")
    card = nodes(app, **{"data-kind": "scriba"})[0]
    assert card[1]["data-done"] == "1"
    assert nodes(app, **{"data-streak": "scriba"})[0][2] == t("en", "daily_ui.streak", n=1)
    assert line in page_text(app)
    screen = table(app, again)
    assert nodes(app, **{"data-stage": "result"}) and nodes(app, **{"data-rank": "3"})
    assert line in page_text(app)
    assert screen.key({"key": "Escape"}) and isinstance(app.screen, DailyScreen)


def test_a_puzzle_left_unanswered_is_resumed_and_nothing_else_starts_meanwhile():
    services = DayTimers()
    app, screen = opened(services)
    again = DayTimers(services.storage.backend)
    app = App(again, ["en"])
    click(app, "daily")
    assert nodes(app, **{"data-daily": "scriba", "data-date": TODAY})[0][2] \
        == t("en", "daily_ui.resume")
    assert not nodes(app, **{"data-daily": "mistrz", "data-date": TODAY})
    table(app, again)
    assert nodes(app, **{"data-stage": "turn"})


def test_a_puzzle_from_the_archive_is_played_late():
    services = DayTimers()
    yesterday = shift(TODAY, -1)
    app, screen = opened(services, yesterday)
    assert "".join(screen.puzzle.rack) == PINNED[yesterday][0]
    lay(app, screen, screen.puzzle.top[0]["action"]["tiles"])
    click(app, "commit")
    result = record.load(app.storage).results[0]
    assert (result.date, result.on_day, result.figures["rank"]) == (yesterday, False, 1)
    assert t("en", "daily_ui.late_note") in page_text(app)
    assert record.streak(record.load(app.storage), "scriba", TODAY) == 0
    assert record.late_count(record.load(app.storage), "scriba") == 1


def test_a_stored_scriba_result_out_of_range_is_refused():
    good = {"kind": "scriba", "date": TODAY, "on_day": True, "solved": True, "word": "KOT",
            "figures": {"score": 40, "rank": 2, "total": 300, "best": 52}, "at": 1}
    assert read_result(good).figures["rank"] == 2
    for name, value in (("rank", 0), ("total", 10 ** 7), ("best", -1), ("score", 10 ** 5)):
        with pytest.raises(ValueError):
            read_result({**good, "figures": {**good["figures"], name: value}})
    assert kind_by_id("scriba").game == "scriba"
    assert json.loads(json.dumps(rules.to_dict(rules.start(TODAY, LEX, "Ty")))) \
        == {"version": 1}
    with pytest.raises(ValueError):
        rules.from_dict({"version": 1, "board": "x"})


def test_a_puzzle_prepared_in_steps_is_kept_for_the_visit_and_the_table_opens_on_it():
    day = "2026-01-01"
    work = rules.prepare(day, LEX, True)
    steps = sum(1 for _ in work)
    assert steps > 1000
    made = rules.kept(day)
    assert made is not None and "".join(made.rack) == PINNED[day][0]
    assert list(rules.prepare(day, LEX, False)) == []       # done earlier in this visit
    assert rules.kept(shift(day, 1)) is None
    services = DayTimers(today=day)
    app = App(services, ["en"])
    click(app, "daily")
    screen = open_daily(app, "scriba", day)
    assert screen.puzzle is made and nodes(app, **{"data-stage": "turn"})
