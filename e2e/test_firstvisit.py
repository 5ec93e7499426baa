"""The first visit: a home that answers before Python does, a click kept until
Python is ready, a progress bar that follows the bytes, each file fetched once."""
from __future__ import annotations

import json
from typing import Iterator

import pytest
from playwright.sync_api import Route

from conftest import LOAD_TIMEOUT, READY, Browsers, Server, Visit, new_visit
from verba.mistrz import game

pytestmark = pytest.mark.fresh_browser  # the first visit, request by request

WASM = "**/runtime/pyodide/pyodide.asm.wasm"
SAVED = "verba.save.mistrz"
CSP_WATCH = """window.__csp = [];
addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));"""
SUMMARY = "<b>Ala</b> 45 · Olek 30 " + "ż" * 150  # markup stays text; cut at 120 characters


@pytest.fixture
def held(browser: Browsers, server: Server) -> Iterator[tuple[Visit, list[Route]]]:
    """A first visit whose wasm request the test holds, so Python cannot start
    until it is released (the service worker is kept out: routes must see every
    request)."""
    context = browser.new_context(locale="en-GB", service_workers="block")
    visit = new_visit(context, server.url)
    routes: list[Route] = []
    visit.page.route(WASM, lambda route: routes.append(route))
    visit.page.add_init_script(CSP_WATCH)
    yield visit, routes
    assert visit.page.evaluate("window.__csp") == []  # nothing the page's CSP refuses
    context.close()


def release(visit: Visit, routes: list[Route]) -> None:
    assert routes, "the runtime's wasm was never asked for"
    assert visit.page.evaluate("document.documentElement.dataset.verba") == "loading"
    for route in routes:
        route.continue_()
    visit.wait_ready()


def test_the_home_answers_before_python_and_a_click_is_carried_out_once_it_is_ready(
        held: tuple[Visit, list[Route]], server: Server) -> None:
    visit, routes = held
    page = visit.page
    page.goto(visit.base)
    page.wait_for_selector('[data-screen="home"] .game-card[data-game="wordz"]')
    assert page.evaluate("document.documentElement.dataset.verba") == "loading"
    # The language switch answers, and is remembered.
    page.click('[data-lang="pl"]')
    page.wait_for_selector('[data-lang="pl"][aria-pressed="true"]')
    assert "Trzy gry słowne" in page.inner_text("#app")
    assert page.evaluate("document.documentElement.lang") == "pl"
    assert visit.storage("verba.lang") == "pl"
    # A play button keeps the click and shows the loading progress.
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-new="scriba"][aria-busy="true"]')
    page.wait_for_function("document.getElementById('boot-step').textContent"
                           ".includes('gry będą gotowe')")
    page.click('[data-new="wordz"]')  # the latest click is the one carried out
    page.wait_for_selector('[data-new="wordz"][aria-busy="true"]')
    assert not page.query_selector('[data-new="scriba"][aria-busy]')
    release(visit, routes)
    page.wait_for_selector('[data-setup="wordz"]', timeout=LOAD_TIMEOUT)
    assert "Gracze" in page.inner_text("#app")  # Python carried on in Polish
    assert json.loads(visit.storage("verba.settings"))["data"]["lang"] == "pl"
    # Every file of the runtime was fetched once: the page's early requests
    # were the ones the runtime used.
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "py.zip",
                 "pyodide.asm.mjs", "core.js"):
        assert server.hits(name) == 1, (name, server.hits(name))
    assert not visit.foreign_requests(), visit.foreign_requests()
    assert not visit.errors, visit.errors


def test_the_rules_are_read_before_python_and_python_carries_on_from_them(
        held: tuple[Visit, list[Route]]) -> None:
    visit, routes = held
    page = visit.page
    page.goto(visit.base)
    page.click('[data-rules-open="scriba"]')
    page.wait_for_selector('[data-screen="rules"][data-rules="scriba/1"]')
    assert page.evaluate("document.documentElement.dataset.verba") == "loading"
    page.click('[data-act*="scriba/2"]')           # the other part of the rules
    page.wait_for_selector('[data-rules="scriba/2"]')
    page.click('[data-lang="fr"]')
    page.wait_for_selector('[data-rules="scriba/2"][lang="fr"]')
    page.keyboard.press("Escape")                  # back is the home
    page.wait_for_selector('[data-screen="home"]')
    page.click('[data-rules-open="wordz"]')
    page.wait_for_selector('[data-rules="wordz"]')
    assert not page.query_selector("[aria-busy]"), "no click kept: the static page answered"
    release(visit, routes)
    assert page.query_selector('[data-rules="wordz"][lang="fr"]'), "Python shows the same page"
    page.click('[data-act*="rules_back"]')         # now Python's button
    page.wait_for_selector('[data-screen="home"] [data-new="wordz"]')
    assert "Trois jeux de lettres" in page.inner_text("#app")
    assert not visit.errors, visit.errors


