"""This page hosts a table: the ``Host`` over the transport, and each guest seat's pairing.

    table = new_table(game_id, state, guests)      # the save's "table", at the start
    hosting = Hosting(app, host)                   # a screen's, while it shows
    hosting.listen(moved)                          # a guest's action changed the game
    hosting.adopt(state)                           # the host's own table moved
    hosting.handle(action), hosting.view()         # the pairing panels

A guest seat is paired on a connection named ``seat<n>``: the page makes an
offer (``Transport.open_host``), shows it as a code with Copy and as a QR
image of the ``#join=`` link, and takes the guest's answer code from a
field. Once the channel opens the host sends the seat and its token
(``seat``), the guest says ``hello`` with them, and from then on every text
goes through ``Host.receive``. A closed or failed channel leaves the seat
waiting; "Pair again" makes a new token and a new code. The transport is
``app.services.rtc`` (``web/rtc.py`` on the page); without one the panels
say this browser cannot connect devices.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from functools import lru_cache
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...games_registry import ENGINES
from ...pairing import code as pairing_code
from ...pairing import qr
from ...pairing.sdp import PairingError
from ...protocol import HUMAN
from ...table.host import COMPUTER, GUEST, HERE, Host, Post, Seat
from ...table.wire import encode
from ...transport import Event
from ..shell.vnode import Node, act, button, h
from .scan import Scan

if TYPE_CHECKING:
    from ..shell.app import App

MAX_ANSWER = 8_000      # characters of a pasted answer looked at (pairing_code.MAX_INPUT)
# A seat's pairing: its offer on the way, shown, its answer taken, the
# channel open (the guest joined once the host has its hello), down.
MAKING, OFFERED, CONNECTING, JOINED, DOWN = "making", "offered", "connecting", "joined", "down"


def clock() -> int:
    """The host's clock in ms, never going back."""
    return int(time.monotonic() * 1000)


def peer_of(seat: int) -> str:
    return f"seat{seat}"


def seat_of(peer: str) -> int | None:
    return int(peer[4:]) if peer.startswith("seat") and peer[4:].isdigit() else None


def new_table(game_id: str, state: Any, guests: list[int]) -> dict[str, Any]:
    """The table of a new hosted game, as saved beside it (``Host.to_dict``
    but the state, which the save holds already): the seats in ``guests``
    played on other devices, the computers played here, the other people here."""
    engine = ENGINES[game_id]
    roles = [GUEST if i in guests else HERE if seat["kind"] == HUMAN else COMPUTER
             for i, seat in enumerate(engine.seats(state))]
    data = Host(engine, None, state, [Seat(role) for role in roles], clock).to_dict()
    del data["state"]
    return data


@dataclass
class Pairing:
    """One guest seat's pairing on this page."""
    stage: str = MAKING
    offer: str = ""              # the code to give the guest
    answer: str = ""             # the guest's code, as typed so far
    problem: str = ""            # a message code: why the answer or the connection failed
    copied: bool | None = None   # the Copy button's outcome


