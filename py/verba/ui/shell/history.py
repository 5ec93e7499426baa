"""The history screen: finished games, newest first."""
from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from ...gamefile import RecordError, read
from ...storage import HISTORY_KEY
from ...text import isolate
from .chrome import back_on_escape, top_bar
from .games import GAMES
from .import_screen import export, open_record, saved_record
from .stats_screen import StatsScreen
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
                 if winners else None,
                 h("div", {"class": "actions"},
                   button(t("records.watch"), act("watch", index=index), cls="btn small",
                          **{"data-watch": str(index)}),
                   button(t("records.export"), act("export", index=index), cls="btn small",
                          **{"data-export": str(index)})) if "record" in entry else None)

    def _files(self) -> Node:
        """Opening a game file, and saving the games in progress to one."""
        t = self.app.t
        going = [g for g in GAMES if self.app.saves.get(g.id) is not None]
        return h("section", {"class": "panel records"},
                 h("h2", None, t("records.files")),
                 h("p", {"class": "muted"}, t("records.files_about")),
                 h("div", {"class": "actions"},
                   h("label", {"class": "btn primary file-pick"}, t("records.open"),
                     h("input", {"type": "file", "accept": ".json,application/json",
                                 "class": "file-input", "data-file": "open_record"})),
                   [button(t("records.export_going", game=t(g.name_code())),
                           act("export_going", game=g.id), cls="btn",
                           **{"data-export-going": g.id}) for g in going]))

    def _clear(self, count: int) -> Node:
        t = self.app.t
        if not self.confirm_clear:
            return h("div", {"class": "actions"},
                     button(t("stats.open"), act("stats"), cls="btn", disabled=not count,
                            key="stats", **{"data-nav": "stats"}),
                     button(t("settings.clear_history"), act("clear"), cls="btn",
                            disabled=not count, key="ask", **{"data-clear": "ask"}))
        return h("div", {"class": "confirm", "role": "group",
                         "aria-labelledby": "history-confirm"},
                 h("p", {"id": "history-confirm"}, t("history.clear_confirm", n=count)),
                 # keyed: made anew, so the question takes the focus
                 button(t("history.clear_yes"), act("clear_yes"), cls="btn danger", focus=True,
                        key="yes", **{"data-clear": "yes"}),
                 button(t("history.clear_no"), act("clear_no"), cls="btn", key="no",
                        **{"data-clear": "no"}))

    def view(self) -> list[Node]:
        t = self.app.t
        entries = self.app.storage.history()
        return [h("div", {"class": "screen history", "data-screen": "history", "key": "history"},
                  top_bar(self.app, t("history.title"), sound=False),
                  self._files(),
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
        elif do == "stats":
            self.app.go(StatsScreen(self.app, self))
        elif do == "export":
            entries = self.app.storage.history()
            index = action.get("index")
            if type(index) is int and 0 <= index < len(entries):
                try:
                    export(self.app, read(entries[index].get("record")),
                           entries[index].get("finished"))
                except RecordError:
                    self.app.tell("records.lost")
        elif do == "watch":
            entries = self.app.storage.history()
            index = action.get("index")
            if type(index) is int and 0 <= index < len(entries) and "record" in entries[index]:
                text = json.dumps(entries[index]["record"], ensure_ascii=False)
                open_record(self.app, text, watch=True, back=self)
        elif do == "export_going":
            record = saved_record(self.app, str(action.get("game")))
            if record is not None:
                export(self.app, record)

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape" and self.confirm_clear:   # Escape says no first
            self.confirm_clear = False
            return True
        return back_on_escape(self.app, info)
