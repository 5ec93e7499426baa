"""A table hosted by one App and joined by another, in one process: the set-up's
"person on another device", the pairing panels, the join screen, the game over
a pair of in-memory transports (``verba.transport``'s shape), a guest's move
applied by the host and drawn on both, a forged message refused, a host reload."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Callable

from test_app import FakeServices, click

from verba.lexicon import Lexicon
from verba.storage import MemoryBackend, save_key
from verba.transport import Event
from verba.ui.shell.app import App
from verba.ui.shell.vnode import find_all, text_of
from verba.wordz import ai
from verba.wordz import engine as wordz_engine
from verba.wordz import game as wordz_game

ROOT = Path(__file__).resolve().parent
SAMPLES = ROOT / "fixtures" / "pairing"


@cache
def lexicon() -> Lexicon:
    return Lexicon.from_file_bytes((ROOT.parent / "lexicons" / "pl.dawg.gz").read_bytes())


@cache
def french() -> Lexicon:
    return Lexicon.from_file_bytes((ROOT.parent / "lexicons" / "fr.dawg.gz").read_bytes())


class Wire:
    """Two transports joined: what one sends the other hears, when ``flush``ed."""

    def __init__(self) -> None:
        self.queue: list[tuple[Any, Event]] = []

    def flush(self) -> None:
        while self.queue:
            side, event = self.queue.pop(0)
            if side.listener is not None:
                side.listener(event)


class FakeRtc:
    def __init__(self, wire: Wire, sdp_offer: str, sdp_answer: str) -> None:
        self.wire, self.offer, self.answer = wire, sdp_offer, sdp_answer
        self.listener: Callable[[Event], None] | None = None
        self.other: FakeRtc | None = None
        self.peers: dict[str, str] = {}          # my peer id -> the other side's
        self.sent: list[tuple[str, str]] = []

    def listen(self, callback: Callable[[Event], None]) -> None:
        self.listener = callback

    def open_host(self, peer: str, done: Callable[[str], None]) -> None:
        self.pending = peer
        done(self.offer)

    def accept_answer(self, peer: str, sdp: str) -> None:
        assert self.other is not None
        self.peers[peer] = "host"
        self.other.peers["host"] = peer
        self.wire.queue += [(self, Event(peer, "open")), (self.other, Event("host", "open"))]

    def join(self, peer: str, offer: str, done: Callable[[str], None]) -> None:
        done(self.answer)

    def send(self, peer: str, text: str) -> bool:
        if peer not in self.peers or self.other is None:
            return False
        self.sent.append((peer, text))
        self.wire.queue.append((self.other, Event(self.peers[peer], "message", text)))
        return True

    def close(self, peer: str) -> None:
        other = self.peers.pop(peer, None)
        if other is not None and self.other is not None:
            self.other.peers.pop(other, None)
            self.wire.queue.append((self.other, Event(other, "close", reason="closed")))


def apps(make_services: Callable[[MemoryBackend], Any] = FakeServices,
         lexicons: dict[str, Lexicon] | None = None) -> tuple[App, App, Wire]:
    """A host's App and a guest's, their transports on one wire."""
    wire = Wire()
    offer = (SAMPLES / "ip-offer.sdp").read_text()
    answer = (SAMPLES / "ip-answer.sdp").read_text()
    host_rtc, guest_rtc = FakeRtc(wire, offer, answer), FakeRtc(wire, offer, answer)
    host_rtc.other, guest_rtc.other = guest_rtc, host_rtc
    made = []
    for rtc in (host_rtc, guest_rtc):
        services = make_services(MemoryBackend())
        services.rtc = rtc
        services.lexicons._loaded = lexicons or {"pl": lexicon(), "fr": french()}  # type: ignore[attr-defined]
        services.copy = lambda text, done: done(False)
        made.append(App(services, ["en"], seed=11))
    return made[0], made[1], wire


def field(app: App, attr: str) -> str:
    return text_of(find_all(app.view()[-1], lambda tag, a: attr in a)[0])


def hosted(game_id: str = "scriba", make_services: Callable[[MemoryBackend], Any] = FakeServices
           ) -> tuple[App, App, Wire, str]:
    """Ala plays at the host's page, which offers Olek's seat: the apps and the offer's code."""
    host, guest, wire = apps(make_services)
    host.open_game(game_id, resume=False)
    screen = host.screen
    screen.seats.seats[:] = [{"name": "Ala", "kind": "human"}, {"name": "Olek", "kind": "remote"}]
    if game_id == "scriba":
        screen.options["checking"] = "immediate"
    click(host, "start")
    assert host.screen is not screen and "table" in host.saves[game_id]
    offer = field(host, "data-offer")
    assert offer.startswith("V1")
    return host, guest, wire, offer


