"""The daily screens in CPython: the home's entry, today's dailies, playing
Mistrz Słowa's and Wordz's through their tables, the result and its share
line copied, a reload, the archive, and a stored entry that cannot be read."""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

import pytest

from test_app import FakeServices, click, page_text
from test_app import elements as nodes
from test_ui_wordz import read_lexicon
from verba.daily import record
from verba.i18n import LANGS
from verba.lexicon_store import LexiconStore
from verba.storage import MemoryBackend
from verba.ui.daily.mistrz import MistrzDailyScreen
from verba.ui.daily.preparing import PreparingScreen
from verba.ui.daily.screen import DailyScreen
from verba.ui.daily.wordz import WordzDailyScreen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act, text_of

TODAY = "2026-12-03"     # daily #337: dice F S T F N N U A vowel joker; word VETE


class DayServices(FakeServices):
    """Word lists from the repository, a fixed date, a clipboard that takes
    text (or refuses it), timers that never run by themselves (the slices of
    a long search run when ``run_slices`` is called)."""

    def __init__(self, backend: MemoryBackend | None = None, today: str = TODAY,
                 clipboard: bool = True) -> None:
        super().__init__(backend)
        self.lexicons = LexiconStore(read_lexicon)
        self.date = today
        self.clipboard_works = clipboard
        self.clipboard: list[str] = []
        self.slices: list[Callable[[], None]] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        if seconds == 0:      # a slice of App.run_sliced
            self.slices.append(callback)

    def run_slices(self) -> int:
        """Run the queued slices until none is left; how many ran."""
        ran = 0
        while self.slices:
            self.slices.pop(0)()
            ran += 1
        return ran

    def today(self) -> str:
        return self.date

    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        if self.clipboard_works:
            self.clipboard.append(text)
        done(self.clipboard_works)


def press(app: App, **attrs: str) -> None:
    found = [n for n in nodes(app, **attrs) if "data-act" in n[1]]
    assert len(found) == 1, (attrs, found)
    assert not found[0][1].get("disabled")
    action = json.loads(found[0][1]["data-act"])
    app.handle("act", json.dumps(action), None)


def open_daily(app: App, kind: str, date: str = TODAY) -> Any:
    async def go() -> None:
        click(app, "daily_open", kind=kind, date=date)
        for _ in range(1000):
            app.services.run_slices()
            if app.screen.__class__.__name__ not in ("DailyScreen", "LoadingScreen",
                                                     "PreparingScreen"):
                return
            await asyncio.sleep(0)
    asyncio.run(go())
    return app.screen


def test_the_home_opens_the_dailies_and_they_are_drawn_in_every_language() -> None:
    for lang in LANGS:
        app = App(DayServices(), [lang])
        assert nodes(app, **{"data-nav": "daily"})
        press(app, **{"data-nav": "daily"})
        assert isinstance(app.screen, DailyScreen)
        text = page_text(app)
        assert "#337" in text
        assert [n[1]["data-done"] for n in nodes(app, **{"class": "panel daily-card game-mistrz"})] \
            == ["0"]
        assert len(nodes(app, **{"class": "daily-day"})) == 30


def play_mistrz(app: App, word: str = "FAUNA") -> MistrzDailyScreen:
    click(app, "daily")
    screen = open_daily(app, "mistrz")
    assert isinstance(screen, MistrzDailyScreen)
    press(app, **{"data-roll": "1"})
    assert screen.state is not None and screen.state.turn is not None
    assert screen.state.turn.faces == ("F", "S", "T", "F", "N", "N", "U", "A", "vowel", "joker")
    app.handle("act", act("type"), word)
    press(app, **{"data-submit-word": "1"})
    return screen


