"""Wordz on a guest's device: one seat of a table hosted on another device.

The Wordz table draws from a seat's view already (``wordz.views.view``); on a
guest's device that view is the host's, held by a ``RemoteSeat``, and there
is no state here at all: the stage, whose turn it is and which words are on
the table are read from the view. The player composes, flips, bets and
guesses as at the table; the action goes to the host, and what was typed
stays until the host's next view shows it taken (a refusal is shown and the
word or guess kept to edit). A view arriving while the player types keeps
the text. No hand-off, set-up, take-back or computers here: the host runs
those.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...protocol import HUMAN
from ...wordz import views
from ...wordz.game import ON_TABLE
from ..table.remote import RemoteSeat
from ..table.screen import GuestTable
from .screen import WordzScreen

if TYPE_CHECKING:
    from ..shell.app import App


class WordzGuestScreen(GuestTable, WordzScreen):
    GAME, RULES = "wordz", "wordz"
    LOOKING = frozenset({"guess_cancel"})

    def __init__(self, app: "App", lexicon: Lexicon, remote: RemoteSeat) -> None:
        super().__init__(app, lexicon, None)
        self.remote = remote
        self.record = None
        self.tour.offered = False        # the guide waits for moves the host makes
        self.shown: dict[str, Any] | None = None    # the host's last view taken in
        remote.listen(self._pushed)
        self._take_view()

    # -- the host's messages ---------------------------------------------------------------
    def _take_view(self) -> None:
        before = self.shown
        view = self._fresh(lambda data: views.check(data, self.remote.seat))
        if view is not None:
            self.shown = view
            self._took(before, view)

    def _took(self, before: dict[str, Any] | None, view: dict[str, Any]) -> None:
        """A new view: what was typed goes once it was taken (the word
        composed, a new hand, the round over), the guess once the turn is
        over or its word gone."""
        seat = self.remote.seat
        if before is None:
            self.fresh_from = len(view["log"])
            return
        self.fresh_from = min(len(before["log"]), len(view["log"]))
        if (before["seats"][seat]["composed"], before["phase"], before["me"]) != (
                view["seats"][seat]["composed"], view["phase"], view["me"]):
            self.typed = ""
        turn = view["turn"]
        if before["phase"] != view["phase"] or (before["turn"] or {}).get("player") != (
                turn or {}).get("player"):
            self.turn_no += 1
            self.guess = None
        if self.guess is not None and (turn is None or turn["guessed"]
                                       or not self._on_table(self.guess.target)):
            self.guess = None
        for event in view["log"][len(before["log"]):]:
            self._feel(event["type"], event["type"] == "game_over")

    # -- what the view says ----------------------------------------------------------------
    def _view_of(self, viewer: int | None) -> dict[str, Any]:
        assert self.shown is not None
        return self.shown

    def _progress(self) -> tuple[int, int, int] | None:
        v = self.shown
        return None if v is None else (v["round"], v["rounds"], len(v["log"]))

    def _on_table(self, seat: int) -> bool:
        v = self.shown
        if v is None or not 0 <= seat < len(v["seats"]):
            return False
        word = v["seats"][seat]["word"]
        return word is not None and word["status"] == ON_TABLE

    def _humans(self) -> list[int]:
        return [self.remote.seat]

    def _seats(self) -> list[dict[str, str]]:
        v = self.shown
        return [] if v is None else [{"name": p["name"], "kind": p["level"] or HUMAN}
                                     for p in v["players"]]

    def _active(self) -> int | None:
        v, seat = self.shown, self.remote.seat
        if v is None:
            return None
        if v["phase"] == "compose":
            return None if v["seats"][seat]["composed"] else seat
        if v["phase"] == "play" and v["turn"] is not None and v["turn"]["player"] == seat:
            return seat
        return None

    def stage(self) -> str:
        v = self.shown
        if v is None:
            return "connecting"
        if v["phase"] == "game_over":
            return "over"
        if v["phase"] == "round_over":
            return "round_over"
        if self._active() is None:
            return "waiting" if v["phase"] == "compose" else "computer"
        return "compose" if v["phase"] == "compose" else "turn"

    def viewer(self) -> int | None:
        return self.remote.seat

    def _take_back_offer(self, stage: str) -> dict[str, Any] | None:
        return None

    # -- the view --------------------------------------------------------------------------
    def _seat_name(self) -> str | None:
        v = self.shown
        return v["players"][self.remote.seat]["name"] if v is not None else None


def guest_screen(app: "App", lexicon: Lexicon, remote: RemoteSeat) -> WordzGuestScreen:
    """The screen of a Wordz seat played here, the game hosted elsewhere."""
    return WordzGuestScreen(app, lexicon, remote)
