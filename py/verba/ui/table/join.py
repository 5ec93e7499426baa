"""Joining a table hosted on another device: the code in, the answer out, then the game.

    app.open_join(code)      # a "#join=" link opened, or "Join a table" (code "")

``JoinScreen`` reads the host's invitation code (``pairing.code.read``: its
refusals in the player's language), makes the answer on the transport
(``Transport.join``, peer "host") and shows it as a code with Copy and a QR
image for the host to take in. Once the channel opens, the host sends the
seat and its token (``seat``); ``GuestLink`` then joins with ``hello`` and
carries the protocol's ``Guest`` between the transport and the screen's
``RemoteSeat``: the host's views and refusals in, the seat's actions out.
On the host's ``welcome`` the game's word list is fetched and its
``guest_screen`` shown. The seat, its token and the code used are kept in
the session's storage (``session``): a reload that finds the same code
again says that a new one is needed from the host, as an answer pairs an
offer once. A closed channel leaves the game on show, waiting, with a way
back here to paste a new code; the ``Guest`` stays, so its actions' numbers
go on where they were.
"""
from __future__ import annotations

import json
import time
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...pairing import code as pairing_code
from ...pairing import qr
from ...pairing.sdp import PairingError
from ...table.guest import Guest
from ...table.wire import SENT_BY_HOST, ProtocolError, parse
from ...transport import Event
from ..shell.chrome import top_bar
from ..shell.games import game_by_id
from ..shell.vnode import Node, act, button, h
from .remote import CONNECTED, WAITING, RemoteSeat
from .scan import Scan

if TYPE_CHECKING:
    from ..shell.app import App

PEER = "host"
SESSION_KEY = "verba.table.guest"
MAX_CODE_TEXT = 8_000
PING_MS = 15_000        # the host's clock asked again at most this often


def clock() -> int:
    return int(time.monotonic() * 1000)


class GuestLink:
    """This device's seat at a hosted table, for as long as the page lives."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.transport = getattr(app.services, "rtc", None)
        self.guest: Guest | None = None
        self.remote: RemoteSeat | None = None
        self.open = False
        self.failed = ""             # a transport.* code: why the channel never opened
        self.shown = False           # the game's screen is up
        self.code = ""               # the invitation this link answered
        self.pinged = 0              # this page's clock at the last ping
        if self.transport is not None:
            self.transport.listen(self._heard)

    def _send(self, text: str) -> None:
        if self.transport is not None:
            self.transport.send(PEER, text)

    def _heard(self, event: Event) -> None:
        if event.peer != PEER:
            return
        if event.kind == "open":
            self.open, self.failed = True, ""
        elif event.kind == "message":
            self._message(event.text)
        elif event.kind in ("close", "failed"):
            was_open, self.open = self.open, False
            if not was_open:
                self.failed = event.message_code
            if self.remote is not None:
                self.remote.set_status(WAITING)
        self.app.services.render()

    def _message(self, text: str) -> None:
        try:
            message = parse(text, SENT_BY_HOST)
        except ProtocolError:
            return
        if message["kind"] == "seat":
            self._seated(message["seat"], message["token"])
            return
        guest, remote = self.guest, self.remote
        if guest is None or remote is None:
            return
        rev, refusals = guest.rev, len(guest.refusals)
        for answer in guest.receive(text):
            self._send(answer)
        if message["kind"] == "welcome" and guest.game is not None:
            self._remember()
            self._show(guest.game)
            self._ping()
        elif clock() - self.pinged >= PING_MS:
            self._ping()
        if guest.rev != rev and guest.view is not None:
            remote.update(guest.view)
        elif len(guest.refusals) != refusals and message["kind"] == "refused" \
                and message["seq"] == guest.seq:
            # the answer to this seat's last action (a refusal of another
            # number answers something this page did not send)
            last = guest.refusals[-1]
            remote.refuse(last.code, last.params)

    def _ping(self) -> None:
        """Ask the host's clock (``Guest.host_now``): on joining, and now and
        then with the host's messages, keeping the quickest answer's estimate."""
        if self.guest is not None:
            self.pinged = clock()
            self._send(self.guest.ping())

    def _seated(self, seat: int, token: str) -> None:
        """The host says which seat this channel is for, and its token."""
        if self.guest is None or self.guest.seat != seat:
            guest = self.guest = Guest(seat, token, clock)
            self.remote = RemoteSeat(seat, self._act, age=guest.view_age)
        self.guest.token = token
        self._send(self.guest.hello())

    def _act(self, action: dict[str, Any]) -> None:
        if self.guest is not None:
            self._send(self.guest.act(action))

    def _remember(self) -> None:
        assert self.guest is not None
        data = {"code": self.code, "seat": self.guest.seat, "game": self.guest.game}
        session = getattr(self.app.services, "session", None)
        if session is not None:
            session.set(SESSION_KEY, json.dumps(data))

    def _show(self, game_id: str) -> None:
        """The game's guest screen, once its word list is here."""
        remote = self.remote
        assert remote is not None
        remote.set_status(CONNECTED if remote.view is not None else WAITING)
        if self.shown and self.app.screen is not None and getattr(
                self.app.screen, "remote", None) is remote:
            return
        game = game_by_id(game_id)

        def ready(lexicons: list[Any]) -> None:
            self.shown = True
            self.app.go(game.guest_screen(self.app, lexicons[0], remote))
        self.app.fetch_lexicons((game.lexicon,), game.name_code(), ready,
                                retry=lambda: self._show(game_id))

    def join(self, offer_sdp: str, code: str, done: Any) -> None:
        self.code, self.open, self.failed = code, False, ""
        if self.transport is not None:
            self.transport.join(PEER, offer_sdp, done)


