"""A Mistrz Słowa table hosted by one App and joined by another, in one process
(``verba.ui.mistrz.host`` and ``guest`` over in-memory transports): the set-up's
"person on another device", a guest's roll and word applied by the host, the
sand running on the host (ticked into the host's game quietly, a turned glass
and a turn's end sent), the guest's hourglass run on by the host's clock, a
guest's link dropped mid-turn, and a host reload."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from test_tables_flow import Wire, apps, field
from test_ui_mistrz import LEXICON, Timers, attrs, click, text

from verba.mistrz.solver import best_words
from verba.ui.mistrz.guest import MistrzGuestScreen
from verba.ui.mistrz.host import MistrzHostScreen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act
from verba.ui.table import host_screen, join


class Clocks:
    """The host's and the guest's clocks (ms), far apart, moved by the test."""

    def __init__(self) -> None:
        self.now = 1_000_000

    def host(self) -> int:
        return self.now

    def guest(self) -> int:
        return self.now - 987_654


OLEK = {"name": "Olek", "kind": "remote"}
ALA = {"name": "Ala", "kind": "human"}


@pytest.fixture
def clocks(monkeypatch: pytest.MonkeyPatch) -> Clocks:
    made = Clocks()
    monkeypatch.setattr(host_screen, "clock", made.host)
    monkeypatch.setattr(join, "clock", made.guest)
    return made


def hosted(seats: list[dict[str, str]], **options: Any
           ) -> tuple[App, App, Wire, MistrzHostScreen, MistrzGuestScreen]:
    """A table with Olek on the guest's device, paired."""
    host, guest, wire = apps(Timers, {"pl-nouns": LEXICON})
    host.open_game("mistrz", resume=False)
    screen = host.screen
    screen.seats.seats[:] = seats
    screen.options.update(options)
    click(host, "start")
    hscreen = host.screen
    assert isinstance(hscreen, MistrzHostScreen) and "table" in host.saves["mistrz"]
    guest.open_join("#join=" + field(host, "data-offer"))
    seat = seats.index(OLEK)
    click(host, "table_answer", seat=seat, value=field(guest, "data-answer-code"))
    click(host, "table_accept", seat=seat)
    wire.flush()
    gscreen = guest.screen
    assert isinstance(gscreen, MistrzGuestScreen) and same(gscreen.state, hscreen.state)
    return host, guest, wire, hscreen, gscreen


def same(a: Any, b: Any) -> bool:
    """The same game but for the generator (the guest's view has none)."""
    return replace(a, rng=0) == replace(b, rng=0)


def sent_by_guest(guest: App) -> list[dict[str, Any]]:
    return [json.loads(text) for _, text in guest.services.rtc.sent]


def views_sent(host: App) -> int:
    return sum(json.loads(text)["kind"] == "view" for _, text in host.services.rtc.sent)


def host_ticks(host: App, screen: MistrzHostScreen, seconds: float) -> None:
    screen._tick_at -= seconds
    host.services.run_timers()


def test_the_set_up_offers_a_person_on_another_device() -> None:
    host, _, _ = apps(Timers, {"pl-nouns": LEXICON})
    host.open_game("mistrz", resume=False)
    kinds = [a["value"] for a in attrs(host, "value") if a.get("value") == "remote"]
    assert kinds and host.screen.seats.remote
    screen = host.screen
    screen.seats.seats[:] = [OLEK, ALA]
    click(host, "start")
    assert isinstance(host.screen, MistrzHostScreen) and field(host, "data-offer").startswith("V1")
    assert host.saves["mistrz"]["table"]["seats"][0]["role"] == "guest"
    assert host.saves["mistrz"]["table"]["seats"][1]["role"] == "here"


def test_a_guest_rolls_and_submits_a_word_the_host_applies_it(clocks: Clocks) -> None:
    host, guest, wire, hscreen, gscreen = hosted([OLEK, ALA], hourglass=False)
    assert hscreen.state.current == 0
    # the guest's turn is nobody's here: no roll button, a line saying where it is played
    assert not attrs(host, "data-roll") and "Waiting for Olek to play on their device" in text(host)
    assert "thinking" not in text(host)
    click(host, "roll")
    assert hscreen.state.phase == "roll"
    click(guest, "roll")
    wire.flush()
    assert hscreen.state.phase == "forming" and gscreen.state.turn.faces == hscreen.state.turn.faces
    assert hscreen.rolled and not attrs(host, "data-submit-word")    # the dice tumble, no input
    assert not attrs(host, "data-die") or all("data-act" not in a for a in attrs(host, "data-die"))
    word, points = best_words(hscreen.state.turn.faces, LEXICON, 1)[0][:2]
    guest.handle("input", act("type"), word.lower())
    guest.handle("key", json.dumps({"key": "Enter", "field": "word"}), None)
    wire.flush()
    assert hscreen.state.turns == 1 and hscreen.state.current == 1
    assert hscreen.state.players[0].score == points == gscreen.state.players[0].score
    assert [a["type"] for a in hscreen.record.to_dict()["actions"]] == ["roll", "submit"]
    saved = host.saves["mistrz"]
    assert "table" in saved and saved["state"]["players"][0]["score"] == points
    # Ala plays here: the roll button is back, and her roll reaches the guest
    click(host, "roll")
    wire.flush()
    assert gscreen.state.turn.faces == hscreen.state.turn.faces
    assert "Ala is playing…" in text(guest) and "thinking" not in text(guest)


