"""Opening a game file: the record is read, its word list fetched, every move
replayed through the rules; then the game can be continued (when it is not
over). A refused file says why and changes nothing stored.

Files arrive from the history screen's file picker or a drop on the page
(``assets/js/files.js``) as ``{"do": "open_record"}`` with the file's text.
"""
from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...gamefile import Record, RecordError, explain, parse, resumed
from ...games_registry import ENGINES
from ...lexicon_store import LexiconError
from ...replay import Replay, replay_steps
from ...text import isolate
from .chrome import back_on_escape, top_bar
from .games import game_by_id
from .replay_screen import ReplayScreen, export_name
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen


def saved_record(app: "App", game: str) -> Record | None:
    """The record of the game in progress (one starting at its saved
    position when the save has none)."""
    return resumed(game, app.saves.get(game), dict)


class ImportScreen:
    """``watch``: straight to the replay once the record has replayed (a
    history entry's), ``back`` the screen Escape returns to from there."""

    def __init__(self, app: "App", text: str | None, *, watch: bool = False,
                 back: "Screen | None" = None) -> None:
        self.app = app
        self.watch = watch
        self.back = back
        self.error: RecordError | None = None
        self.record: Record | None = None
        self.result: Replay | None = None
        self.lexicon: Any = None
        try:
            if text is None:   # files.js sends no text for a file past any record's size
                raise RecordError("record.too_big")
            self.record = parse(text)
        except RecordError as error:
            self.error = error

    def start(self) -> None:
        """Replay the record once its word list is here (now, if it was
        fetched earlier in this visit)."""
        if self.record is None:
            return
        ready = self.app.services.lexicons.loaded(game_by_id(self.record.game).lexicon)
        if ready is not None:
            self.finish(self.record, ready)
        else:
            asyncio.ensure_future(self._load(self.record))

    async def _load(self, record: Record) -> None:
        game = game_by_id(record.game)
        try:
            lexicon = await self.app.services.lexicons.get(game.lexicon, lambda _: None)
        except LexiconError as error:
            self.error = RecordError(error.code, file=error.file)
        else:
            self.finish(record, lexicon)
        self.app.services.render()

    def finish(self, record: Record, lexicon: Any) -> None:
        """Replay the record (the rules check every move), in slices that
        leave the page free between them."""
        self.app.run_sliced(self._replaying(record, lexicon), lambda _: self._replayed(lexicon))

    def _replaying(self, record: Record, lexicon: Any) -> Iterator[int]:
        try:
            self.result = yield from replay_steps(record, lexicon)
        except RecordError as error:
            self.error = error

    def _replayed(self, lexicon: Any) -> None:
        self.lexicon = lexicon
        if self.result is not None and self.watch and self.app.screen is self:
            self.app.go(ReplayScreen(self.app, self.result, lexicon, self.back))
        self.app.services.render()

    def _summary(self) -> Node:
        t = self.app.t
        assert self.result is not None and self.record is not None
        engine = ENGINES[self.record.game]
        final = self.result.final
        over = engine.is_over(final)
        players = zip(engine.seats(final), engine.scores(final))
        replaces = not over and self.app.saves.get(self.record.game) is not None
        return h("div", {"class": "panel", "data-import": "ready"},
                 h("h2", None, t(f"game.{self.record.game}.name")),
                 h("p", None, t("records.moves", n=len(self.record.actions)), " · ",
                   t("records.over" if over else "records.going_on")),
                 h("ol", {"class": "history-scores"},
                   [h("li", None, h("span", {"class": "who"}, name["name"]),
                      h("span", {"class": "points"}, str(score))) for name, score in players]),
                 h("p", {"class": "muted"}, t("records.replaces")) if replaces else None,
                 h("div", {"class": "actions"},
                   button(t("records.watch"), act("watch"), cls="btn primary" if over else "btn",
                          focus=over, **{"data-import-watch": self.record.game}),
                   button(t("records.continue"), act("continue"), cls="btn primary", focus=True,
                          **{"data-import-continue": self.record.game}) if not over else None,
                   button(t("app.back"), act("home"), cls="btn")))

    def view(self) -> list[Node]:
        t = self.app.t
        if self.error is not None:
            body = h("div", {"class": "panel load-error", "role": "alert",
                             "data-import": "refused", "data-error": self.error.code},
                     h("p", None, explain(self.error, t)),
                     h("p", {"class": "muted"}, t("records.nothing_changed")),
                     h("div", {"class": "actions"},
                       button(t("app.back"), act("home"), cls="btn", focus=True)))
        elif self.result is None:
            body = h("div", {"class": "panel loading", "data-import": "loading"},
                     h("p", {"class": "step"}, t("records.checking")))
        else:
            body = self._summary()
        return [h("div", {"class": "screen import", "data-screen": "import", "key": "import"},
                  top_bar(self.app, t("records.title"), sound=False), body)]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "continue" and self.result is not None:
            self._continue(self.result)
        elif action.get("do") == "watch" and self.result is not None:
            self.app.go(ReplayScreen(self.app, self.result, self.lexicon, self))

    def _continue(self, result: Replay) -> None:
        """The game goes on from its last position (in place of the game of
        that kind in progress, if any)."""
        record = result.record
        engine = ENGINES[record.game]
        final = result.final
        summary = " · ".join(f"{isolate(s['name'])} {score}"
                             for s, score in zip(engine.seats(final), engine.scores(final)))
        self.app.save_game(record.game, engine.to_dict(final), summary[:400], record.to_dict())
        self.app.open_game(record.game, True)

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)


def open_record(app: "App", text: str | None, *, watch: bool = False,
                back: "Screen | None" = None) -> None:
    """Show a file's record being checked, then what it holds (or its replay)."""
    screen = ImportScreen(app, text, watch=watch, back=back)
    app.go(screen)
    screen.start()


def export(app: "App", record: Record, finished: Any = None) -> None:
    """Hand the record to the browser as a file."""
    app.services.download(export_name(record.game, finished), record.to_json())

