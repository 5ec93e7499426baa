"""A guest at a table: one seat, played on this device, the game kept by the host.

The guest holds its seat's view as the host last sent it, and nothing more.
Like the host it touches no transport: its methods return the texts to send
to the host, and ``receive`` takes the host's.

    guest = Guest(seat, token, clock)
    send(guest.hello())                  # join, or rejoin after a drop or a reload
    for text in guest.receive(message):  # the host's messages; the answers to send
        send(text)
    send(guest.act(action))              # the person plays (the host judges)
    send(guest.ping())                   # now and then: the host's clock and the latency
    guest.view, guest.rev, guest.refusals, guest.away, guest.closed
    guest.host_now(), guest.view_age()   # the host's clock here (Mistrz Słowa's sand)

A patch applies to the view it was made from; one that does not (a message
lost or late), or whose result has not the host's checksum, is not applied
and the guest asks for its whole view (``sync``). Messages from before the
view held are ignored. The host is trusted with the game but not with this
device: what it sends is read with the same limits, and a text that is not
a message is dropped.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import patch
from .wire import SENT_BY_HOST, ProtocolError, encode, parse

CLOCK_SAMPLES = 8       # pings kept for the clock estimate
RESYNC_AFTER = 3        # patches that do not fit before the guest asks again
REFUSALS_KEPT = 20


@dataclass(frozen=True)
class Refused:
    """What the host refused: a catalogue code, its parameters, and the seq
    of the refused action (None for another message)."""
    code: str
    params: dict[str, Any]
    seq: int | None


class Guest:
    def __init__(self, seat: int, token: str, clock: Callable[[], int], seq: int = 0) -> None:
        self.seat, self.token, self.clock = seat, token, clock
        self.seq = seq                    # the last action seq sent
        self.game: str | None = None
        self.joined = False
        self.view: dict[str, Any] | None = None
        self.rev = 0
        self.view_at = 0                  # the host's clock when the view changed
        self.away: list[int] = []
        self.refusals: deque[Refused] = deque(maxlen=REFUSALS_KEPT)
        self.closed: str | None = None    # the host's reason when it closed the link
        self._pings: dict[int, int] = {}  # id -> the guest's clock when sent
        self._samples: deque[tuple[int, float]] = deque(maxlen=CLOCK_SAMPLES)
        self._next_ping = 0
        self._unfit = 0                   # patches that did not fit since the last ask

    # --- what the guest sends -------------------------------------------------------

    def hello(self) -> str:
        """Join: the guest is joined again once the host's welcome arrives."""
        self.joined, self.closed = False, None
        return encode("hello", seat=self.seat, token=self.token)

    def act(self, action: dict[str, Any]) -> str:
        self.seq += 1
        return encode("action", seq=self.seq, action=action)

    def sync(self) -> str:
        """Ask for the whole view (the table calls it when nothing came for a while)."""
        self._unfit = 0
        return encode("sync")

    def ping(self) -> str:
        self._next_ping += 1
        self._pings[self._next_ping] = self.clock()
        while len(self._pings) > CLOCK_SAMPLES:        # pongs lost are forgotten
            del self._pings[min(self._pings)]
        return encode("ping", id=self._next_ping, t=self._pings[self._next_ping])

    def bye(self) -> str:
        return encode("bye")

    # --- what the host sends -------------------------------------------------------------

    def receive(self, text: Any) -> list[str]:
        """A message from the host; the texts to send back (a ``sync`` when
        the view is out of step). Never raises for what the text holds."""
        try:
            message = parse(text, SENT_BY_HOST)
        except ProtocolError:
            return []
        kind = message["kind"]
        if kind == "welcome":
            if message["seat"] == self.seat:
                # a new session: the next whole view is taken whatever its
                # revision (a host reloaded from its save may count lower)
                self.joined, self.game, self.rev = True, message["game"], 0
                self.seq = max(self.seq, message["seq"])   # a reloaded page goes on above it
        elif kind == "view":
            return self._view(message)
        elif kind == "refused":
            self.refusals.append(Refused(message["code"], message["params"], message["seq"]))
        elif kind == "pong":
            self._pong(message)
        elif kind == "away":
            self.away = list(message["seats"])
        elif kind == "bye":
            self.joined, self.closed = False, message["code"]
        return []

    def _view(self, message: dict[str, Any]) -> list[str]:
        rev, base = message["rev"], message["base"]
        if rev <= self.rev and not (base is None and rev == self.rev):
            return []                                  # late or repeated
        if base is None:
            view = message["view"]
        elif base != self.rev or self.view is None:
            return self._unfitting()
        else:
            try:
                view = patch.apply(self.view, message["patch"])
            except ProtocolError:
                return self._unfitting()
        if not isinstance(view, dict) or patch.checksum(view) != message["sum"]:
            return self._unfitting()
        self.view, self.rev, self.view_at, self._unfit = view, rev, message["at"], 0
        return []

    def _unfitting(self) -> list[str]:
        """Ask for the whole view once, and again only after a few more
        patches that do not fit (the answer may have been lost)."""
        self._unfit += 1
        return [encode("sync")] if self._unfit % (RESYNC_AFTER + 1) == 1 else []

    def _pong(self, message: dict[str, Any]) -> None:
        sent = self._pings.pop(message["id"], None)
        now = self.clock()
        if sent is None or sent != message["t"] or now < sent:
            return
        trip = now - sent
        # the host read its clock about half-way through the trip
        self._samples.append((trip, message["host"] + trip / 2 - now))

    # --- the host's clock -------------------------------------------------------------------

    def latency(self) -> float | None:
        """One way, in ms: half the shortest round trip of the last pings."""
        return min(self._samples)[0] / 2 if self._samples else None

    def host_now(self) -> float | None:
        """The host's clock now, estimated from the ping with the shortest
        round trip (the least room for error); None before any pong."""
        if not self._samples:
            return None
        return self.clock() + min(self._samples)[1]

    def view_age(self) -> float:
        """How long ago, in ms on the host's clock, the view changed: what the
        sand ran since the view's ``sand_ms`` (0 before any pong)."""
        now = self.host_now()
        return max(0.0, now - self.view_at) if now is not None else 0.0