def test_the_sand_runs_on_the_host_and_ends_a_guest_turn_on_both(clocks: Clocks) -> None:
    host, guest, wire, hscreen, gscreen = hosted([OLEK, ALA], hourglass=True, run_seconds=30,
                                                 runs=2)
    click(guest, "roll")
    wire.flush()
    assert hscreen.state.phase == "forming" and gscreen._tick in guest.services.pending
    sent, rev = views_sent(host), hscreen.hosting.host.rev
    clocks.now += 10_000
    host_ticks(host, hscreen, 10)
    # the tick went into the host's game, but no view went out: the guest runs it on
    assert hscreen.hosting.host.state is hscreen.state and hscreen.hosting.host.rev == rev + 1
    assert views_sent(host) == sent
    guest.services.run_timers()
    [glass] = attrs(guest, "data-left")
    assert glass["data-left"] == "50" and glass["data-run"] == "1"
    clocks.now += 5_000                               # between the host's views
    guest.services.run_timers()
    assert attrs(guest, "data-left")[0]["data-left"] == "45"
    # the glass turns on the host: that is sent
    clocks.now += 16_000
    host_ticks(host, hscreen, 21)
    assert views_sent(host) == sent + 1
    wire.flush()
    guest.services.run_timers()
    assert attrs(guest, "data-left")[0]["data-run"] == "2"
    assert attrs(guest, "data-left")[0]["data-left"] == "29"
    # the guest's clock runs past the end: its glass shows empty, its turn goes on
    clocks.now += 40_000
    guest.services.run_timers()
    assert attrs(guest, "data-left")[0]["data-left"] == "0"
    assert gscreen.state.phase == "forming" and gscreen.state.turns == 0
    # the host's sand runs out: the turn ends there and on the guest's device
    host_ticks(host, hscreen, 40)
    wire.flush()
    assert hscreen.state.turns == 1 and hscreen.state.recent[-1].outcome == "timeout"
    assert gscreen.state.turns == 1 and gscreen.state.current == 1
    assert all(m.get("action", {}).get("type") != "tick" for m in sent_by_guest(guest))


def test_the_sand_runs_on_when_the_guest_link_drops_mid_turn(clocks: Clocks) -> None:
    host, guest, wire, hscreen, gscreen = hosted([ALA, OLEK], hourglass=True, run_seconds=30,
                                                 runs=2)
    click(host, "roll")                         # Ala's turn, here: she gives up
    click(host, "give_up")
    click(host, "give_up")
    wire.flush()
    assert hscreen.state.current == 1 and gscreen.state.current == 1
    click(guest, "roll")
    wire.flush()
    guest.services.rtc.close("host")           # the guest's link drops
    wire.flush()
    waiting = hscreen.hosting.host.waiting_for
    calls: list[int] = []
    hscreen.hosting.host.waiting_for = lambda: calls.append(1) or waiting()  # type: ignore
    for _ in range(3):
        assert "Waiting for Olek" in text(host)
    host_ticks(host, hscreen, 20)
    assert "Waiting for Olek" in text(host)
    assert len(calls) == 1          # asked once for the game as it is, the sand aside
    host_ticks(host, hscreen, 41)
    assert hscreen.state.turns == 2 and hscreen.state.recent[-1].outcome == "timeout"
    assert "Waiting for Olek" not in text(host) and len(calls) == 2


def test_a_host_reload_resumes_the_mistrz_table(clocks: Clocks) -> None:
    host, guest, wire, hscreen, gscreen = hosted([OLEK, ALA], hourglass=True)
    click(guest, "roll")
    wire.flush()
    host_ticks(host, hscreen, 5)
    hscreen.persist()
    again = App(host.services, ["en"])
    again.open_game("mistrz", resume=True)
    screen = again.screen
    assert isinstance(screen, MistrzHostScreen) and screen.hosting.pairings[0].stage == "offered"
    assert screen.state == hscreen.state and screen.state.turn.sand_ms >= 5000
    assert not attrs(again, "data-roll") and "Olek's turn." in text(again)
    assert screen._tick in again.services.pending      # the sand of Olek's turn runs on here