def test_the_mistrz_daily_is_one_word_then_the_result_and_its_share_line() -> None:
    services = DayServices()
    app = App(services, ["en"])
    play_mistrz(app)
    text = page_text(app)
    assert "Daily #337 done" in text
    assert "Your word: FAUNA — 4 points" in text and "The best possible: 16 points" in text
    assert "FAUNISTA" in text                          # the day's best words, after playing
    line = text_of(nodes(app, **{"data-share": "1"})[0])
    assert line == "Mistrz Słowa #337 · 4/16 · 0:00"
    press(app, **{"data-copy": "1"})
    assert services.clipboard == [line]
    assert "Copied to the clipboard." in page_text(app)
    # the result is kept: back on the list, done and the streak counted
    press(app, **{"data-nav": "daily"})
    assert "Mistrz Słowa #337 · 4/16 · 0:00" in page_text(app)
    assert text_of(nodes(app, **{"data-streak": "mistrz"})[0]) == "Streak (days in a row): 1"
    # ... and after a reload
    again = App(DayServices(services.storage.backend), ["en"])
    click(again, "daily")
    assert nodes(again, **{"class": "panel daily-card game-mistrz"})[0][1]["data-done"] == "1"
    assert record.load(services.storage).results[0].figures == {"score": 4, "optimum": 16, "ms": 0}


def test_a_practice_roll_after_the_daily_counts_for_nothing() -> None:
    services = DayServices()
    app = App(services, ["en"])
    screen = play_mistrz(app)
    press(app, **{"data-practice": "1"})
    assert "Practice: not counted." in page_text(app)
    press(app, **{"data-roll": "1"})
    press(app, **{"data-give-up": "1"})
    press(app, **{"data-give-up": "1"})
    assert screen.practising and "Another practice roll" in page_text(app)
    press(app, **{"data-to-result": "1"})
    assert "Daily #337 done" in page_text(app)
    assert len(record.load(services.storage).results) == 1
    assert services.storage.backend.get("verba.history") is None    # not a game of the history


def test_a_refused_clipboard_says_so_and_the_line_stays_to_copy_by_hand() -> None:
    app = App(DayServices(clipboard=False), ["fr"])
    play_mistrz(app)
    press(app, **{"data-copy": "1"})
    assert "Le navigateur a refusé la copie" in page_text(app)
    assert text_of(nodes(app, **{"data-share": "1"})[0]).startswith("Mistrz Słowa #337")


def test_a_daily_in_play_comes_back_after_a_reload_with_its_sand() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    screen = open_daily(app, "mistrz")
    press(app, **{"data-roll": "1"})
    screen._apply({"type": "tick", "ms": 30_000})
    screen.persist()
    again = App(DayServices(services.storage.backend), ["en"])
    click(again, "daily")
    assert "In play." in page_text(again)
    resumed = open_daily(again, "mistrz")
    assert resumed.state.turn.sand_ms == 30_000
    assert resumed.state.turn.faces == screen.state.turn.faces


def test_a_daily_is_prepared_in_slices_on_its_own_screen_and_leaving_stops_it() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")

    async def word_list() -> None:
        click(app, "daily_open", kind="wordz", date=TODAY)
        while app.screen.__class__.__name__ == "LoadingScreen":
            await asyncio.sleep(0)
    asyncio.run(word_list())
    # the computer chooses its word in slices, the page answering between them
    assert isinstance(app.screen, PreparingScreen)
    assert nodes(app, role="status")
    assert "The computer is choosing its word of the day…" in page_text(app)
    services.slices.pop(0)()
    assert isinstance(app.screen, PreparingScreen) and services.slices
    app.handle("key", json.dumps({"key": "Escape"}), None)
    assert isinstance(app.screen, DailyScreen)
    assert services.run_slices() <= 1                  # the work stops at its next step
    assert isinstance(app.screen, DailyScreen)
    assert record.load(services.storage).playing is None
    # opened again: prepared to the end, in many slices, then the table
    click(app, "daily_open", kind="wordz", date=TODAY)
    assert isinstance(app.screen, PreparingScreen)
    assert services.run_slices() > 5
    assert isinstance(app.screen, WordzDailyScreen)
    assert app.screen.state is not None and app.screen.state.word == "VETE"


def test_the_wordz_daily_flips_and_guesses_to_the_result() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    screen = open_daily(app, "wordz")
    assert isinstance(screen, WordzDailyScreen)
    assert "The computer's word has 4 cards." in page_text(app)
    press(app, **{"data-card": "0"})
    assert nodes(app, **{"data-card": "0"})[0][1]["data-letter"] == "V"
    app.handle("act", act("guess_type"), "vote")
    press(app, **{"data-bet": "1"})
    assert "Wrong guesses: VOTE" in page_text(app)
    press(app, **{"data-card": "1"})
    app.handle("act", act("guess_type"), "vete")
    press(app, **{"data-bet": "1"})
    line = text_of(nodes(app, **{"data-share": "1"})[0])
    assert line == "Wordz #337 · found after 2 of 4 cards"
    assert "VETE" not in line
    assert "Found: VETE, after 2 cards turned." in page_text(app)
    press(app, **{"data-copy": "1"})
    assert services.clipboard == [line]


