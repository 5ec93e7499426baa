"""The stored-data screen (from Settings): what Verba keeps in this browser,
with its size; export everything as a JSON file, delete one entry, or delete
everything, each deletion after a confirmation.

A way out that needs no developer tools: whatever a stored entry holds, this
screen only lists keys and sizes, so it shows even when nothing can be read.
"""
from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from ...storage import ASIDE, DAILY_KEY, HISTORY_KEY, PREFIX, SETTINGS_KEY, StoredEntry
from .chrome import top_bar
from .games import GAMES
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen

GROUPS = ("settings", "save", "history", "daily", "aside", "other")


def kilobytes(size: int) -> str:
    return f"{size / 1024:.1f}" if size >= 103 else "< 0.1"


class StoredDataScreen:
    """Opened from the settings screen, ``back``, where Escape returns."""

    def __init__(self, app: "App", back: "Screen") -> None:
        self.app = app
        self.back = back
        self.confirm: str | None = None      # the key whose deletion waits for a yes
        self.confirm_reset = False
        self.status: tuple[str, dict[str, Any]] | None = None   # what the last action did

    # -- views ----------------------------------------------------------------
    def _label(self, key: str) -> str:
        """What the entry is, in words (the key itself is shown below it)."""
        t = self.app.t
        if key.startswith(ASIDE):
            origin = PREFIX + key[len(ASIDE):].split("~")[0]
            names = {SETTINGS_KEY: t("stored.group.settings"), HISTORY_KEY: t("stored.group.history"),
                     DAILY_KEY: t("stored.group.daily"),
                     **{f"verba.save.{g.id}": t(g.name_code()) for g in GAMES}}
            return t("stored.entry.aside", what=names.get(origin, origin))
        if key == SETTINGS_KEY:
            return t("stored.entry.settings")
        if key == "verba.lang":
            return t("stored.entry.lang")
        if key == HISTORY_KEY:
            return t("stored.entry.history", count=len(self.app.storage.history()))
        if key == DAILY_KEY:
            return t("stored.entry.daily")
        for game in GAMES:
            if key == f"verba.save.{game.id}":
                saved = self.app.saves.get(game.id)
                summary = saved.get("summary", "") if saved else ""
                return t("stored.entry.save", game=t(game.name_code()), summary=summary)
        return key

    def _entry(self, entry: StoredEntry) -> Node:
        t = self.app.t
        asking = self.confirm == entry.key
        return h("li", {"class": "stored-entry", "key": entry.key, "data-entry": entry.key},
                 h("div", {"class": "stored-head"},
                   h("span", {"class": "stored-label"}, self._label(entry.key)),
                   h("span", {"class": "muted stored-size"}, t("stored.size", kb=kilobytes(entry.size)))),
                 h("code", {"class": "stored-key"}, entry.key),
                 h("div", {"class": "stored-confirm", "role": "group"},
                   h("span", None, t("stored.delete_confirm", key=entry.key)),
                   button(t("stored.delete"), act("delete", key=entry.key), cls="btn small danger",
                          **{"data-confirm": entry.key, "focus": True}),
                   button(t("stored.cancel"), act("cancel"), cls="btn small ghost"))
                 if asking else
                 button(t("stored.delete"), act("delete_ask", key=entry.key), cls="btn small ghost",
                        **{"aria-label": t("stored.delete_label", key=entry.key),
                           "data-delete": entry.key}))

    def _groups(self, entries: list[StoredEntry]) -> list[Node]:
        t = self.app.t
        out = []
        for group in GROUPS:
            items = [e for e in entries if e.group == group]
            if items:
                out.append(h("section", {"class": "panel stored-group", "key": f"g-{group}",
                                         "data-group": group},
                             h("h2", None, t(f"stored.group.{group}")),
                             h("p", {"class": "muted"}, t("stored.aside_note"))
                             if group == "aside" else None,
                             h("ul", {"class": "stored-list"}, [self._entry(e) for e in items])))
        return out

    def _word_lists(self) -> Node:
        """Word lists live in Cache Storage, apart from the entries above."""
        t = self.app.t
        return h("section", {"class": "panel stored-group", "key": "g-word-lists",
                             "data-group": "word-lists"},
                 h("h2", None, t("stored.word_lists")),
                 h("p", {"class": "muted"}, t("stored.word_lists_note")))

    def _actions(self, entries: list[StoredEntry]) -> Node:
        t = self.app.t
        total = sum(e.size for e in entries)
        if self.confirm_reset:
            choice = h("div", {"class": "stored-confirm", "role": "group"},
                       h("p", None, t("stored.reset_confirm")),
                       button(t("stored.reset_yes"), act("reset"), cls="btn danger",
                              **{"data-confirm": "reset", "focus": True}),
                       button(t("stored.cancel"), act("cancel"), cls="btn ghost"))
        else:
            choice = h("div", {"class": "actions"},
                       button(t("stored.export"), act("export"), cls="btn primary",
                              disabled=not entries, **{"data-stored-act": "export"}),
                       button(t("stored.reset"), act("reset_ask"), cls="btn ghost",
                              disabled=not entries, **{"data-stored-act": "reset"}))
        return h("section", {"class": "panel stored-actions", "key": "actions"},
                 h("p", None, t("stored.total", kb=kilobytes(total))) if entries
                 else h("p", {"class": "muted"}, t("stored.empty")),
                 choice)

    def view(self) -> list[Node]:
        t = self.app.t
        entries = self.app.storage.entries()
        status = self.status
        return [h("div", {"class": "screen stored", "data-screen": "stored", "key": "stored"},
                  top_bar(self.app, t("stored.title")),
                  h("p", {"class": "muted stored-intro"}, t("stored.intro")),
                  h("p", {"class": "stored-status", "role": "status"},
                    t(status[0], **status[1]) if status else ""),
                  *self._groups(entries),
                  self._word_lists(),
                  self._actions(entries))]

    # -- actions --------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        key = action.get("key")
        known = {e.key for e in self.app.storage.entries()}
        self.status = None
        if do == "delete_ask" and key in known:
            self.confirm, self.confirm_reset = key, False
        elif do == "delete" and key in known and self.confirm == key:
            self.app.storage.remove(key)
            self.app.reread_storage()
            self.confirm = None
            self.status = ("stored.deleted", {"key": key})
        elif do == "reset_ask":
            self.confirm_reset, self.confirm = True, None
        elif do == "reset" and self.confirm_reset:
            self.app.storage.reset()
            self.app.reread_storage()
            self.confirm_reset = False
            self.status = ("stored.reset_done", {})
        elif do == "cancel":
            self.confirm, self.confirm_reset = None, False
        elif do == "export":
            name = time.strftime("verba-%Y%m%d-%H%M%S.json", time.localtime())
            text = json.dumps(self.app.storage.export(), ensure_ascii=False, indent=1)
            self.app.services.download(name, text)
            self.status = ("stored.exported", {"file": name})

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") != "Escape":
            return False
        if self.confirm is not None or self.confirm_reset:
            self.confirm, self.confirm_reset = None, False
        else:
            self.app.go(self.back)
        return True
