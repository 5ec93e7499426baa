"""The stored-data screen (from Settings): what Verba keeps in this browser,
with its size; export everything as a JSON file, import such a file (after
showing what it holds and replaces), delete one entry, or delete everything,
each deletion after a confirmation.

A way out that needs no developer tools: whatever a stored entry holds, this
screen only lists keys and sizes, so it shows even when nothing can be read.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable

from ...storage import (ASIDE, DAILY_KEY, HISTORY_KEY, KEEPER_KEY, LANG_HINT_KEY, PREFIX,
                        SETTINGS_KEY, THEME_HINT_KEY, MemoryBackend, Storage, StoredEntry,
                        save_key)
from .chrome import top_bar
from .games import GAMES
from .stored_readers import read_save
from .transfer import ImportRefused, Plan, export_name, export_text, history_count, read_file, write
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen

GROUPS = ("settings", "save", "history", "daily", "aside", "other")


def kilobytes(size: int) -> str:
    return f"{size / 1024:.1f}" if size >= 103 else "< 0.1"


class StoredDataScreen:
    """Opened from the settings screen, ``back``, where Escape returns."""

    def __init__(self, app: "App", back: "Screen", file: str | None = None) -> None:
        self.app = app
        self.back = back
        self.confirm: str | None = None      # the key whose deletion waits for a yes
        self.confirm_reset = False
        self.status: tuple[str, dict[str, Any]] | None = None   # what the last action did
        self.plan: Plan | None = None        # a file to import, waiting for a yes
        self.refused: ImportRefused | None = None
        if file is not None:
            self.take_file(file)

    def take_file(self, text: Any) -> None:
        """A file picked or dropped for import: checked whole, nothing written yet."""
        self.confirm, self.confirm_reset, self.status = None, False, None
        try:
            self.plan, self.refused = read_file(text, self.app.storage), None
        except ImportRefused as refused:
            self.plan, self.refused = None, refused

    # -- views ----------------------------------------------------------------
    def _label(self, key: str, history: Callable[[], int] | None = None,
               summary: Callable[[str], str] | None = None) -> str:
        """What the entry is, in words (the key itself is shown below it):
        the history's size and the saves' summaries are those stored here,
        or those ``history`` and ``summary`` give (a file's)."""
        t = self.app.t
        if key.startswith(ASIDE):
            origin = PREFIX + key[len(ASIDE):].split("~")[0]
            names = {SETTINGS_KEY: t("stored.group.settings"), HISTORY_KEY: t("stored.group.history"),
                     DAILY_KEY: t("stored.group.daily"),
                     **{f"verba.save.{g.id}": t(g.name_code()) for g in GAMES}}
            return t("stored.entry.aside", what=names.get(origin, origin))
        if key == SETTINGS_KEY:
            return t("stored.entry.settings")
        if key == LANG_HINT_KEY:
            return t("stored.entry.lang")
        if key == THEME_HINT_KEY:
            return t("stored.entry.theme")
        if key == HISTORY_KEY:
            return t("stored.entry.history",
                     count=history() if history else len(self.app.storage.history()))
        if key == DAILY_KEY:
            return t("stored.entry.daily")
        if key == KEEPER_KEY:
            return t("stored.entry.keeper")
        for game in GAMES:
            if key == save_key(game.id):
                if summary is not None:
                    return t("stored.entry.save", game=t(game.name_code()), summary=summary(game.id))
                saved = self.app.saves.get(game.id)
                return t("stored.entry.save", game=t(game.name_code()),
                         summary=saved.get("summary", "") if saved else "")
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

    def _import(self) -> Node | None:
        """What a file to import holds and replaces, and the yes; or why it
        cannot be imported."""
        t = self.app.t
        if self.refused is not None:
            return h("section", {"class": "panel stored-import refused", "key": "import",
                                 "role": "alert", "data-import-stored": "refused",
                                 "data-error": self.refused.code},
                     h("p", None, t(self.refused.code, **self.refused.params)),
                     h("p", {"class": "muted"}, t("stored.import_unchanged")),
                     button(t("app.back"), act("import_no"), cls="btn", focus=True))
        plan = self.plan
        if plan is None:
            return None
        scratch = Storage(MemoryBackend())
        scratch.backend.items.update(plan.entries)

        def summary(game: str) -> str:
            saved = read_save(scratch, game)
            return saved.get("summary", "") if saved else ""
        count = history_count(plan)
        exported = plan.exported
        return h("section", {"class": "panel stored-import", "key": "import",
                             "role": "group", "aria-labelledby": "import-title",
                             "data-import-stored": "ready"},
                 h("h2", {"id": "import-title"}, t("stored.import")),
                 h("p", None, t("stored.import_exported", date=time.strftime(
                     "%Y-%m-%d %H:%M", time.localtime(exported / 1000)))) if exported else None,
                 h("p", None, t("stored.import_holds")),
                 h("ul", {"data-import-holds": "1"},
                   [h("li", None, self._label(k, lambda: count, summary)) for k in plan.entries]),
                 h("p", None, t("stored.import_replaces")) if plan.replaces
                 else h("p", None, t("stored.import_replaces_nothing")),
                 h("ul", {"data-import-replaces": "1"},
                   [h("li", None, self._label(k)) for k in plan.replaces]) if plan.replaces else None,
                 h("p", {"class": "muted"}, t("stored.import_skipped", n=plan.skipped))
                 if plan.skipped else None,
                 h("div", {"class": "actions"},
                   button(t("stored.import_yes" if plan.replaces else "stored.import_add"),
                          act("import_yes"), cls="btn danger" if plan.replaces else "btn primary",
                          focus=True, **{"data-confirm": "import"}),
                   button(t("stored.cancel"), act("import_no"), cls="btn ghost")))

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
                       h("label", {"class": "btn file-pick"}, t("stored.import"),
                         h("input", {"type": "file", "accept": ".json,application/json",
                                     "class": "file-input", "data-file": "import_stored"})),
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
                  self._import(),
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
            now = time.time()
            name = export_name(now)
            self.app.services.download(name, export_text(self.app.storage, int(now * 1000)))
            self.status = ("stored.exported", {"file": name})
        elif do == "import_stored":     # a file picked (files.js)
            self.take_file(action.get("value"))
        elif do == "import_no":
            self.plan = self.refused = None
        elif do == "import_yes" and self.plan is not None:
            if write(self.app.storage, self.plan):
                self.status = ("stored.imported", {"n": len(self.plan.entries)})
                self.app.reread_storage()
            else:
                self.refused = ImportRefused("stored.import_full")
            self.plan = None

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") != "Escape":
            return False
        if self.confirm is not None or self.confirm_reset or self.plan or self.refused:
            self.confirm, self.confirm_reset, self.plan, self.refused = None, False, None, None
        else:
            self.app.go(self.back)
        return True
