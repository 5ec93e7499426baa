"""The daily challenges: today's of every kind (done or not, the streak), the
archive of the last 30 days, and how a daily is opened: its word list is
fetched, then its table shows the daily in play, a new one, or its result.

Each kind's table is imported by name (``TABLES``) when it is opened.
"""
from __future__ import annotations

import importlib
import traceback
from typing import TYPE_CHECKING, Any

from ...daily import record
from ...daily.days import archive, number
from ...daily.kinds import KINDS, DailyKind, kind_by_id
from ...daily.validate import Daily, Result
from ..shell.chrome import back_on_escape, top_bar
from ..shell.games import game_by_id
from ..shell.vnode import Node, act, button, h
from .preparing import PreparingScreen
from .session import Session
from .share import share_line

if TYPE_CHECKING:
    from ..shell.app import App

# Each kind's table: a module with make_screen(app, lexicon, session, state).
TABLES = {"mistrz": "verba.ui.daily.mistrz", "wordz": "verba.ui.daily.wordz",
          "scriba": "verba.ui.daily.scriba"}


class DailyScreen:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.today = app.today()
        self.daily: Daily = record.load(app.storage)

    # -- views ----------------------------------------------------------------
    def _game(self, kind: DailyKind) -> str:
        return self.app.t(f"game.{kind.game}.name")

    def _play_button(self, kind: DailyKind, date: str, result: Result | None) -> Node | None:
        t = self.app.t
        game, n = self._game(kind), number(date)
        playing = self.daily.playing
        attrs = {"data-daily": kind.id, "data-date": date}
        if result is not None:
            return button(t("daily_ui.see_result"), act("daily_open", kind=kind.id, date=date),
                          cls="btn", **attrs,
                          **{"aria-label": t("daily_ui.see_result_of", game=game, number=n)})
        if playing is not None and (playing.kind, playing.date) == (kind.id, date):
            return button(t("daily_ui.resume"), act("daily_open", kind=kind.id, date=date),
                          cls="btn primary", **attrs,
                          **{"aria-label": t("daily_ui.resume_of", game=game, number=n)})
        if playing is not None:
            return None   # one daily at a time: the one in play is named instead
        return button(t("daily_ui.play"), act("daily_open", kind=kind.id, date=date),
                      cls="btn primary", **attrs,
                      **{"aria-label": t("daily_ui.play_of", game=game, number=n)})

    def _status(self, kind: DailyKind, date: str, result: Result | None) -> str:
        t = self.app.t
        playing = self.daily.playing
        if result is not None:
            return share_line(self.app, result)
        if playing is not None and (playing.kind, playing.date) == (kind.id, date):
            return t("daily_ui.in_play")
        return t("daily_ui.not_played")

    def _card(self, kind: DailyKind) -> Node:
        t = self.app.t
        result = record.result_of(self.daily, kind.id, self.today)
        return h("article", {"class": f"panel daily-card game-{kind.game}", "key": kind.id,
                             "data-kind": kind.id,
                             "data-done": "1" if result is not None else "0"},
                 h("h2", None, self._game(kind)),
                 h("p", {"class": "blurb"}, t(f"daily_ui.about.{kind.id}")),
                 h("p", {"class": "daily-status", "data-status": kind.id},
                   self._status(kind, self.today, result)),
                 h("ul", {"class": "daily-figures"},
                   h("li", {"data-streak": kind.id},
                     t("daily_ui.streak", n=record.streak(self.daily, kind.id, self.today))),
                   h("li", None, t("daily_ui.longest", n=record.longest_streak(self.daily, kind.id))),
                   h("li", None, t("daily_ui.late", n=record.late_count(self.daily, kind.id)))),
                 h("div", {"class": "actions"}, self._play_button(kind, self.today, result)))

    def _in_play(self) -> Node | None:
        """One daily at a time: the one in play is named, with its way back
        (today's has it on its card)."""
        playing = self.daily.playing
        if playing is None:
            return None
        kind = kind_by_id(playing.kind)
        t = self.app.t
        return h("div", {"class": "panel daily-in-play", "role": "status", "key": "in-play"},
                 h("p", None, t("daily_ui.finish_first", game=self._game(kind),
                                number=number(playing.date))),
                 self._play_button(kind, playing.date, None)
                 if playing.date != self.today else None)

    def _late_cell(self, kind: DailyKind, date: str) -> Node:
        """A day of the archive for one kind: its result (a button opening
        it), a button playing it late, or its name while another is in play."""
        t = self.app.t
        result = record.result_of(self.daily, kind.id, date)
        game = self._game(kind)
        attrs = {"data-daily": kind.id, "data-date": date}
        opens = act("daily_open", kind=kind.id, date=date)
        if result is not None:
            return button(share_line(self.app, result), opens, cls="btn small ghost done", **attrs)
        if self._play_button(kind, date, None) is None:
            return h("span", {"class": "muted"}, game)
        return button(game, opens, cls="btn small", **attrs, **{
            "aria-label": t("daily_ui.play_late", game=game, number=number(date), date=date)})

    def _archive(self) -> Node:
        t = self.app.t
        days = archive(self.today)
        rows = [h("li", {"class": "daily-day", "key": date, "data-day": date},
                  h("span", {"class": "daily-date"}, f"#{number(date)} · {date}"),
                  h("ul", {"class": "daily-cells"},
                    [h("li", {"key": kind.id}, self._late_cell(kind, date)) for kind in KINDS]))
                for date in days]
        return h("section", {"class": "panel daily-archive", "key": "archive"},
                 h("h2", None, t("daily_ui.archive")),
                 h("p", {"class": "muted"}, t("daily_ui.archive_note")),
                 h("ol", {"class": "daily-days"}, rows) if rows
                 else h("p", {"class": "muted"}, t("daily_ui.archive_empty")))

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen daily", "data-screen": "daily", "key": "daily"},
                  top_bar(self.app, t("daily_ui.title"), sound=False),
                  h("p", {"class": "daily-intro"},
                    t("daily_ui.today", number=number(self.today)), " · ", t("daily_ui.intro")),
                  self._in_play(),
                  h("section", {"class": "daily-cards"}, [self._card(kind) for kind in KINDS]),
                  self._archive())]

    # -- opening a daily --------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "daily_open":
            open_daily(self.app, str(action.get("kind")), str(action.get("date")))

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)


