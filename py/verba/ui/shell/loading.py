"""The screen shown while word lists arrive, or why they cannot."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .chrome import top_bar
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen


class LoadingScreen:
    """``title``: the message code of what is being opened (a game's name);
    ``retry`` starts over after a failure; ``back`` is the screen Back and
    Escape return to (the home when None)."""

    def __init__(self, app: "App", title: str, retry: Callable[[], None],
                 back: "Screen | None" = None) -> None:
        self.app = app
        self.title = title
        self.retry = retry
        self.back = back
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
                       button(t("app.back"), act("loading_back"), cls="btn")))
        else:
            label = t("lexicon.loading", percent=percent) if self.fraction < 1 \
                else t("lexicon.preparing")
            body = h("div", {"class": "panel loading"},
                     h("progress", {"max": "100", "value": str(percent), "aria-label": label}),
                     h("p", {"class": "step"}, label))
        return [h("div", {"class": "screen loading-words", "data-screen": "loading", "key": "loading"},
                  top_bar(self.app, t(self.title), sound=False), body)]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "retry":
            self.retry()
        elif action.get("do") == "loading_back":
            self._go_back()

    def _go_back(self) -> None:
        if self.back is None:
            self.app.go_home()
        else:
            self.app.go(self.back)

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self._go_back()
            return True
        return False
