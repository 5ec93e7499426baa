"""Mistrz Słowa hosted on this device for people on others (``ui/table/host_screen.py``).

The Mistrz Słowa table as it is, but that a seat played on another device is
nobody's here: no roll button or dice to pick for it, no hand-off, no
computer; its rolls and words come from the host's engine, and the table
says that its person plays on their own device. The sand runs here, for
every turn: each tick goes into the host's game quietly (the guests run the
sand on from their last view's clock) and a turned glass or a turn's end is
sent to them, so a guest's turn runs out here exactly as a local one does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...mistrz import engine, game
from ..table.host_screen import HostTable
from .screen import MistrzScreen

if TYPE_CHECKING:
    from ..shell.app import App


class MistrzHostScreen(HostTable, MistrzScreen):
    GAME = "mistrz"

    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any]) -> None:
        # the table first: the screen's first focus and sand know the guests' seats
        self.app, self.lexicon, self.state = app, lexicon, saved["state"]
        self._host(saved["table"])
        super().__init__(app, lexicon, saved)

    def _engine(self) -> Any:
        return engine

    def _here(self, seat: int) -> bool:
        return super()._here(seat) and not self.hosting.is_guest(seat)

    def _sand_waits(self) -> bool:
        """The guests see the sand run: it never waits for the guide here."""
        return False

    def _run_sand(self) -> None:
        before = self.state
        super()._run_sand()
        state = self.state
        if state is None or before is None or state is self.hosting.host.state:
            return          # nothing ran, or the turn ended and was sent (``_save``)
        turned = (game.sand(before) or {}).get("run") != (game.sand(state) or {}).get("run")
        self.hosting.adopt(state, quiet=not turned)

    def _guest_moved(self) -> None:
        super()._guest_moved()
        self._resume()          # the sand of the guest's roll, or a computer's turn next


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any]) -> MistrzHostScreen:
    return MistrzHostScreen(app, lexicon, saved)
