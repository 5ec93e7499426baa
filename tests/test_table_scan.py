"""Scanning a pairing code's QR image with the camera (``ui/table/scan.py``),
with a fake camera in place of ``web/scan.py``: the button shows only where a
camera can read one, a code read fills the field and acts as if pasted, and
anything else (another QR image, a refused camera) is said while the field
stays as it was; the camera is stopped on success, Cancel, Escape and when
the screen is left."""
from __future__ import annotations

import json
from typing import Any, Callable

from test_app import FakeServices, click
from test_tables_flow import field, hosted

from verba.pairing import code as pairing_code
from verba.storage import MemoryBackend
from verba.ui.shell.app import App
from verba.ui.shell.vnode import find_all, text_of


class FakeCamera:
    """``ScanService``: what it "reads" is told by the test."""

    def __init__(self) -> None:
        self.heard: Callable[[str, str], None] | None = None
        self.video = ""
        self.stops = 0

    def start(self, video: str, heard: Callable[[str, str], None]) -> None:
        self.video, self.heard = video, heard

    def stop(self) -> None:
        self.heard = None
        self.stops += 1

    def read(self, kind: str, text: str) -> None:
        assert self.heard is not None, "the camera is not on"
        self.heard(kind, text)


def with_camera(backend: MemoryBackend) -> Any:
    services = FakeServices(backend)
    services.scan = FakeCamera()
    return services


def found(app: App, attr: str) -> list[Any]:
    return [e for node in app.view() for e in find_all(node, lambda tag, a: attr in a)]


def dialog(app: App) -> Any:
    shown = found(app, "data-scan-dialog")
    return shown[0] if shown else None


def press_escape(app: App) -> bool:
    return app.handle("key", json.dumps({"key": "Escape", "field": None}), None)


def press_tab(app: App, shift: bool = False) -> bool:
    return app.handle("key", json.dumps({"key": "Tab", "shift": shift, "field": None}), None)


def cancel_focus(app: App) -> Any:
    return found(app, "data-scan-cancel")[0][1]["focus"]


def test_without_a_camera_that_reads_qr_codes_there_is_no_scan_button() -> None:
    host, guest, _, _ = hosted()
    guest.open_join("")
    assert found(guest, "data-join-code") and not found(guest, "data-scan")
    assert found(host, "data-answer") and not found(host, "data-scan")


def test_the_guest_scans_the_hosts_code_and_joins() -> None:
    host, guest, wire, offer = hosted(make_services=with_camera)
    guest.open_join("")
    camera = guest.services.scan
    assert found(guest, "data-scan") and dialog(guest) is None
    click(guest, "join_scan")
    shown = dialog(guest)
    assert shown is not None and camera.heard is not None
    assert shown[1]["role"] == "dialog" and shown[1]["aria-modal"] == "true"
    assert any(a.get("id") == shown[1]["aria-labelledby"] for _, a, *_ in
               find_all(shown, lambda tag, a: "id" in a))
    assert found(guest, "id") and camera.video in {e[1]["id"] for e in found(guest, "id")}
    # another device's answer is not an invitation: said, the camera looks on
    wrong = pairing_code.make("answer", host.services.rtc.answer)
    camera.read("code", wrong)
    assert dialog(guest) is not None and camera.heard is not None
    assert found(guest, "data-scan-problem") and guest.screen.text == ""
    # the host's link: filled in, and joined as if pasted
    page = "https://example.org/verba/#join=" + offer
    camera.read("code", page)
    assert camera.heard is None and camera.stops == 1 and dialog(guest) is None
    assert guest.screen.text == page
    assert field(guest, "data-answer-code").startswith("V1")
    click(host, "table_answer", seat=1, value=field(guest, "data-answer-code"))
    click(host, "table_accept", seat=1)
    wire.flush()
    assert host.screen.hosting.pairings[1].stage == "joined"


def test_the_host_scans_the_guests_answer_and_connects() -> None:
    host, guest, wire, offer = hosted(make_services=with_camera)
    guest.open_join("#join=" + offer)
    answer = field(guest, "data-answer-code")
    camera = host.services.scan
    click(host, "table_scan", seat=1)
    assert dialog(host) is not None
    camera.read("code", offer)          # its own invitation: not an answer
    assert found(host, "data-scan-problem") and host.screen.hosting.pairings[1].answer == ""
    camera.read("code", answer)
    assert camera.heard is None and dialog(host) is None
    assert host.screen.hosting.pairings[1].answer == answer
    wire.flush()
    assert host.screen.hosting.pairings[1].stage == "joined"


def test_a_refused_camera_is_said_in_each_language_and_the_field_stays() -> None:
    for lang, words in (("en", "camera"), ("fr", "caméra"), ("pl", "aparat")):
        _, guest, _, _ = hosted(make_services=with_camera)
        guest.set_lang(lang)
        guest.open_join("")
        click(guest, "join_code", value="V1 typed so far")
        click(guest, "join_scan")
        guest.services.scan.read("failed", "refused")
        assert dialog(guest) is None and guest.services.scan.heard is None
        problem = found(guest, "data-scan-problem")
        assert problem and problem[0][1]["data-scan-problem"] == "remote.scan.refused"
        assert words in text_of(problem[0]).lower()
        assert guest.screen.text == "V1 typed so far" and found(guest, "data-join-code")
    click(guest, "join_scan")
    guest.services.scan.read("failed", "no_camera")
    assert found(guest, "data-scan-problem")[0][1]["data-scan-problem"] == "remote.scan.no_camera"
    click(guest, "join_scan")
    guest.services.scan.read("failed", "anything else")
    assert found(guest, "data-scan-problem")[0][1]["data-scan-problem"] == "remote.scan.unreadable"


def test_the_camera_stops_on_cancel_escape_and_leaving_the_screen() -> None:
    host, guest, _, _ = hosted(make_services=with_camera)
    guest.open_join("")
    camera = guest.services.scan
    click(guest, "join_scan")
    click(guest, "scan_cancel")
    assert camera.heard is None and camera.stops == 1 and dialog(guest) is None
    click(guest, "join_scan")
    assert press_escape(guest)
    assert camera.heard is None and camera.stops == 2 and found(guest, "data-join-code")
    click(guest, "join_scan")
    guest.go_home()
    assert camera.heard is None and camera.stops == 3
    # the host's panel: Escape closes the dialog, leaving the game stops the camera
    camera = host.services.scan
    click(host, "table_scan", seat=1)
    assert press_escape(host) and camera.stops == 1 and dialog(host) is None
    click(host, "table_scan", seat=1)
    host.go_home()
    assert camera.heard is None and camera.stops == 2


def test_tab_keeps_the_focus_on_the_dialogs_cancel_button() -> None:
    """The dialog is modal: Tab and Shift+Tab bring the focus back to its one
    control (a new focus token each time) instead of reaching the page behind;
    without the dialog, Tab is the browser's again."""
    _, guest, _, _ = hosted(make_services=with_camera)
    guest.open_join("")
    assert not press_tab(guest)
    click(guest, "join_scan")
    tokens = [cancel_focus(guest)]
    for shift in (False, True, False):
        assert press_tab(guest, shift)
        tokens.append(cancel_focus(guest))
    assert all(tokens) and len(set(tokens)) == 4
    click(guest, "scan_cancel")
    assert not press_tab(guest)
