"""Scanning a pairing code's QR image with the camera, on the real page.
Chromium on Linux has no ``BarcodeDetector``: an init script gives the page
one whose ``detect()`` reads, frame after frame, the values the test sets
(``window.scanValues``), and Chromium's fake camera plays. The guest scans
the host's invitation and joins, the host scans the guest's answer and the
seat is joined; Cancel and success each leave the camera stopped. Where the
browser has no ``BarcodeDetector`` there is no Scan button."""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright

from conftest import CHROMIUM, CHROMIUM_ARGS, Server, new_visit
from test_tables import WAIT_MS, host_scriba, offer_code
from ux import audit

FAKE_CAMERA = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]

# A detector that sees nothing for two frames, then each value of
# window.scanValues in turn (the last one stays in view); every stream the
# page is given is kept, to see its tracks stopped.
FAKE_DETECTOR = """
window.scanValues = [];
window.scanStreams = [];
class BarcodeDetector {
  constructor() { this.frames = 0; }
  static async getSupportedFormats() { return ["qr_code", "ean_13"]; }
  async detect() {
    this.frames += 1;
    const values = window.scanValues;
    if (this.frames < 3 || values.length === 0) return [];
    return [{ format: "qr_code", rawValue: values[Math.min(this.frames - 3, values.length - 1)] }];
  }
}
window.BarcodeDetector = BarcodeDetector;
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  window.scanStreams.push(stream);
  return stream;
};
"""

ALL_STOPPED = """window.scanStreams.length > 0 && window.scanStreams.every(
  (s) => s.getTracks().every((t) => t.readyState === "ended"))"""


@pytest.fixture(scope="module")
def camera_browser(playwright: Playwright) -> Iterator[Browser]:
    launched = playwright.chromium.launch(executable_path=CHROMIUM,
                                          args=[*CHROMIUM_ARGS, *FAKE_CAMERA])
    yield launched
    launched.close()


@pytest.fixture
def with_camera(camera_browser: Browser) -> Iterator[list[BrowserContext]]:
    made = []
    for _ in range(2):
        ctx = camera_browser.new_context(locale="en-GB", service_workers="allow")
        ctx.add_init_script(FAKE_DETECTOR)
        made.append(ctx)
    yield made
    for ctx in made:
        ctx.close()


def scan(page: Page, *values: str) -> None:
    page.evaluate("(values) => { window.scanValues = values; }", list(values))
    page.click("[data-scan]")
    page.wait_for_selector("[data-scan-dialog]")


def test_both_sides_scan_the_others_code_and_the_camera_stops(
        with_camera: list[BrowserContext], server: Server) -> None:
    host, guest = (new_visit(ctx, server.url) for ctx in with_camera)
    host.open("?seed=3")
    host_scriba(host, "Olek")
    link = "http://elsewhere.example/verba/#join=" + offer_code(host.page, 1)

    guest.open()
    page = guest.page
    page.click('[data-nav="join"]')
    page.wait_for_selector("[data-scan]", timeout=WAIT_MS)
    # Cancel: the dialog goes, the camera with it
    scan(page)
    page.wait_for_function("window.scanStreams.length === 1")
    audit(page, "table-scan-dialog")
    # The dialog is modal: Tab and Shift+Tab leave the focus on its Cancel button.
    page.wait_for_selector("[data-scan-cancel]:focus")
    for key in ("Tab", "Shift+Tab", "Tab"):
        page.keyboard.press(key)
        assert page.evaluate("document.activeElement.matches('[data-scan-cancel]')"), key
    page.click("[data-scan-cancel]")
    page.wait_for_selector("[data-scan-dialog]", state="detached")
    page.wait_for_function(ALL_STOPPED)
    # another QR image first (said, not taken), then the host's link: joined
    scan(page, "https://example.org/menu", link)
    answer = page.locator("[data-answer-code]")
    answer.wait_for(timeout=WAIT_MS)
    assert page.locator("[data-scan-dialog]").count() == 0
    page.wait_for_function(ALL_STOPPED)

    scan(host.page, answer.inner_text().strip())
    host.page.wait_for_selector('[data-pairing="1"][data-stage="joined"]', timeout=WAIT_MS)
    assert host.page.locator("[data-scan-dialog]").count() == 0
    host.page.wait_for_function(ALL_STOPPED)
    page.wait_for_selector('[data-guest="1"] [data-remote="connected"]', timeout=WAIT_MS)
    assert host.errors == [] and guest.errors == []


def test_without_barcode_detector_there_is_no_scan_button(context: BrowserContext,
                                                          server: Server) -> None:
    visit = new_visit(context, server.url)
    visit.open()
    assert visit.page.evaluate("'BarcodeDetector' in window") is False
    visit.page.click('[data-nav="join"]')
    visit.page.wait_for_selector("textarea[data-join-code]", timeout=WAIT_MS)
    assert visit.page.locator("[data-scan]").count() == 0
    assert visit.errors == []