def test_a_refused_guess_is_told_in_the_players_language() -> None:
    app = App(DayServices(), ["pl"])
    click(app, "daily")
    open_daily(app, "wordz")
    app.handle("act", act("guess_type"), "abc")
    press(app, **{"data-bet": "1"})
    assert "To słowo ma 4 liter." in page_text(app)


def test_a_daily_from_the_archive_is_played_late_apart_from_the_streak() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    screen = open_daily(app, "wordz", "2026-12-01")
    for index in range(len(screen.state.cards)):
        press(app, **{"data-card": str(index)})
    line = text_of(nodes(app, **{"data-share": "1"})[0])
    assert line.startswith("Wordz #335 · not found") and line.endswith("· played late")
    click(app, "daily")
    assert text_of(nodes(app, **{"data-streak": "wordz"})[0]) == "Streak (days in a row): 0"
    assert "Played late: 1" in page_text(app)


def test_one_daily_at_a_time_and_none_from_the_future() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    open_daily(app, "wordz")
    click(app, "daily")
    assert "Finish Wordz #337 first." in page_text(app)
    assert not nodes(app, **{"data-daily": "mistrz", "data-date": TODAY})
    click(app, "daily_open", kind="mistrz", date="2026-12-04")
    assert isinstance(app.screen, DailyScreen)


@pytest.mark.parametrize("raw", ["{broken", json.dumps({"schema": 2, "kind": "daily",
                                                        "data": {"version": 1, "results": 5}})])
def test_a_stored_entry_that_cannot_be_read_is_set_aside_and_the_dailies_go_on(raw: str) -> None:
    backend = MemoryBackend()
    backend.set(record.KEY, raw)
    app = App(DayServices(backend), ["en"])
    click(app, "daily")
    assert isinstance(app.screen, DailyScreen)
    assert any(code == "storage.set_aside" for code, _ in app.messages)
    assert backend.get("verba.aside.daily") == raw
    play_mistrz(app)
    assert record.load(app.storage).results[0].kind == "mistrz"


def test_a_daily_in_play_that_cannot_be_read_is_dropped_with_a_notice() -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    open_daily(app, "wordz")
    daily = record.load(services.storage)
    record.save(services.storage, record.keep_state(daily, {"version": 1, "cards": "x"}))
    again = App(DayServices(services.storage.backend), ["en"])
    click(again, "daily")
    open_daily(again, "wordz")
    assert any(code == "storage.set_aside" for code, _ in again.messages)
    assert record.load(services.storage).playing is None
    assert isinstance(again.screen, DailyScreen)
    assert '"cards":"x"' in services.storage.backend.get("verba.aside.daily")  # kept aside


def test_a_daily_in_play_its_table_cannot_draw_goes_aside_too(monkeypatch: Any) -> None:
    services = DayServices()
    app = App(services, ["en"])
    click(app, "daily")
    play_mistrz(app)                                  # a result, kept through it all
    click(app, "daily")
    open_daily(app, "wordz")

    def broken(self: WordzDailyScreen) -> list:
        raise RuntimeError("a table that cannot draw this state")
    monkeypatch.setattr(WordzDailyScreen, "view", broken)
    again = App(DayServices(services.storage.backend), ["en"])
    click(again, "daily")
    open_daily(again, "wordz")
    assert isinstance(again.screen, DailyScreen)
    assert any(code == "storage.set_aside" for code, _ in again.messages)
    daily = record.load(services.storage)
    assert daily.playing is None and [r.kind for r in daily.results] == ["mistrz"]
    assert services.storage.backend.get("verba.aside.daily") is not None


@pytest.mark.parametrize("lang", LANGS)
def test_every_daily_kind_says_what_it_prepares_in_each_language(lang: str) -> None:
    from verba.daily.kinds import KINDS
    from verba.i18n import t
    for kind in KINDS:
        code = f"daily_ui.preparing.{kind.id}"
        assert t(lang, code) != code, (lang, code)