def paired(game_id: str = "scriba") -> tuple[App, App, Wire]:
    """Ala plays at the host's page, Olek on a guest's, paired by their codes."""
    host, guest, wire, offer = hosted(game_id)
    guest.open_join("#join=" + offer)
    answer = field(guest, "data-answer-code")
    click(host, "table_answer", seat=1, value=answer)
    click(host, "table_accept", seat=1)
    wire.flush()
    assert host.screen.hosting.pairings[1].stage == "joined"
    return host, guest, wire


def test_a_scriba_table_hosted_and_joined_plays_a_guest_move() -> None:
    host, guest, wire = paired()
    gscreen = guest.screen
    assert gscreen.remote.seat == 1 and gscreen.remote.view is not None
    # a pass from each side: the host's own move reaches the guest, the guest's the host
    hosted = olek_to_move(host, wire)
    assert gscreen.state.current == 1
    assert gscreen.remote.send({"type": "pass"})
    wire.flush()
    assert hosted.state.current == 0 and gscreen.state.current == 0
    assert gscreen.remote.pending is None
    # the guest sees its own rack, never Ala's
    for peer, text in host.services.rtc.sent:
        assert json.dumps(hosted.state.racks[0]) not in text or hosted.state.racks[0] == \
            hosted.state.racks[1]
    # a forged message for another seat is refused and the host carries on
    rev = host.screen.hosting.host.rev
    guest.services.rtc.send("host", json.dumps({"v": 1, "kind": "hello", "seat": 0,
                                               "token": "A" * 22}))
    wire.flush()
    assert host.screen.hosting.host.rev == rev and host.screen.hosting.host.log
    # an action this page never sent, refused: not shown as the seat's own refusal
    guest.services.rtc.send("host", json.dumps({"v": 1, "kind": "action", "seq": 99,
                                               "action": {"type": "pass"}}))
    wire.flush()
    assert host.screen.hosting.host.log[-1].code == "table.not_your_turn"
    assert gscreen.remote.status == "connected" and gscreen.remote.refusal is None
    # its last action sent again (a replay): refused, and the seat hears why
    guest.services.rtc.send("host", json.dumps({"v": 1, "kind": "action", "seq": 1,
                                               "action": {"type": "pass"}}))
    wire.flush()
    assert host.screen.hosting.host.rev == rev
    assert gscreen.remote.refusal == ("table.replayed", {})
    # a host reload resumes the table and offers pairing again
    again = App(host.services, ["en"])
    again.open_game("scriba", resume=True)
    assert getattr(again.screen, "hosting", None) is not None
    assert again.screen.hosting.pairings[1].stage == "offered"


def olek_to_move(host: App, wire: Wire) -> Any:
    """The host's screen, Ala (on the host) having passed if she was to move."""
    hosted = host.screen
    if hosted.state.current == 0:
        hosted._apply({"type": "pass"})
        wire.flush()
    return hosted


def page_text(app: App) -> str:
    return text_of(app.view()[-1])


