"""A remote seat: this device plays one seat of a game hosted on another.

The host's engine is the authority. This device holds only its seat's view
(``engine.view(state, seat)``, JSON-ready), draws the game's table from it
alone, and sends its player's actions to the host instead of applying them.
The transport (the table protocol's ``Guest`` over a data channel) and the
screen meet here:

    remote = RemoteSeat(seat, send=lambda action: ...)   # the transport's send
    remote.update(view)           # the host sent a new view of this seat
    remote.refuse(code, params)   # the host refused this seat's last action
    remote.set_status(WAITING)    # the channel closed; CONNECTED when back
    remote.listen(callback)       # the screen's: called after each of the above
    remote.age()                  # ms of the host's clock since the view changed

The screen calls ``remote.send(action)`` when its player plays; the action
is then ``pending`` until the next view arrives (the host took it) or a
refusal (``refusal``: a catalogue code and its parameters, a game's own code
or the table's), which the screen shows in the player's language while the
move stays laid for editing. ``status`` is ``CONNECTED``, ``WAITING`` (no
view yet, or the channel is down: the host is waiting for the pairing again)
or ``REFUSED`` (the last action refused; back to ``CONNECTED`` with the next
view or action). Nothing here reads a view's content: each game's guest
screen does (``ui/scriba/guest.py``, ``ui/wordz/guest.py``,
``ui/mistrz/guest.py``, with what they share in ``ui/table/screen.py``),
each made by the game module's ``guest_screen(app, lexicon, remote)``.

The host answers each action with a view or a refusal, in order; a view the
host sends meanwhile for another reason (another seat's move, a sync) ends
the pending mark early, and the answer still follows. Faults of the channel
(lost, repeated or late messages, re-pairing) are the protocol's (its
``Guest``): the transport calls ``update`` with its view each time a message
changed it, and ``set_status`` when the channel closes or opens.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

CONNECTED, WAITING, REFUSED = "connected", "waiting", "refused"
STATUSES = (CONNECTED, WAITING, REFUSED)

Action = dict[str, Any]


class RemoteSeat:
    def __init__(self, seat: int, send: Callable[[Action], None],
                 view: dict[str, Any] | None = None,
                 age: Callable[[], float] = lambda: 0.0) -> None:
        self.seat = seat
        self.view = view
        # how long ago, in ms of the host's clock, the view changed (the
        # protocol's ``Guest.view_age``): Mistrz Słowa's sand runs on by it
        self.age = age
        self.status = CONNECTED if view is not None else WAITING
        self.pending: Action | None = None       # sent, not yet answered
        self.refusal: tuple[str, dict[str, Any]] | None = None
        self._send = send
        self._listeners: list[Callable[[], None]] = []

    def listen(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` after every change the host brings (the screen
        takes it in and the app renders again)."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in self._listeners:
            callback()

    # --- what the screen does -------------------------------------------------
    def send(self, action: Action) -> bool:
        """Send this seat's action to the host; False (nothing sent) while
        another is still pending, no view came yet or the channel is down."""
        if self.pending is not None or self.view is None or self.status == WAITING:
            return False
        self.pending = dict(action)
        self.refusal = None
        if self.status == REFUSED:
            self.status = CONNECTED
        self._send(self.pending)
        return True

    # --- what the transport does ------------------------------------------------
    def update(self, view: dict[str, Any]) -> None:
        """The host's newest view of this seat: a pending action was taken
        (the host answers every action it takes with a new view)."""
        self.view = view
        self.pending = None
        self.refusal = None
        self.status = CONNECTED
        self._changed()

    def refuse(self, code: str, params: dict[str, Any] | None = None) -> None:
        """The host refused this seat's pending action."""
        self.pending = None
        self.refusal = (code, dict(params or {}))
        self.status = REFUSED
        self._changed()

    def set_status(self, status: str) -> None:
        """The channel's state: ``WAITING`` when it closed, ``CONNECTED`` when
        paired again (a pending action may be lost: it is dropped, and the
        player sends it again from the view the host sends)."""
        if status not in STATUSES:
            raise ValueError(f"unknown status {status!r}")
        if status == WAITING:
            self.pending = None
        self.status = status
        self._changed()
