"""Mistrz Słowa on separate devices in the real page: the host sets up a game
with "a person on another device", the guest joins by the host's code (two
contexts of the worker's one browser, as two phones on one network), rolls,
builds a word and submits it on its own page; the host applies it and both
show the score. The sand runs on the host: the guest's hourglass counts down
between the host's views, from the host's clock. Then the host's screen with
its pairing panel on a 360×740 phone: no serious axe finding."""
from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page

from conftest import Server, Visit, new_visit
from test_mistrz import faces_on_page, lexicon
from test_tables import WAIT_MS, answer_back, contexts, offer_code, open_visit  # noqa: F401
from ux import PHONE, audit
from verba.mistrz.solver import solve

SAVE = "verba.save.mistrz"
QR = ".qr-box svg"


def host_mistrz(page: Page, guest_name: str) -> None:
    """Olek on another device plays first, Ala here; the longest sand."""
    page.click('[data-new="mistrz"]')
    page.wait_for_selector('[data-setup="mistrz"]', timeout=WAIT_MS)
    page.select_option('select[name="kind0"]', "remote")
    page.fill('input[name="name0"]', guest_name)
    page.select_option('select[name="kind1"]', "human")
    page.fill('input[name="name1"]', "Ala")
    page.select_option('select[name="run_seconds"]', "180")
    page.click('[data-start="mistrz"]')


def saved(visit: Visit) -> dict[str, Any]:
    raw = visit.storage(SAVE)
    assert raw is not None, "the host saves the game"
    return json.loads(raw)["data"]


def sand_left(page: Page) -> int:
    return int(page.get_attribute('[role="timer"]', "data-left") or "-1")


def test_a_guest_plays_a_mistrz_turn_on_its_own_device(
        browser: Browser, server: Server, contexts: list[BrowserContext]) -> None:
    host = open_visit(browser, contexts, server, "?seed=7")
    host_mistrz(host.page, "Olek")
    code = offer_code(host.page, 0)
    guest = open_visit(browser, contexts, server, f"#join={code}")
    answer_back(host.page, guest, 0)
    hp, gp = host.page, guest.page

    # Olek's turn is his device's: the host shows no roll button, and says so
    hp.wait_for_selector('[data-away="1"]', timeout=WAIT_MS)
    assert "Waiting for Olek to play on their device" in hp.inner_text('[data-away="1"]')
    assert hp.locator("[data-roll]").count() == 0

    gp.click("[data-roll]", timeout=WAIT_MS)
    gp.wait_for_selector("button[data-die]", timeout=WAIT_MS)
    hp.wait_for_selector('[role="timer"]', timeout=WAIT_MS)
    faces = faces_on_page(guest)
    assert tuple(saved(host)["state"]["turn"]["faces"]) == faces

    # the guest's hourglass counts down between the host's views, by the host's clock
    left = sand_left(gp)
    assert 300 < left <= 360
    gp.wait_for_function(f"() => +document.querySelector('[role=\"timer\"]').dataset.left"
                         f" <= {left - 2}", timeout=WAIT_MS)
    assert abs(sand_left(gp) - sand_left(hp)) <= 2

    found = solve(faces, lexicon("pl-nouns"))
    assert found, "seed 7's first roll makes a noun"
    gp.fill('input[name="word"]', found[0][0].lower())      # the dice it takes are picked
    gp.wait_for_selector("[data-submit-word]:not([disabled])", timeout=WAIT_MS)
    gp.click("[data-submit-word]")
    hp.wait_for_function(
        "(key) => { const raw = localStorage.getItem(key);"
        " return raw !== null && JSON.parse(raw).data.state.turns >= 1; }",
        arg=SAVE, timeout=WAIT_MS)
    state = saved(host)["state"]
    score = state["players"][0]["score"]
    assert state["recent"][-1]["outcome"] != "timeout" and score > 0
    for page in (hp, gp):
        page.wait_for_selector(f'[data-seat="0"] [data-score="{score}"]', timeout=WAIT_MS)
    # Ala's turn is the host's own: its roll button is back
    hp.wait_for_selector("[data-roll]", timeout=WAIT_MS)
    assert host.errors == [] and guest.errors == []


def test_the_mistrz_host_screen_on_a_phone(browser: Browser, server: Server) -> None:
    ctx = browser.new_context(locale="en-GB", service_workers="allow", **PHONE)
    try:
        host = new_visit(ctx, server.url)
        host.open("?seed=3")
        host_mistrz(host.page, "Olek")
        offer_code(host.page, 0)
        host.page.locator(QR).scroll_into_view_if_needed()
        audit(host.page, "table-hosting-mistrz", inside=[QR], unclipped=[".pairing-code"])
        assert host.errors == []
    finally:
        ctx.close()