def test_the_host_says_a_guest_plays_on_their_device_or_is_away_once() -> None:
    host, guest, wire = paired()
    hosted = olek_to_move(host, wire)
    assert hosted.state.current == 1 and hosted.stage() == "computer"
    assert hosted.thinking is None                 # no computer plays Olek here
    text = page_text(host)
    assert "Waiting for Olek to play on their device" in text
    assert "thinking" not in text and "Waiting for Olek to come back" not in text
    assert find_all(host.view()[-1], lambda tag, a: a.get("data-remote-turn") == "Olek")
    # the guest's device goes away: "waiting for Olek" once, the turn line says whose turn
    guest.services.rtc.close("host")
    wire.flush()
    text = page_text(host)
    assert text.count("Waiting for Olek") == 1 and "Waiting for Olek to come back" in text
    # the spent invitation is not shown again: only "Pair again"
    assert not find_all(host.view()[-1], lambda tag, a: "data-offer" in a)
    assert find_all(host.view()[-1], lambda tag, a: a.get("data-pair-again") == "1")
    assert "Olek's turn." in text and "on their device" not in text
    # in the host's other languages, as a person is named in them
    for lang, here, away in (("pl", "Ruch gracza: Olek (na swoim urządzeniu)", "Ruch gracza: Olek."),
                             ("fr", "Au tour de Olek, qui joue sur son appareil", "Au tour de Olek.")):
        host.set_lang(lang)
        assert away in page_text(host) and here not in page_text(host)


def test_a_wordz_guests_turn_reads_as_played_on_their_device() -> None:
    host, guest, wire = paired("wordz")
    screen = host.screen
    # both words composed and turns played (the host's engine, as if sent) until Olek's
    state = screen.state
    for _ in range(40):
        if state.phase == "play" and state.current == 1:
            break
        due = state.current if state.phase == "play" else \
            next(i for i, seat in enumerate(state.seats) if seat.word is None)
        action = ai.choose_action(wordz_engine.view(state, due), french(), "medium")
        state = wordz_game.apply(state, action, french())
    screen.state = state
    assert screen.stage() == "computer" and screen.thinking is None
    text = page_text(host)
    assert "Waiting for Olek to play on their device" in text and "thinking" not in text
    assert find_all(host.view()[-1], lambda tag, a: a.get("data-remote-turn") == "1")
    guest.services.rtc.close("host")
    wire.flush()
    text = page_text(host)
    assert text.count("Waiting for Olek") == 1 and "Olek's turn." in text


def test_a_guest_move_while_the_host_reads_the_rules_keeps_the_table_in_the_save() -> None:
    host, guest, wire = paired()
    hosted = olek_to_move(host, wire)
    click(host, "rules", page="scriba")
    assert host.screen is not hosted
    assert guest.screen.remote.send({"type": "pass"})
    wire.flush()
    assert hosted.state.current == 0                    # the guest's pass was applied
    saved = host.storage.read(save_key("scriba"), "save")
    assert saved is not None and "table" in saved and saved["state"]["current"] == 0
    again = App(host.services, ["en"])
    again.open_game("scriba", resume=True)
    assert getattr(again.screen, "hosting", None) is not None


def test_before_the_guest_ever_joined_the_host_waits_for_them_to_join() -> None:
    host, guest, wire = apps()
    host.open_game("scriba", resume=False)
    host.screen.seats.seats[:] = [{"name": "Ala", "kind": "human"},
                                  {"name": "Olek", "kind": "remote"}]
    click(host, "start")
    olek_to_move(host, wire)
    text = page_text(host)
    assert "Waiting for Olek to join." in text and "come back" not in text


def test_a_guest_sees_another_persons_turn_as_played_not_thought() -> None:
    host, guest, wire = paired()
    gscreen = guest.screen
    if gscreen.state.current == 1:
        assert gscreen.remote.send({"type": "pass"})
        wire.flush()
    assert gscreen.state.current == 0                # Ala's turn, on the host's device
    text = page_text(guest)
    assert "Ala is playing…" in text and "thinking" not in text
    host, guest, wire = paired("wordz")
    assert guest.screen._remote_turn(0) == "Ala is playing…"
    assert guest.screen._remote_turn(1) is None      # the guest's own seat
