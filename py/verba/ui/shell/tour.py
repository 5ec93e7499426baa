"""A guided first game: a short walk-through a game screen runs over its table.

The first time a person opens a game, the screen offers the tour; it can be
declined or left at any step, and either way it is remembered (``Settings.
tours_done``) so it is offered once. Each step explains one thing and points
at it: the screen asks ``tour.points_at(name)`` while building its view and
adds ``tour.mark(name)`` to that element's classes (a pulsing ring, see
app.css). A step either has a "Next" button or waits for the person to do
what it asks — the screen reports what happened with ``tour.saw(event)`` —
so the tour ends with one real move made by the person, explained.

The coach panel is part of the page's flow, not a modal: the board, dice or
cards it talks about stay usable, and keyboard users reach it like any panel.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

TOUR_MARK = "tour-target"


@dataclass(frozen=True)
class Step:
    text: str                   # message code of the explanation
    target: str | None = None   # the name of the element it points at
    waits_for: str | None = None  # an event (from ``Tour.saw``) that ends the step; else "Next"


class Tour:
    """One game's walk-through; ``game`` names it in ``Settings.tours_done``."""

    def __init__(self, app: "App", game: str, steps: tuple[Step, ...]) -> None:
        self.app = app
        self.game = game
        self.steps = steps
        self.offered = game not in app.settings.tours_done
        self.index: int | None = None  # the step showing; None before it starts or after it ends

    @property
    def running(self) -> bool:
        return self.index is not None

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index is not None else None

    def points_at(self, target: str) -> bool:
        step = self.step
        return step is not None and step.target == target

    def mark(self, target: str) -> str:
        """The class to add to the element called ``target`` ("" when the tour
        does not point at it)."""
        return TOUR_MARK if self.points_at(target) else ""

    def start(self) -> None:
        self.offered = False
        self.index = 0

    def finish(self) -> None:
        """Ended, declined or left: remembered, never offered again."""
        self.offered = False
        self.index = None
        done = self.app.settings.tours_done
        if self.game not in done:
            self.app.update_settings(tours_done=(*done, self.game))

    def advance(self) -> None:
        if self.index is None:
            return
        if self.index + 1 < len(self.steps):
            self.index += 1
        else:
            self.finish()

    def saw(self, event: str) -> None:
        """The screen reports what the person did; a step waiting for it ends."""
        step = self.step
        if step is not None and step.waits_for == event:
            self.advance()

    def handle(self, action: dict[str, Any]) -> bool:
        """The tour's own buttons; True when the action was one of them."""
        do = action.get("do")
        if do == "tour_start":
            self.start()
        elif do == "tour_next":
            self.advance()
        elif do in ("tour_skip", "tour_decline"):
            self.finish()
        else:
            return False
        return True

    def view(self) -> Node | None:
        """The offer, the current step, or nothing."""
        t = self.app.t
        if self.offered:
            return h("section", {"class": "coach offer", "role": "region", "key": "tour",
                                 "aria-label": t("tour.title")},
                     h("p", {"class": "coach-text"}, t("tour.offer")),
                     h("div", {"class": "actions"},
                       button(t("tour.start"), act("tour_start"), cls="btn primary",
                              focus=True, **{"data-tour": "start"}),
                       button(t("tour.decline"), act("tour_decline"), cls="btn",
                              **{"data-tour": "decline"})))
        step = self.step
        if step is None or self.index is None:
            return None
        last = self.index + 1 == len(self.steps)
        return h("section", {"class": "coach", "role": "region", "key": "tour",
                             "aria-label": t("tour.title"), "data-tour-step": str(self.index)},
                 h("p", {"class": "coach-count"},
                   t("tour.step_of", n=self.index + 1, total=len(self.steps))),
                 h("p", {"class": "coach-text", "aria-live": "polite"}, t(step.text)),
                 h("div", {"class": "actions"},
                   None if step.waits_for else button(
                       t("tour.done" if last else "tour.next"), act("tour_next"),
                       cls="btn primary", focus=f"tour-{self.index}", **{"data-tour": "next"}),
                   button(t("tour.skip"), act("tour_skip"), cls="btn ghost",
                          **{"data-tour": "skip"})))
