"""Wordz hosted on this device for people on others (``ui/table/host_screen.py``).

The Wordz table as it is, but that a seat played on another device is
nobody's here: no hand of theirs shows, no hand-off waits for them, no
computer plays for them; their words and guesses come from the host's engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...wordz import engine
from ..table.host_screen import HostTable
from .screen import WordzScreen

if TYPE_CHECKING:
    from ..shell.app import App


class WordzHostScreen(HostTable, WordzScreen):
    GAME = "wordz"

    def _engine(self) -> Any:
        return engine

    def _humans(self) -> list[int]:
        return [seat for seat in super()._humans() if not self.hosting.is_guest(seat)]

    def _guest_moved(self) -> None:
        super()._guest_moved()
        self._resume()          # a computer may be due now


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any]) -> WordzHostScreen:
    screen = WordzHostScreen(app, lexicon, saved)
    screen._host(saved["table"])
    screen._resume()
    return screen