def _playable(app: "App", daily: Daily, kind_id: str, date: str) -> tuple[Result | None, bool]:
    """The daily's result, and whether it is the daily in play; ValueError
    when it can be neither seen nor played now (another daily is in play, or
    the date has no daily to play today)."""
    today = app.today()
    result = record.result_of(daily, kind_id, date)
    playing = daily.playing
    mine = playing is not None and (playing.kind, playing.date) == (kind_id, date)
    playable = date == today or date in archive(today)
    if result is None and not mine and (playing is not None or not playable):
        raise ValueError("daily: not to be opened now")
    return result, mine


def open_daily(app: "App", kind_id: str, date: str) -> None:
    """The daily's table, once its word list is here and its long searches
    are done (``PreparingScreen`` meanwhile): its result when it was played,
    the daily in play, or a new one (today's, or from the archive)."""
    try:
        kind = kind_by_id(kind_id)
        result, mine = _playable(app, record.load(app.storage), kind_id, date)
    except (KeyError, ValueError):
        return

    def prepare(lexicon: Any) -> None:
        work = kind.module().prepare(date, lexicon, result is None and not mine)
        try:
            next(work)
        except StopIteration:     # done earlier in this visit
            _show(app, kind, date, lexicon)
            return
        PreparingScreen(app, kind_id, Session(app, kind, date).title()).run(
            work, lambda: _show(app, kind, date, lexicon))

    game = game_by_id(kind.game)
    app.fetch_lexicons((game.lexicon,), game.name_code(), lambda lexicons: prepare(lexicons[0]),
                       retry=lambda: open_daily(app, kind_id, date), back=DailyScreen(app))


def _show(app: "App", kind: DailyKind, date: str, lexicon: Any) -> None:
    """The daily's table, as the stored entry has it now."""
    daily = record.load(app.storage)
    try:
        result, mine = _playable(app, daily, kind.id, date)
    except ValueError:
        app.go(DailyScreen(app))
        return
    rules = kind.module()
    session = Session(app, kind, date, result)
    state = None
    if result is None and mine:
        assert daily.playing is not None
        try:
            state = rules.from_dict(daily.playing.state)
        except ValueError:
            _unplayable(app, daily, "unreadable")
            return
    elif result is None:
        state = rules.start(date, lexicon, app.t("daily_ui.player"))
        daily = record.start(daily, kind.id, date, app.today(), rules.to_dict(state))
        record.save(app.storage, daily)
    table = importlib.import_module(TABLES[kind.id])
    try:
        screen = table.make_screen(app, lexicon, session, state)
        screen.view()
    except Exception:
        if not mine:
            raise
        # its reader took the stored daily, yet its table cannot draw it: as
        # with a saved game (App.show_game), it goes aside rather than fail
        # at every resume
        traceback.print_exc()
        _unplayable(app, daily, "unplayable")
        return
    app.go(screen)


def _unplayable(app: "App", daily: Daily, reason: str) -> None:
    """The daily in play cannot be resumed (``reason``: its reader refused it,
    "unreadable", or its table failed on it, "unplayable"): the entry is kept
    aside as it was (nothing is lost), with the storage's notice, and the
    dailies go on with their results, that daily no longer in play."""
    app.storage.set_aside(record.KEY, reason)
    record.save(app.storage, record.abandon(daily))
    app.collect_notices()
    app.go(DailyScreen(app))
