"""What every game's guest screen does the same way: a mixin put before the
game's own screen class (``class ScribaGuestScreen(GuestTable, ScribaScreen)``).

Actions go to the host (``_apply`` sends them; the host's next view says
what came of them, so the caller's bookkeeping after a change does not run);
nothing is saved or played here (the host keeps the game and runs the
computers and the sand); input waits while an action is on its way, but for
the ``LOOKING`` actions, and the host's own (``HOSTS``: set-up, hand-offs,
take-backs, a new game) are ignored. The view is the game's, marked
``data-guest`` with the link's status line under the top bar, or, before
the first view, the top bar and the status alone.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ...games_registry import ENGINES
from ...protocol import HUMAN
from ..shell.chrome import top_bar
from ..shell.vnode import Node, h
from .remote import RemoteSeat
from .status import status_view

if TYPE_CHECKING:
    from ..shell.app import App

T = TypeVar("T")


class GuestTable:
    app: "App"
    remote: RemoteSeat
    problem: Any
    GAME = ""                                   # the game's id
    RULES = ""                                  # its rules page
    LOOKING: frozenset[str] = frozenset()       # allowed while an action is on its way
    HOSTS = frozenset({"new_game", "start", "begin", "reveal", "ready", "hand_off",
                       "takeback", "take_back"})
    unreadable = False                          # the host's last view could not be read
    _seen: dict[str, Any] | None = None         # the last view taken in

    def _seat_name(self) -> str | None:
        """This seat's name, once a view came."""
        raise NotImplementedError

    def _take_view(self) -> None:
        """Take in the host's newest view (``_fresh`` reads it)."""
        raise NotImplementedError

    def _seats(self) -> list[dict[str, str]]:
        """Each seat's name and kind, as the last view has them."""
        return ENGINES[self.GAME].seats(self.state)  # type: ignore[attr-defined]

    def _remote_turn(self, seat: int) -> str | None:
        """The line for another person's turn (on the host's device or their
        own): they play, nobody here "thinks"; None for a computer's."""
        seats = self._seats()
        if seat == self.remote.seat or not 0 <= seat < len(seats) or seats[seat]["kind"] != HUMAN:
            return None
        return self.app.t("remote.guest.other_turn", name=seats[seat]["name"])

    def _pushed(self) -> None:
        """The host said something (``RemoteSeat.listen``): a refusal sounds,
        a new view is taken in, the page drawn again."""
        if self.remote.refusal is not None and self.remote.view is self._seen:
            self._on_refusal()
        self._take_view()
        self.app.services.render()

    def _on_refusal(self) -> None:
        self.app.feel("refuse")

    def _fresh(self, read: Callable[[dict[str, Any]], T]) -> T | None:
        """The host's view read by ``read`` (a game's reader, ValueError for
        data it refuses), once: None when no new view came or it could not
        be read (``unreadable``: the last one stays on show)."""
        view = self.remote.view
        if view is None or view is self._seen:
            return None
        self._seen = view
        try:
            value = read(view)
        except ValueError:
            self.unreadable = True
            return None
        self.unreadable = False
        return value

    def _apply(self, action: dict[str, Any], *_: Any) -> bool:
        self.problem = None
        self.remote.send(action)
        return False

    def _save(self) -> None:
        """The host keeps the game."""

    def _resume(self) -> None:
        """The computers (and Mistrz Słowa's sand) run on the host."""

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self._seat_name() is None or do in self.HOSTS or (
                self.remote.pending is not None and do not in self.LOOKING):
            return
        super().handle(action)  # type: ignore[misc]

    def key(self, info: dict[str, Any]) -> bool:
        if self._seat_name() is None or self.remote.pending is not None:
            return False
        return bool(super().key(info))  # type: ignore[misc]

    def view(self) -> list[Node]:
        seat = str(self.remote.seat)
        status = status_view(self.app, self.remote, self._seat_name(), self.unreadable)
        if self._seat_name() is None:
            return [h("div", {"class": f"screen {self.GAME}", "data-screen": self.GAME,
                              "key": self.GAME, "data-stage": "connecting", "data-guest": seat},
                      top_bar(self.app, self.app.t(f"game.{self.GAME}.name"), rules=self.RULES),
                      status)]
        screen = super().view()[0]  # type: ignore[misc]
        screen[1]["data-guest"] = seat
        screen.insert(3, status)      # [tag, attrs, top bar, status, the table]
        return [screen]
