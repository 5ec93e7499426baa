"""py/web/rtc.py, the page's transport, over a stand-in for the browser:
what it hands rtc.js (the servers set, the SDP), what it hands back, and the
events it passes on. rtc.js itself is tested in the page (e2e/test_rtc.py)."""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from fake_pyscript import FakeWindow, settle, web_module

from verba.ice_servers import IceServer
from verba.transport import Event


class FakeRtcJs:
    """rtc.js's exports, recording their calls."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.open: set[str] = set()

    async def host(self, peer: str, servers: Any) -> str | None:
        self.calls.append(("host", peer, servers))
        return None if peer == "broken" else f"offer of {peer}"

    async def accept(self, peer: str, sdp: str) -> bool:
        self.calls.append(("accept", peer, sdp))
        self.open.add(peer)
        return True

    async def join(self, peer: str, sdp: str, servers: Any) -> str:
        self.calls.append(("join", peer, sdp, servers))
        return f"answer to {sdp}"

    def send(self, peer: str, text: str) -> bool:
        self.calls.append(("send", peer, text))
        return peer in self.open

    def close(self, peer: str) -> None:
        self.calls.append(("close", peer))


class RtcWindow(FakeWindow):
    def __init__(self, js: FakeRtcJs) -> None:
        super().__init__("rtc", js)

    def tell(self, **detail: Any) -> None:
        self.tell_text(json.dumps(detail))


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, FakeRtcJs, RtcWindow]]:
    js = FakeRtcJs()
    window = RtcWindow(js)
    for module in web_module(monkeypatch, window, "rtc"):
        yield module.Rtc, js, window


def test_pairing_hands_the_servers_set_and_the_sdp_through(page: Any) -> None:
    Rtc, js, _ = page
    servers = [IceServer("stun:s.example.org")]
    rtc = Rtc(lambda: servers)
    got: list[str] = []
    assert not rtc.send("seat-1", "early")  # nothing loaded, nothing open
    settle(lambda: rtc.open_host("seat-1", got.append))
    servers.append(IceServer("turn:t.example.org", "me", "pw"))  # read again at each pairing
    settle(lambda: rtc.join("host", "their offer", got.append))
    settle(lambda: rtc.accept_answer("seat-1", "their answer"))
    assert got == ["offer of seat-1", "answer to their offer"]
    assert js.calls[0] == ("host", "seat-1", [{"urls": "stun:s.example.org"}])
    assert js.calls[1][3][1] == {"urls": "turn:t.example.org", "username": "me", "credential": "pw"}
    assert js.calls[2] == ("accept", "seat-1", "their answer")
    assert rtc.send("seat-1", "hello") and not rtc.send("host", "not open")
    rtc.close("seat-1")
    assert js.calls[-1] == ("close", "seat-1")


def test_a_failed_offer_never_calls_done(page: Any) -> None:
    Rtc, _, _ = page
    rtc = Rtc(lambda: ())
    got: list[str] = []
    settle(lambda: rtc.open_host("broken", got.append))
    assert got == []  # rtc.js told a "failed" event instead


def test_events_reach_the_listener_checked_and_one_failing_listener_stops_nothing(page: Any) -> None:
    Rtc, _, window = page
    rtc = Rtc(lambda: ())
    window.tell(peer="seat-1", kind="open")  # nobody listens yet: dropped quietly
    heard: list[Event] = []

    def listener(event: Event) -> None:
        heard.append(event)
        if event.text == "boom":
            raise RuntimeError("a table's fault")
    rtc.listen(listener)
    window.tell(peer="seat-1", kind="message", text="boom")
    window.tell(peer="seat-1", kind="shout")                     # not an event of rtc.js
    window.tell(peer="seat-1", kind="close", reason="lost")
    assert heard == [Event("seat-1", "message", "boom"), Event("seat-1", "close", reason="lost")]