def test_rules_whose_file_cannot_be_fetched_are_a_click_kept_for_python(
        held: tuple[Visit, list[Route]]) -> None:
    """The static screens but the home come from a file per language; when it
    does not come (offline, say), opening one is a click kept like any other."""
    visit, routes = held
    page = visit.page
    asked: list[str] = []
    page.route("**/static/screens.*.json",
               lambda route: (asked.append(route.request.url), route.abort()))
    page.goto(visit.base)
    page.click('[data-rules-open="mistrz"]')
    page.wait_for_selector('[data-rules-open="mistrz"][aria-busy="true"]')
    assert [url.rsplit("/", 1)[1] for url in asked] == ["screens.en.json"]
    assert page.query_selector('[data-screen="home"]'), "the home stays, its button waiting"
    assert page.evaluate("document.getElementById('boot-error').hidden"), "no failure of the page"
    release(visit, routes)
    page.wait_for_selector('[data-screen="rules"][data-rules="mistrz"]', timeout=LOAD_TIMEOUT)
    # The browser's own line for the refused request, and nothing else.
    assert all("Failed to load resource" in error for error in visit.errors), visit.errors


def test_a_saved_game_is_offered_before_python_and_python_takes_the_page_over_unchanged(
        held: tuple[Visit, list[Route]]) -> None:
    visit, routes = held
    page = visit.page
    state = game.to_dict(game.new_game([{"name": "Ala"}, {"name": "Olek"}], seed=3))
    save = {"schema": 2, "kind": "save", "data": {"state": state, "summary": SUMMARY}}
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVED)}, {json.dumps(json.dumps(save))})")
    page.goto(visit.base)
    page.wait_for_selector('[data-resume="mistrz"]')
    assert not page.query_selector('[data-resume="scriba"]')
    saved = page.inner_text('[data-game="mistrz"] .saved')
    assert saved == "Saved game: " + SUMMARY[:119] + "\u2026"
    assert not page.query_selector('[data-game="mistrz"] .saved b')
    # Mark every element: taking over must patch them, not replace them.
    before = page.evaluate("""() => {
        document.querySelectorAll('#app *').forEach((el) => { el.__static = true; });
        return document.getElementById('app').innerHTML; }""")
    release(visit, routes)
    assert page.evaluate("document.getElementById('app').innerHTML") == before
    assert page.evaluate("[...document.querySelectorAll('#app *')].every((el) => el.__static)")
    page.click('[data-resume="mistrz"]')  # Python answers the same button
    page.wait_for_selector('[data-screen="mistrz"]', timeout=LOAD_TIMEOUT)
    assert "Ala" in page.inner_text("#app") and not page.query_selector("[data-setup]")


def test_the_progress_bar_follows_the_bytes_and_never_goes_back(
        browser: Browsers, server: Server) -> None:
    context = browser.new_context(locale="fr-FR", service_workers="block")
    try:
        visit = new_visit(context, server.url)
        page = visit.page
        page.add_init_script("""
            window.__bar = [];
            const look = () => {  // every frame: what the bar and its size line show
              const bar = document.getElementById('boot-bar');
              const size = document.getElementById('boot-size');
              if (bar) window.__bar.push([performance.now(), bar.value, size.textContent]);
              if (document.documentElement.dataset.verba === 'loading') requestAnimationFrame(look);
            };
            requestAnimationFrame(look);""")
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {  # about 5 s of download
            "offline": False, "latency": 20, "downloadThroughput": 8e6 / 8,
            "uploadThroughput": 8e6 / 8})
        page.goto(visit.base)
        page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT)
        seen = page.evaluate("window.__bar")
        wasm_end = page.evaluate("""performance.getEntriesByType('resource')
            .find((e) => e.name.endsWith('pyodide.asm.wasm')).responseEnd""")
        total = sum(f["wire"] for f in json.loads(page.inner_text("#verba-static"))["runtime"])
    finally:
        context.close()
    values = [value for _, value, _ in seen]
    assert values == sorted(values), values
    downloading = sorted({value for at, value, _ in seen if at < wasm_end})
    assert len(downloading) >= 10, downloading   # moved with the bytes, not in a jump
    assert max(downloading) <= 80, downloading   # no claim of more than what arrived
    assert values[-1] >= 90
    sizes = [text for _, _, text in seen if "Mo" in text]
    assert sizes and f"sur {total / 1e6:.1f} Mo" in sizes[0] and "encore environ" in sizes[0]
