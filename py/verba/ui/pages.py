"""The settings and history screens."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..settings import Settings
from ..storage import HISTORY_KEY
from .chrome import top_bar
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App


def _back_on_escape(app: "App", info: dict[str, Any]) -> bool:
    if info.get("key") == "Escape":
        app.go_home()
        return True
    return False


class SettingsScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

    def _toggle(self, name: str, label: str) -> Node:
        return h("label", {"class": "toggle"},
                 h("input", {"type": "checkbox", "checked": bool(getattr(self.app.settings, name)),
                             "data-change": act("toggle", name=name), "name": name}),
                 h("span", None, label))

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen settings", "data-screen": "settings", "key": "settings"},
                  top_bar(self.app, t("settings.title")),
                  h("section", {"class": "panel"},
                    self._toggle("reduced_motion", t("settings.reduced_motion")),
                    self._toggle("hand_off", t("settings.hand_off")),
                    h("p", {"class": "muted"}, t("settings.version", version=self.app.services.version))))]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "toggle" and action.get("name") in ("reduced_motion", "hand_off"):
            values = self.app.settings.to_dict()
            values[action["name"]] = action.get("value") == "true"
            self.app.set_settings(Settings.from_dict(values))

    def key(self, info: dict[str, Any]) -> bool:
        return _back_on_escape(self.app, info)


class HistoryScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

    def _entry(self, entry: dict[str, Any], index: int) -> Node:
        t = self.app.t
        players = entry.get("players") if isinstance(entry.get("players"), list) else []
        when = entry.get("finished")
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(when / 1000)) \
            if isinstance(when, (int, float)) else ""
        return h("li", {"class": "history-entry", "key": f"h{index}"},
                 h("div", {"class": "history-head"},
                   h("strong", None, t(f"game.{entry.get('game')}.name")),
                   h("span", {"class": "muted"}, date)),
                 h("ol", {"class": "history-scores"},
                   [h("li", None, h("span", None, str(p.get("name", "?"))), " ",
                      h("b", None, str(p.get("score", ""))))
                    for p in players if isinstance(p, dict)]),
                 h("p", None, t("history.winner", names=", ".join(
                     str(n) for n in entry.get("winners", []) if isinstance(n, str))))
                 if entry.get("winners") else None)

    def view(self) -> list[Node]:
        t = self.app.t
        entries = self.app.storage.history()
        return [h("div", {"class": "screen history", "data-screen": "history", "key": "history"},
                  top_bar(self.app, t("history.title")),
                  h("section", {"class": "panel"},
                    h("ol", {"class": "history-list"},
                      [self._entry(e, i) for i, e in enumerate(entries)]) if entries
                    else h("p", {"class": "muted"}, t("history.empty")),
                    button(t("settings.clear_history"), act("clear"), cls="btn ghost",
                           disabled=not entries)))]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "clear":
            self.app.storage.remove(HISTORY_KEY)

    def key(self, info: dict[str, Any]) -> bool:
        return _back_on_escape(self.app, info)
