"""What every game's hosting screen does the same way: a mixin put before the
game's own screen (``class ScribaHostScreen(HostTable, ScribaScreen)``).

The game's screen plays this device's seats (its people and its computers)
as it always does; the seats of people on other devices are neither: the
screen waits for them as for nobody here (no input, no hand-off, no
computer), and their actions come through ``Hosting`` from the host's
engine, after which the screen does what it does after any move
(``_after``). Every change of the game here goes to the guests as views
(``Hosting.adopt``, from ``_save``, which every change passes through), and
the save keeps the table beside the game (``table_save``) so that a reload
resumes it and pairs the guests again. The pairing panels show above the
table.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table.host import Host
from ..shell.vnode import Node
from .hosting import Hosting, clock

if TYPE_CHECKING:
    from ..shell.app import App


class HostTable:
    app: "App"
    state: Any
    lexicon: Any
    hosting: Hosting
    GAME = ""
    # the game's screen has ``_after(before, action)``: what it does after a
    # move once the state changed (here: a guest's, applied by the host)

    def _host(self, table: dict[str, Any]) -> None:
        """Host the saved ``table`` (``Host.to_dict`` but the state) over this
        screen's game; ValueError when it is not one for it."""
        engine = self._engine()
        data = {**table, "state": engine.to_dict(self.state)}
        host = Host.from_dict(data, self.lexicon, clock)
        self.hosting = Hosting(self.app, host)
        self.hosting.listen(self._guest_moved)

    def _engine(self) -> Any:
        raise NotImplementedError

    def _guest_moved(self) -> None:
        before, self.state = self.state, self.hosting.host.state
        last = self.hosting.host.last
        if last is not None:
            self._after(before, last[1])  # type: ignore[attr-defined]
        self.app.services.render()

    def _remote_turn(self, seat: int) -> str | None:
        """What the status line says while the game waits for ``seat``: None
        when this device plays it; for a guest's seat, that the person plays
        on their own device, or only whose turn it is while their device is
        away (the pairing panel's "waiting for X" says that, once)."""
        if not self.hosting.is_guest(seat):
            return None
        name = self.hosting.names()[seat]
        if seat in self.hosting.host.away():
            return self.app.t("remote.host.guest_turn_away", name=name)
        return self.app.t("remote.host.guest_turn", name=name)

    def _save(self) -> None:
        if self.state is not None:
            self.hosting.adopt(self.state)
        # the table goes into this screen's save, whichever screen shows now
        # (a guest may move while the host reads the rules)
        self.app.saving_table = self.table_save
        try:
            super()._save()  # type: ignore[misc]
        finally:
            self.app.saving_table = None

    def table_save(self, game_id: str) -> dict[str, Any] | None:
        """The table to save beside the game (``App.save_game`` asks)."""
        if game_id != self.GAME:
            return None
        data = self.hosting.host.to_dict()
        del data["state"]
        return data

    def handle(self, action: dict[str, Any]) -> None:
        if self.state is None or action.get("do") == "new_game":
            return          # a new game is set up from the home, hosted or not
        if not self.hosting.handle(action):
            super().handle(action)  # type: ignore[misc]

    def key(self, info: dict[str, Any]) -> bool:
        return self.hosting.key(info) or super().key(info)  # type: ignore[misc]

    def leave(self) -> None:
        """The screen is left: no camera keeps running for it."""
        self.hosting.leave()

    def view(self) -> list[Node]:
        screen = super().view()[0]  # type: ignore[misc]
        screen[1]["data-host"] = "1"
        screen.insert(3, self.hosting.view())      # [tag, attrs, top bar, pairing, the table]
        return [screen]
