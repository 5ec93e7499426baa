"""The history screen: finished games, newest first."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ...storage import HISTORY_KEY
from ...text import isolate
from .chrome import back_on_escape, top_bar
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App


class HistoryScreen:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.confirm_clear = False  # "clear" asks once before it forgets every game

    def _entry(self, entry: dict[str, Any], index: int) -> Node:
        t = self.app.t
        players = [p for p in entry.get("players", []) if isinstance(p, dict)] \
            if isinstance(entry.get("players"), list) else []
        winners = [n for n in entry.get("winners", []) if isinstance(n, str)] \
            if isinstance(entry.get("winners"), list) else []
        when = entry.get("finished")
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(when / 1000)) \
            if isinstance(when, (int, float)) else ""
        return h("li", {"class": "history-entry", "key": f"h{index}"},
                 h("div", {"class": "history-head"},
                   h("h2", {"class": "history-game"}, t(f"game.{entry.get('game')}.name")),
                   h("time", {"class": "muted"}, date) if date else None),
                 h("ol", {"class": "history-scores"},
                   [h("li", {"class": "won" if p.get("name") in winners else None},
                      h("span", {"class": "who"}, str(p.get("name", "?"))),
                      h("span", {"class": "points"}, str(p.get("score", ""))))
                    for p in players]),
                 h("p", {"class": "muted"},
                   t("history.winner", names=", ".join(isolate(n) for n in winners)))
                 if winners else None)

    def _clear(self, count: int) -> Node:
        t = self.app.t
        if not self.confirm_clear:
            return h("div", {"class": "actions"},
                     button(t("settings.clear_history"), act("clear"), cls="btn",
                            disabled=not count, **{"data-clear": "ask"}))
        return h("div", {"class": "confirm", "role": "group",
                         "aria-labelledby": "history-confirm"},
                 h("p", {"id": "history-confirm"}, t("history.clear_confirm", n=count)),
                 button(t("history.clear_yes"), act("clear_yes"), cls="btn danger", focus=True,
                        **{"data-clear": "yes"}),
                 button(t("history.clear_no"), act("clear_no"), cls="btn",
                        **{"data-clear": "no"}))

    def view(self) -> list[Node]:
        t = self.app.t
        entries = self.app.storage.history()
        return [h("div", {"class": "screen history", "data-screen": "history", "key": "history"},
                  top_bar(self.app, t("history.title"), sound=False),
                  h("section", {"class": "panel"},
                    h("ol", {"class": "history-list"},
                      [self._entry(e, i) for i, e in enumerate(entries)]) if entries
                    else h("p", {"class": "muted"}, t("history.empty")),
                    self._clear(len(entries))))]

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "clear":
            self.confirm_clear = True
        elif do == "clear_yes":
            self.app.storage.remove(HISTORY_KEY)
            self.confirm_clear = False
        elif do == "clear_no":
            self.confirm_clear = False

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
