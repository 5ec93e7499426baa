"""Scriba hosted on this device for people on others (``ui/table/host_screen.py``).

The Scriba table as it is, but that a seat played on another device is
nobody's here: no rack of theirs shows, no hand-off waits for them, no
computer plays for them; their moves come from the host's engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...scriba import engine
from ..table.host_screen import HostTable
from .screen import ScribaScreen

if TYPE_CHECKING:
    from ..shell.app import App


class ScribaHostScreen(HostTable, ScribaScreen):
    GAME = "scriba"

    def _engine(self) -> Any:
        return engine

    def _human(self, seat: int) -> bool:
        return super()._human(seat) and not self.hosting.is_guest(seat)


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any]) -> ScribaHostScreen:
    screen = ScribaHostScreen(app, lexicon, saved)
    screen._host(saved["table"])
    screen._resume()
    return screen
