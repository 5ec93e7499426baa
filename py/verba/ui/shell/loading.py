"""The screen shown while a game's word list arrives, or why it cannot."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .chrome import back_on_escape, top_bar
from .games import Game
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App


class LoadingScreen:
    """``retry`` starts the loading again (a game opened, a daily started)."""

    def __init__(self, app: "App", game: Game, retry: Callable[[], None]) -> None:
        self.app = app
        self.game = game
        self.retry = retry
        self.fraction = 0.0
        self.error: tuple[str, str] | None = None  # (message code, file)

    def progress(self, fraction: float) -> None:
        self.fraction = fraction
        self.app.services.render()

    def failed(self, code: str, file: str) -> None:
        self.error = (code, file)
        self.app.services.render()

    def view(self) -> list[Node]:
        t = self.app.t
        percent = round(self.fraction * 100)
        if self.error:
            code, file = self.error
            body = h("div", {"class": "panel load-error", "role": "alert", "data-error": code},
                     h("p", None, t(code, file=file)),
                     h("div", {"class": "actions"},
                       button(t("lexicon.retry"), act("retry"), cls="btn primary", focus=True),
                       button(t("app.back"), act("home"), cls="btn")))
        else:
            label = t("lexicon.loading", percent=percent) if self.fraction < 1 \
                else t("lexicon.preparing")
            body = h("div", {"class": "panel loading"},
                     h("progress", {"max": "100", "value": str(percent), "aria-label": label}),
                     h("p", {"class": "step"}, label))
        return [h("div", {"class": "screen loading-words", "data-screen": "loading", "key": "loading"},
                  top_bar(self.app, t(self.game.name_code()), sound=False), body)]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "retry":
            self.retry()

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
