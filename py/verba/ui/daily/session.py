"""A daily being played, between its table and the stored entry.

The table (``ui/daily/mistrz.py``, ``ui/daily/wordz.py``) keeps its state
here after every move and hands over its outcome at the end; the session
stores both (``verba.daily.record``) and shows the result's share line.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...daily import record
from ...daily.days import number
from ...daily.kinds import DailyKind
from ...daily.validate import Result
from .share import share_line, share_panel
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App


class Session:
    def __init__(self, app: "App", kind: DailyKind, date: str,
                 result: Result | None = None) -> None:
        self.app = app
        self.kind = kind
        self.date = date
        self.number = number(date)
        self.result = result             # once finished
        self.copied: bool | None = None  # the last copy of the share line went through

    def title(self) -> str:
        return self.app.t("daily_ui.table_title", game=self.app.t(f"game.{self.kind.game}.name"),
                          number=self.number)

    def keep(self, state: dict[str, Any]) -> None:
        """The daily in play after a move (a reload comes back to it)."""
        storage = self.app.storage
        daily = record.load(storage)
        if daily.playing is not None and (daily.playing.kind, daily.playing.date) == (
                self.kind.id, self.date):
            record.save(storage, record.keep_state(daily, state))

    def finish(self, solved: bool, figures: dict[str, int], word: str | None) -> Result:
        storage = self.app.storage
        daily = record.load(storage)
        if daily.playing is None or (daily.playing.kind, daily.playing.date) != (
                self.kind.id, self.date):
            # the entry went aside meanwhile: the result is kept all the same
            daily = record.start(daily, self.kind.id, self.date, self.app.today(), {})
        daily, self.result = record.finish(daily, solved, figures, word)
        record.save(storage, daily)
        return self.result

    # -- the result's share line --------------------------------------------
    def copy(self) -> None:
        assert self.result is not None

        def done(ok: bool) -> None:
            self.copied = ok
            self.app.services.render()

        self.app.copy_text(share_line(self.app, self.result), done)

    def result_head(self, focus: str | None) -> Node:
        """The result's heading, which takes the focus (``focus``: the
        table's token) when the daily ends."""
        t = self.app.t
        assert self.result is not None
        return h("div", {"class": "daily-result-head", "key": "head"},
                 h("h2", {"data-result": self.kind.id, "tabindex": "-1", "focus": focus},
                   t("daily_ui.result_title", number=self.number)),
                 h("p", {"class": "muted"}, t("daily_ui.late_note"))
                 if not self.result.on_day else None)

    def result_foot(self, *extra: Node | None) -> Node:
        """The share panel and the way back (``extra``: the kind's buttons)."""
        assert self.result is not None
        return h("div", {"class": "daily-result-foot", "key": "foot"},
                 share_panel(self.app, self.result, self.copied),
                 h("div", {"class": "actions"}, *extra,
                   button(["\u2190 ", self.app.t("daily_ui.back")], act("daily"),
                          cls="btn", **{"data-nav": "daily"})))
