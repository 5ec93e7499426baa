"""What a table on separate devices asks of its transport, and what it hears.

The page's transport is ``web/rtc.py`` over ``assets/js/rtc.js`` (WebRTC, no
server); tests give the screens another object of the same shape. Each peer
is a connection named by an id the caller picks (a guest's seat on the host,
"host" on a guest) and carries text, one JSON message at a time, ordered and
reliable while it lasts; a connection can end at any time and be paired anew
under the same id.

Pairing, with no signalling server: the host's ``open_host(peer, done)``
hands ``done`` the offer (SDP text, complete: no trickle); the person carries
it to the guest, whose ``join(peer, offer, done)`` hands ``done`` the answer;
carried back, ``accept_answer(peer, answer)`` completes it and both sides
hear ``open``. Everything else comes as an ``Event`` to the listener.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Protocol

MAX_BYTES = 64 * 1024   # the largest message, in UTF-8 (rtc.js MAX_BYTES)
MAX_PEER = 64           # the length of a peer's id

# What happens to a peer (rtc.js tells them): "open" (send works), "message"
# (``text`` arrived), "dropped" (something arrived and was thrown away),
# "close" (an open connection ended), "failed" (it never opened).
KINDS = ("open", "message", "dropped", "close", "failed")
# Why, for "dropped", "close" and "failed"; each has a message
# ``transport.<reason>`` for the person.
REASONS = {
    "dropped": ("too_big", "binary"),
    "close": ("closed", "lost"),
    # networks: ICE failed with no server set (probably different networks);
    # unreachable: it failed through the servers set; gathering: no address at
    # all; refused: an offer or answer this side could not take; servers: the
    # browser refused the servers set; unsupported: no WebRTC here.
    "failed": ("networks", "unreachable", "gathering", "refused", "servers", "unsupported"),
}


@dataclass(frozen=True)
class Event:
    peer: str
    kind: str
    text: str = ""    # a message's text
    reason: str = ""  # one of REASONS[kind]

    @property
    def message_code(self) -> str:
        """The code of the message that tells the person why, "" when none does."""
        return f"transport.{self.reason}" if self.reason else ""


def parse_event(detail: str) -> Event:
    """An event as rtc.js tells it (JSON), checked; ValueError if it is not one."""
    if len(detail) > 6 * MAX_BYTES + 256:  # a message's text, each character escaped as \uXXXX
        raise ValueError("an event is short")
    data: Any = json.loads(detail)
    if not isinstance(data, dict):
        raise ValueError("an event is an object")
    peer, kind = data.get("peer"), data.get("kind")
    text, reason = data.get("text", ""), data.get("reason", "")
    if not isinstance(peer, str) or not 0 < len(peer) <= MAX_PEER or kind not in KINDS:
        raise ValueError("an event names a peer and a kind")
    if not isinstance(text, str) or (text and kind != "message") or len(text.encode()) > MAX_BYTES:
        raise ValueError("only a message carries text, at most MAX_BYTES of it")
    if reason not in REASONS.get(kind, ("",)):
        raise ValueError(f"a {kind} event's reason is one of {REASONS.get(kind, ())}")
    return Event(peer, kind, text, reason)


class Transport(Protocol):
    """The transport a table uses (``web.rtc.Rtc`` on the page)."""

    def listen(self, callback: Callable[[Event], None]) -> None:
        """Every event of every peer from now on goes to ``callback``."""

    def open_host(self, peer: str, done: Callable[[str], None]) -> None:
        """A new connection ``peer`` (replacing any of that id): ``done``
        gets the offer; a failure is a "failed" event instead."""

    def accept_answer(self, peer: str, sdp: str) -> None:
        """The guest's answer to ``peer``'s offer: "open" follows, or "failed"."""

    def join(self, peer: str, offer: str, done: Callable[[str], None]) -> None:
        """Answer a host's offer on a new connection ``peer``: ``done`` gets
        the answer; a failure is a "failed" event instead."""

    def send(self, peer: str, text: str) -> bool:
        """Send ``text``; False when ``peer`` is not open or it is too big."""

    def close(self, peer: str) -> None:
        """End ``peer``'s connection; the other side hears "close"."""