def used_code(app: "App") -> str:
    """The invitation this browser tab last joined with, if any."""
    session = getattr(app.services, "session", None)
    raw = session.get(SESSION_KEY) if session is not None else None
    try:
        data = json.loads(raw) if raw else None
    except ValueError:
        return ""
    code = data.get("code") if isinstance(data, dict) else None
    return code if isinstance(code, str) and len(code) <= MAX_CODE_TEXT else ""


class JoinScreen:
    def __init__(self, app: "App", link: GuestLink, text: str = "") -> None:
        self.app, self.link = app, link
        self.text = text[:MAX_CODE_TEXT]
        self.problem = ""
        self.answer = ""
        self.making = False
        self.copied: bool | None = None
        self.scan = Scan(app, expect="offer")
        if text:
            self._read()

    def _read(self) -> None:
        self.problem, self.answer, self.copied = "", "", None
        try:
            _, sdp = pairing_code.read(self.text, expect="offer")
        except PairingError as error:
            self.problem = error.code
            return
        offer = pairing_code.decode(self.text)
        clean = pairing_code.encode(offer)
        if clean == used_code(self.app) and self.link.guest is None:
            self.problem = "remote.join.used"
            return
        if self.link.transport is None:
            self.problem = "transport.unsupported"
            return
        self.making = True

        def done(answer_sdp: str) -> None:
            self.making = False
            try:
                self.answer = pairing_code.make("answer", answer_sdp)
            except PairingError as error:
                self.problem = error.code
            self.app.services.render()
        self.link.join(sdp, clean, done)

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "join_code":
            self.text = str(action.get("value", ""))[:MAX_CODE_TEXT]
        elif do == "join_read":
            self._read()
        elif do == "join_scan":
            self.scan.start(self._scanned)
        elif do == "scan_cancel":
            self.scan.cancel()
        elif do == "join_copy" and self.answer:
            def copied(ok: bool) -> None:
                self.copied = ok
                self.app.services.render()
            self.app.copy_text(self.answer, copied)
        elif do == "settings":
            from ..shell.settings_screen import SettingsScreen
            self.app.go(SettingsScreen(self.app))

    def _scanned(self, text: str) -> None:
        """The camera read the host's code: as if it was pasted and sent."""
        self.text = text[:MAX_CODE_TEXT]
        self._read()

    def leave(self) -> None:
        self.scan.stop()

    def key(self, info: dict[str, Any]) -> bool:
        if self.scan.key(info):
            return True
        if info.get("key") == "Escape":
            self.app.go_home()
            return True
        return False

    def view(self) -> list[Node]:
        t = self.app.t
        failed = self.link.failed
        return [h("div", {"class": "screen join", "data-screen": "join", "key": "join"},
                  top_bar(self.app, t("remote.join.title")),
                  h("main", {"class": "join-body"},
                    self._answer_view() if self.answer and not failed else self._form(),
                    h("p", {"class": "problem", "role": "alert", "data-problem": failed},
                      t(failed)) if failed else None,
                    button(t("remote.join.settings"), act("settings"), cls="btn small",
                           **{"data-nav": "settings"}) if failed in (
                        "transport.networks", "transport.unreachable") else None))]

    def _form(self) -> Node:
        t = self.app.t
        return h("form", {"class": "panel join-form", "data-submit": act("join_read")},
                 h("p", None, t("remote.join.how")),
                 h("label", {"class": "field"}, h("span", None, t("remote.join.code")),
                   h("textarea", {"rows": "3", "name": "code", "value": self.text,
                                  "data-input": act("join_code"), "data-join-code": "1",
                                  "autocomplete": "off", "spellcheck": "false"})),
                 self.scan.button(act("join_scan")), self.scan.notice(), self.scan.view(),
                 h("p", {"class": "problem", "role": "alert", "data-problem": self.problem},
                   t(self.problem)) if self.problem else None,
                 h("p", {"role": "status"}, t("remote.join.making")) if self.making else None,
                 h("button", {"type": "submit", "class": "btn primary", "data-join": "1"},
                   t("remote.join.go")))

    def _answer_view(self) -> Node:
        t = self.app.t
        symbol = answer_symbol(self.answer)
        copied = {True: "remote.copied", False: "remote.copy_by_hand"}.get(self.copied)
        return h("section", {"class": "panel pairing", "data-stage": "answer"},
                 h("p", None, t("remote.join.answer")),
                 h("div", {"class": "qr-box"}, qr.svg(symbol, t("remote.join.qr"))),
                 h("p", {"class": "pairing-code", "data-answer-code": "1"}, self.answer),
                 button(t("remote.copy"), act("join_copy"), cls="btn primary",
                        **{"data-copy-answer": "1"}),
                 h("p", {"role": "status"}, t(copied)) if copied else None,
                 h("p", {"role": "status"}, t("remote.host.connecting")) if self.link.open else None)


@lru_cache(maxsize=2)
def answer_symbol(answer: str) -> qr.QrCode:
    """The answer's QR image, made once (the screen is drawn on every event)."""
    return qr.encode(qr.Segment.alnum(answer), "L")