class Hosting:
    def __init__(self, app: "App", host: Host) -> None:
        self.app, self.host = app, host
        self.transport = getattr(app.services, "rtc", None)
        self.pairings: dict[int, Pairing] = {}
        self.came: set[int] = set()     # the seats whose device joined during this visit
        # ``Host.waiting_for`` asks the rules for legal actions (Mistrz Słowa
        # solves the roll): asked once per revision and away set, not per redraw
        self._waiting: tuple[int, tuple[int, ...], list[int]] | None = None
        self._moved: Callable[[], None] = lambda: None
        self.scan = Scan(app, expect="answer")
        self.scan_seat: int | None = None   # the panel whose Scan was pressed last
        if self.transport is not None:
            self.transport.listen(self._heard)
        for seat in self.guest_seats():
            self.pair(seat, fresh=False)

    def listen(self, moved: Callable[[], None]) -> None:
        """``moved`` is called after a guest's action changed the game."""
        self._moved = moved

    def guest_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.host.seats) if s.role == GUEST]

    def is_guest(self, seat: int) -> bool:
        return self.host.seats[seat].role == GUEST

    def names(self) -> list[str]:
        return [s["name"] for s in self.host.engine.seats(self.host.state)]

    # --- the transport ---------------------------------------------------------------

    def _send(self, posts: list[Post]) -> None:
        if self.transport is not None:
            for post in posts:
                self.transport.send(str(post.link), post.text)

    def adopt(self, state: Any, quiet: bool = False) -> None:
        """The host's own table moved: every guest gets its new view
        (``quiet``: only the sand ran, see ``Host.adopt``)."""
        rev = self.host.rev
        self._send(self.host.adopt(state, quiet))
        if quiet and self._waiting is not None and self._waiting[0] == rev:
            # the sand alone ran: nobody's turn changed
            self._waiting = (self.host.rev, *self._waiting[1:])

    def pair(self, seat: int, fresh: bool = True) -> None:
        """A new offer for ``seat`` (``fresh``: a new token too, which shuts
        out whoever held the old one)."""
        self.host.invite(seat, fresh=fresh)
        own = self.pairings[seat] = Pairing()
        if self.transport is None:
            own.stage, own.problem = DOWN, "transport.unsupported"
            return
        self._send(self.host.drop(peer_of(seat)))

        def done(sdp: str) -> None:
            if self.pairings.get(seat) is not own:
                return                      # paired again meanwhile
            try:
                own.offer = pairing_code.make("offer", sdp)
                own.stage = OFFERED
            except PairingError as error:
                own.stage, own.problem = DOWN, error.code
            self.app.services.render()
        self.transport.open_host(peer_of(seat), done)

    def _heard(self, event: Event) -> None:
        seat = seat_of(event.peer)
        own = self.pairings.get(seat) if seat is not None else None
        if seat is None or own is None:
            return
        rev = self.host.rev
        if event.kind == "open":
            own.stage, own.problem = CONNECTING, ""
            token = self.host.invite(seat)
            self.transport.send(event.peer, encode("seat", seat=seat, token=token))
        elif event.kind == "message":
            self._send(self.host.receive(event.peer, event.text))
            if seat not in self.host.away():
                own.stage = JOINED
                self.came.add(seat)
        elif event.kind in ("close", "failed"):
            self._send(self.host.drop(event.peer))
            # the offer is spent with its connection: only "Pair again" is shown
            own.stage, own.problem, own.offer, own.answer = DOWN, event.message_code, "", ""
        if self.host.rev != rev:
            self._moved()
        self.app.services.render()

    # --- the person's actions ------------------------------------------------------------

    def handle(self, action: dict[str, Any]) -> bool:
        """A pairing panel's action; True when it was one."""
        do, seat = action.get("do"), action.get("seat")
        if do == "scan_cancel":
            self.scan.cancel()
            return True
        if do not in ("table_answer", "table_accept", "table_copy", "table_pair", "table_scan"):
            return False
        if not isinstance(seat, int) or seat not in self.pairings:
            return True
        own = self.pairings[seat]
        if do == "table_answer":
            own.answer = str(action.get("value", ""))[:MAX_ANSWER]
        elif do == "table_accept":
            self._accept(seat, own)
        elif do == "table_copy" and own.offer:
            def copied(ok: bool) -> None:
                own.copied = ok
                self.app.services.render()
            self.app.copy_text(self.link(own.offer), copied)
        elif do == "table_pair":
            self.pair(seat)
        elif do == "table_scan":
            self.scan_seat = seat
            self.scan.start(lambda text: self._scanned(seat, own, text))
        return True

    def _scanned(self, seat: int, own: Pairing, text: str) -> None:
        """The camera read the guest's answer: as if it was pasted and sent."""
        if self.pairings.get(seat) is own:
            own.answer = text[:MAX_ANSWER]
            self._accept(seat, own)

    def key(self, info: dict[str, Any]) -> bool:
        return self.scan.key(info)

    def leave(self) -> None:
        self.scan.stop()

    def _accept(self, seat: int, own: Pairing) -> None:
        try:
            _, sdp = pairing_code.read(own.answer, expect="answer")
        except PairingError as error:
            own.problem = error.code
            return
        if self.transport is not None and own.stage == OFFERED:
            own.stage, own.problem = CONNECTING, ""
            self.transport.accept_answer(peer_of(seat), sdp)

    def link(self, offer: str) -> str:
        """The page's address that joins with ``offer``."""
        page = getattr(self.app.services, "page_url", lambda: "")()
        return page.split("#")[0] + pairing_code.join_link(offer)

    # --- the view --------------------------------------------------------------------------

    def waiting_for(self) -> list[int]:
        """``Host.waiting_for``, asked again only when the game or the away seats changed."""
        key = (self.host.rev, tuple(self.host.away()))
        if self._waiting is None or self._waiting[:2] != key:
            self._waiting = (*key, self.host.waiting_for())
        return self._waiting[2]

    def waiting_line(self) -> Node | None:
        """"Waiting for X" (to join, or to come back) while the game waits for
        a guest who is away."""
        waiting = self.waiting_for()
        if not waiting:
            return None
        names = self.names()
        return h("p", {"class": "remote-status waiting", "role": "status", "data-remote": "waiting"},
                 " ".join(self.app.t("table.waiting_for" if s in self.came else
                                     "table.waiting_to_join", name=names[s]) for s in waiting))

    def view(self) -> Node:
        """A panel per guest seat: paired, or its code, QR and answer field."""
        return h("section", {"class": "pairing-panels", "data-hosting": "1"},
                 self.waiting_line(), self.scan.view(),
                 [self._seat_view(seat, self.pairings[seat]) for seat in self.guest_seats()])

    def _seat_view(self, seat: int, own: Pairing) -> Node:
        t, name = self.app.t, self.names()[seat]
        attrs = {"class": "pairing", "key": f"pairing{seat}", "data-pairing": str(seat),
                 "data-stage": own.stage}
        problem = h("p", {"class": "problem", "role": "alert", "data-problem": own.problem},
                    t(own.problem)) if own.problem else None
        again = button(t("remote.host.pair_again"), act("table_pair", seat=seat), cls="btn small",
                       **{"data-pair-again": str(seat)})
        if own.stage == JOINED:
            return h("div", {**attrs, "class": "pairing joined"},
                     h("p", {"class": "remote-status"}, t("remote.host.joined", name=name)), again)
        head = h("h2", None, t("remote.host.seat", name=name))
        if own.stage in (MAKING, DOWN) and not own.offer:
            return h("section", attrs, head, problem,
                     h("p", {"role": "status"}, t("remote.host.making")) if own.stage == MAKING
                     else None, again if own.stage == DOWN else None)
        if own.stage == CONNECTING:
            return h("section", attrs, head, h("p", {"role": "status"}, t("remote.host.connecting")),
                     again)
        link = self.link(own.offer)
        code = offer_symbol(link, own.offer)
        copied = {True: "remote.copied", False: "remote.copy_by_hand"}.get(own.copied)
        return h("section", attrs, head,
                 h("p", None, t("remote.host.how", name=name)),
                 h("div", {"class": "qr-box"}, qr.svg(code, t("remote.host.qr", name=name))),
                 h("p", {"class": "pairing-code", "data-offer": str(seat)}, own.offer),
                 button(t("remote.copy"), act("table_copy", seat=seat), cls="btn small",
                        **{"data-copy-offer": str(seat)}),
                 h("p", {"role": "status"}, t(copied)) if copied else None,
                 h("form", {"class": "answer", "data-submit": act("table_accept", seat=seat)},
                   h("label", {"class": "field"}, h("span", None, t("remote.host.answer")),
                     h("textarea", {"rows": "3", "name": f"answer{seat}", "value": own.answer,
                                    "data-input": act("table_answer", seat=seat),
                                    "data-answer": str(seat), "autocomplete": "off",
                                    "spellcheck": "false"})),
                   self.scan.button(act("table_scan", seat=seat)),
                   h("button", {"type": "submit", "class": "btn primary",
                                "data-accept": str(seat)}, t("remote.host.connect"))),
                 self.scan.notice() if self.scan_seat == seat else None,
                 problem, again if own.stage == DOWN else None)


@lru_cache(maxsize=8)
def offer_symbol(link: str, offer: str) -> qr.QrCode:
    """The QR image of a seat's invitation, made once: the panel is drawn
    again on every event while it shows, and choosing a mask costs tens of
    milliseconds in the page."""
    return qr.encode(pairing_code.qr_segments(link, offer), "L")
