"""The screens of a table on separate devices, on a 360×740 touch phone and
on a 1280×800 desktop: the host's pairing panel (its QR image, code and answer field) and the guest's
join screen (the field to paste a code, a refusal, the answer with its QR
image). No sideways scroll, the QR images whole within the viewport, zero
axe-core violations serious or critical (``ux.audit``)."""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext

from conftest import Server, new_visit
from test_tables import host_scriba, offer_code
from ux import SIZES, audit

QR = ".qr-box svg"


@pytest.fixture(params=sorted(SIZES))
def devices(request: pytest.FixtureRequest, browser: Browser) -> Iterator[list[BrowserContext]]:
    """Two devices of one size, the host's and the guest's."""
    made = [browser.new_context(locale="en-GB", service_workers="allow", **SIZES[request.param])
            for _ in range(2)]
    yield made
    for ctx in made:
        ctx.close()


def test_pairing_and_joining_at_this_size(devices: list[BrowserContext], server: Server) -> None:
    host, guest = (new_visit(ctx, server.url) for ctx in devices)
    host.open("?seed=3")
    host_scriba(host, "Olek")
    code = offer_code(host.page, 1)
    host.page.locator(QR).scroll_into_view_if_needed()
    audit(host.page, "table-hosting", inside=[QR], unclipped=[".pairing-code"])

    guest.open()
    page = guest.page
    page.click('[data-nav="join"]')
    page.fill("textarea[data-join-code]", code[:-3])        # cut short on the way
    page.click("[data-join]")
    page.wait_for_selector('[data-problem="pairing.truncated"]')
    audit(page, "table-join-refused")
    page.fill("textarea[data-join-code]", code)
    page.click("[data-join]")
    page.wait_for_selector("[data-answer-code]", timeout=60_000)
    page.locator(QR).scroll_into_view_if_needed()
    audit(page, "table-join-answer", inside=[QR], unclipped=[".pairing-code"])
    assert host.errors == [] and guest.errors == []
