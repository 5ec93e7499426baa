"""py/web/scan.py, the page's camera scanner, over a stand-in for the browser:
scan.js is imported on the first scan, a stop before it came starts no
camera, and only well-formed events reach the listener, none after stop.
scan.js itself is tested in the page (e2e/test_scan.py)."""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from fake_pyscript import FakeWindow, settle, web_module


class FakeScanJs:
    def __init__(self) -> None:
        self.calls: list[tuple[str, ...]] = []

    async def start(self, video: str) -> None:
        self.calls.append(("start", video))

    def stop(self) -> None:
        self.calls.append(("stop",))


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, FakeScanJs, FakeWindow]]:
    js = FakeScanJs()
    window = FakeWindow("scan", js)
    for module in web_module(monkeypatch, window, "scan"):
        yield module.Scanner, js, window


def test_a_scan_starts_the_camera_and_hears_checked_events_until_stopped(page: Any) -> None:
    Scanner, js, window = page
    scanner = Scanner()
    heard: list[tuple[str, str]] = []
    settle(lambda: scanner.start("scan-video", lambda kind, text: heard.append((kind, text))))
    assert js.calls == [("start", "scan-video")] and window.imports == 1
    window.tell_text(json.dumps({"kind": "code", "text": "V1ABC"}))
    for bad in ("not json", "[1]", json.dumps({"kind": "other", "text": "x"}),
                json.dumps({"kind": "code", "text": 5}),
                json.dumps({"kind": "code", "text": "V" * 8_001})):
        window.tell_text(bad)
    window.tell_text(json.dumps({"kind": "failed", "text": "refused"}))
    assert heard == [("code", "V1ABC"), ("failed", "refused")]
    scanner.stop()
    window.tell_text(json.dumps({"kind": "code", "text": "V1ABC"}))
    assert heard[-1] == ("failed", "refused") and js.calls[-1] == ("stop",)
    settle(lambda: scanner.start("scan-video", lambda kind, text: None))
    assert window.imports == 1  # imported once


def test_a_stop_before_scan_js_came_starts_no_camera(page: Any) -> None:
    Scanner, js, _ = page
    scanner = Scanner()
    settle(lambda: scanner.start("scan-video", lambda kind, text: None), scanner.stop)
    assert js.calls == []
