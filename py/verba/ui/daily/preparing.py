"""The screen shown while a daily's long searches run: the computer's word of
the day, the best words of the day's dice. They run in small steps
(``App.run_sliced``), so the page answers meanwhile; leaving stops them."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator

from ..shell.chrome import top_bar
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App


class PreparingScreen:
    def __init__(self, app: "App", kind: str, title: str) -> None:
        self.app = app
        self.kind = kind
        self.title = title

    def run(self, work: Iterator[Any], done: Callable[[], None]) -> None:
        """Show this screen and step ``work``; ``done()`` once it is over,
        unless the player has left meanwhile (then the work stops)."""
        def steps() -> Iterator[Any]:
            for step in work:
                if self.app.screen is not self:
                    return
                yield step

        def finished(_: Any) -> None:
            if self.app.screen is self:
                done()

        self.app.go(self)
        self.app.run_sliced(steps(), finished)

    def view(self) -> list[Node]:
        t = self.app.t
        label = t(f"daily_ui.preparing.{self.kind}")
        return [h("div", {"class": "screen loading-words daily-preparing",
                          "data-screen": "daily-preparing", "key": "daily-preparing"},
                  top_bar(self.app, self.title, sound=False),
                  h("div", {"class": "panel loading", "role": "status"},
                    h("progress", {"aria-label": label}),
                    h("p", {"class": "step"}, label),
                    h("p", {"class": "muted"}, t("daily_ui.preparing_note")),
                    h("div", {"class": "actions"},
                      button(["\u2190 ", t("daily_ui.back")], act("daily"), cls="btn",
                             **{"data-nav": "daily"}))))]

    def handle(self, action: dict[str, Any]) -> None:
        pass   # its one button goes back to the dailies (the app's own action)

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self.app.handle_common({"do": "daily"})
            return True
        return False
