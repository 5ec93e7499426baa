"""Scriba on a guest's device: one seat of a table hosted on another device.

The screen is the Scriba table (``ScribaScreen``) drawn from the seat's view
alone: each view the host sends is read back by ``scriba.views.stand_in``
into a state the table's pieces draw (the board, this seat's rack, the
scores and unseen tiles, the log, the review at the end), whose hidden racks
and bag are stand-ins nothing here shows. The player lays tiles, exchanges,
passes, challenges or accepts as at the table; the action goes to the host
(``RemoteSeat.send``) instead of the engine, and the move stays on the board,
marked as sent, until the host's next view (the move taken) or its refusal
(shown, the move kept to edit). A view that arrives while the player lays
tiles keeps them when they still fit: their turn, their rack unchanged, the
squares still free. No hand-off, no set-up, no computers here: the host runs
those; the local preview, word check (when the rules check words as laid)
and hints stay, and the host decides.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...lexicon import Lexicon
from ...scriba import game, views
from ...scriba.ruleset import CHALLENGE
from ..shell.vnode import Node, h
from ..table.remote import RemoteSeat
from ..table.screen import GuestTable
from .placing import Placing
from .screen import ScribaScreen

if TYPE_CHECKING:
    from ..shell.app import App


class ScribaGuestScreen(GuestTable, ScribaScreen):
    GAME, RULES = "scriba", "scriba/1"
    # what the player may still do while their move is on its way: look
    LOOKING = frozenset({"zoom", "unseen", "review", "review_at"})

    def __init__(self, app: "App", lexicon: Lexicon, remote: RemoteSeat) -> None:
        super().__init__(app, lexicon, None)
        self.remote = remote
        self.record = None
        self.tour.offered = False        # the guide waits for moves the host makes
        remote.listen(self._pushed)
        self._take_view()

    # -- the host's messages ----------------------------------------------------------
    def _on_refusal(self) -> None:
        self.refusals += 1
        self.app.feel("refuse")

    def _take_view(self) -> None:
        state = self._fresh(views.stand_in)
        if state is None:
            return
        before = self.state
        self.state = state
        if before is None:
            self.placing = Placing(state.board.size)
            self._aim_focus()
        elif not self._still_fits(before):
            self._moved(before)
            self._feel(before)

    def _still_fits(self, before: game.State) -> bool:
        """Whether the tiles being laid stay: still this seat's turn, its rack
        the same, their squares as they were."""
        state = self.state
        assert state is not None
        seat = self.remote.seat
        if self.stage() != "turn" or before.current != seat:
            return False
        if sorted(before.racks[seat]) != sorted(state.racks[seat]):
            return False
        return all(state.board.stacks.get(p.pos) == before.board.stacks.get(p.pos)
                   for p in self.placing.pending)

    # -- who plays here ------------------------------------------------------------------
    def stage(self) -> str:
        state = self.state
        if state is None:
            return "connecting"
        seat = self.remote.seat
        if state.phase == game.OVER:
            return "over"
        if state.phase == game.SETUP:
            return "tokens" if state.current == seat else "computer"
        if state.phase == game.CLOSING:
            return "closing"
        return "turn" if state.current == seat else "computer"

    def _viewer(self) -> int | None:
        return self.remote.seat

    def _challengers(self) -> list[int]:
        state = self.state
        assert state is not None
        last = state.last_move
        seat = self.remote.seat
        if last is None or state.rules.checking != CHALLENGE or (
                last.player == seat and state.players > 1):
            return []
        return [seat]

    def _closing_view(self) -> Node:
        state = self.state
        assert state is not None and state.last_move is not None
        if state.last_move.player != self.remote.seat:
            return super()._closing_view()
        # the others judge this seat's last tiles
        return h("section", {"class": "panel closing", "data-closing": state.names[
            self.remote.seat]}, h("p", None, self.app.t("remote.others_judge")))

    def _seat_name(self) -> str | None:
        return self.state.names[self.remote.seat] if self.state is not None else None


def guest_screen(app: "App", lexicon: Lexicon, remote: RemoteSeat) -> ScribaGuestScreen:
    """The screen of a Scriba seat played here, the game hosted elsewhere."""
    return ScribaGuestScreen(app, lexicon, remote)
