"""Mistrz Słowa on a guest's device: one seat of a table hosted on another device.

The view of a seat is the whole game but the generator (the rolls to come),
so each view the host sends is read back through the engine's ``from_dict``
(generator 0: nothing here rolls) and drawn by the Mistrz table. The player
rolls, picks dice, rerolls and submits as at the table; each action goes to
the host, which rolls and judges. The word being built stays while views
arrive for the same roll (the sand running on the host sends some); a new
roll or the turn's end clears it, a refusal keeps it. The sand runs on the
host: the hourglass shows the last view's sand run on by the host's clock
as this device estimates it (``RemoteSeat.age``: the protocol's
``Guest.view_age``, latency accounted for), drawn again on the table's own
ticks; it stops at empty and waits for the host's view to end the turn:
nothing here ends a turn, ticks the game or plays the computers. Other
seats' turns are watched as a computer's are.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...mistrz import engine, game
from ..table.remote import RemoteSeat
from ..table.screen import GuestTable
from .screen import MistrzScreen

if TYPE_CHECKING:
    from ..shell.app import App


def stand_in(view: Any) -> game.State:
    """The state a seat's view describes (ValueError if none the rules reach)."""
    if not isinstance(view, dict):
        raise ValueError("not a Mistrz Słowa view")
    data = {k: v for k, v in view.items() if k != "viewer"}
    return engine.from_dict({**data, "rng": 0})


class MistrzGuestScreen(GuestTable, MistrzScreen):
    GAME, RULES = "mistrz", "mistrz"

    def __init__(self, app: "App", lexicon: Lexicon, remote: RemoteSeat) -> None:
        self.remote = remote
        super().__init__(app, lexicon, None)
        self.record = None
        remote.listen(self._pushed)
        self._take_view()

    # -- the host's messages -----------------------------------------------------------
    def _take_view(self) -> None:
        state = self._fresh(stand_in)
        if state is None:
            return
        before, self.state = self.state, state
        self._keep_ticking()
        if before is None:
            if self.guide is not None:
                self.guide.offered = False     # the guide waits for moves the host makes
            self._focus(self._turn_focus())
            return
        faces = before.turn.faces if before.turn else None
        now = state.turn.faces if state.turn else None
        if state.turns != before.turns or faces != now:
            self._clear_word()
        if now is not None and faces != now and state.turns == before.turns:
            self.roll_id += 1
            self.rolled = {i for i, face in enumerate(now) if faces is None or face != faces[i]}
            self.app.feel("roll")
            if not self._is_computer(state.current):
                self._focus("die:0")
        if state.turns != before.turns:
            self._turn_ended(False)

    # -- the host's sand ---------------------------------------------------------------------
    def _resume(self) -> None:
        """Only the hourglass's drawing ticks here (the host runs the sand and the computers)."""
        self._keep_ticking()

    def _run_sand(self) -> None:
        """The sand runs on the host."""

    def _sand(self) -> dict[str, Any] | None:
        """The view's sand, run on since the host's view by the host's clock."""
        if self.state is None:
            return None
        return game.sand(self.state, int(self.remote.age()))

    # -- who plays here -------------------------------------------------------------------
    def _is_computer(self, seat: int) -> bool:
        """Every other seat's turn is watched here, as a computer's is."""
        return seat != self.remote.seat

    def _passes_hands(self) -> bool:
        return False

    def _take_back_button(self) -> None:
        """Take-backs are the host's people's."""
        return None

    def persist(self) -> None:
        """Nothing of the game is kept here."""

    def _seat_name(self) -> str | None:
        return self.state.players[self.remote.seat].name if self.state is not None else None


def guest_screen(app: "App", lexicon: Lexicon, remote: RemoteSeat) -> MistrzGuestScreen:
    """The screen of a Mistrz Słowa seat played here, the game hosted elsewhere."""
    return MistrzGuestScreen(app, lexicon, remote)
