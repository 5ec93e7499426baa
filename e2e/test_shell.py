"""The page itself: loading, languages, own-origin only, offline, stored data, sub-path."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Route

from conftest import Browsers, Server, Visit, new_visit, screen_text, start_server

HOME_TITLES = {"en": "Three word games", "pl": "Trzy gry słowne", "fr": "Trois jeux de lettres"}


def test_home_in_three_languages_and_the_choice_survives_a_reload(visit: Visit) -> None:
    visit.open()
    assert HOME_TITLES["en"] in screen_text(visit)  # the context's locale is en-GB
    for lang in ("pl", "fr", "en", "fr"):
        visit.page.click(f'[data-lang="{lang}"]')
        visit.page.wait_for_selector(f'[data-lang="{lang}"][aria-pressed="true"]')
        assert HOME_TITLES[lang] in screen_text(visit)
    visit.reload()
    assert HOME_TITLES["fr"] in screen_text(visit)
    assert visit.page.evaluate("document.documentElement.lang") == "fr"
    # Every screen the shell has, by keyboard too.
    visit.page.click('[data-nav="settings"]')
    visit.page.wait_for_selector('[data-screen="settings"]')
    visit.page.keyboard.press("Escape")
    visit.page.wait_for_selector('[data-screen="home"]')
    visit.page.click('[data-nav="history"]')
    visit.page.wait_for_selector('[data-screen="history"]')
    assert "Aucune partie terminée" in screen_text(visit)
    assert not visit.foreign_requests(), visit.foreign_requests()
    assert not [e for e in visit.errors if "Content Security Policy" in e], visit.errors


def test_every_request_goes_to_the_pages_own_origin(visit: Visit) -> None:
    visit.open()
    for nav in ("settings", "home", "history", "home"):
        visit.page.click(f'[data-nav="{nav}"]')
        visit.page.wait_for_selector(f'[data-screen="{nav}"]')
    visit.wait_offline_ready()  # the service worker's precache requests count too
    assert visit.requests, "no request was recorded"
    assert not visit.foreign_requests(), visit.foreign_requests()
    assert not visit.errors, visit.errors


# Before any script of the page: WebAssembly's stack switching, spied on.
# Pyodide makes its suspender from it when it starts, if the page left it there.
JSPI_SPY = """
if (WebAssembly.Suspending) {
  const Real = WebAssembly.Suspending;
  WebAssembly.Suspending = function (...args) { window.jspiUsed = true; return new Real(...args); };
}
"""


def test_python_runs_without_webassembly_stack_switching(visit: Visit) -> None:
    """boot.js takes JSPI away before the runtime starts (Chromium's renderer
    crashed on switched stacks, docs/TESTING.md), and Python runs without it."""
    assert visit.page.evaluate("'Suspending' in WebAssembly"), "this Chromium has no JSPI to test"
    visit.page.add_init_script(JSPI_SPY)
    visit.open()
    visit.page.click('[data-nav="settings"]')
    visit.page.wait_for_selector('[data-screen="settings"]')
    assert visit.page.evaluate("[window.jspiUsed ?? false, 'Suspending' in WebAssembly]") == [False, False]


@pytest.mark.fresh_browser
def test_works_offline_after_one_visit(visit: Visit, server: Server) -> None:
    visit.open()
    visit.wait_offline_ready()
    # (a) the browser goes offline
    visit.page.context.set_offline(True)
    visit.reload()
    assert HOME_TITLES["en"] in screen_text(visit)
    visit.page.context.set_offline(False)
    # (b) the server is gone
    server.stop()
    visit.reload()
    visit.page.click('[data-nav="settings"]')
    visit.page.wait_for_selector('[data-screen="settings"]')


@pytest.mark.fresh_browser
def test_first_visit_without_network_says_so_in_the_players_language(
        browser: Browsers, server: Server) -> None:
    context = browser.new_context(locale="pl-PL")
    try:
        visit = new_visit(context, server.url)
        # The page and its own scripts arrived, then the network went: the
        # runtime's requests (which the page's head starts at once) wait until
        # boot.js runs, then fail as the connection drops.
        held: list[Route] = []
        cut = False

        def runtime(route: Route) -> None:
            if cut:
                route.abort("internetdisconnected")
            else:
                held.append(route)

        visit.page.route("**/runtime/**", runtime)
        visit.page.goto(server.url)
        visit.page.wait_for_function("window.verba !== undefined")
        cut = True
        context.set_offline(True)
        for route in held:
            route.abort("internetdisconnected")
        visit.page.wait_for_selector('html[data-verba="failed"]', state="attached", timeout=60_000)
        message = visit.page.inner_text("#boot-error")
        assert "nie masz połączenia" in message
        assert visit.page.is_visible("#boot-reload")
    finally:
        context.close()


def test_a_file_that_fails_to_load_is_named(browser: Browsers, server: Server) -> None:
    context = browser.new_context(locale="fr-FR")
    try:
        visit = new_visit(context, server.url)
        visit.page.route("**/py.zip", lambda route: route.fulfill(status=404, body="gone"))
        visit.page.goto(server.url)
        visit.page.wait_for_selector('html[data-verba="failed"]', state="attached", timeout=120_000)
        message = visit.page.inner_text("#boot-error")
        assert "py.zip" in message and "rechargez" in message
    finally:
        context.close()


def test_corrupt_and_old_entries_are_reported_and_the_page_carries_on(visit: Visit) -> None:
    visit.open()
    visit.set_storage("verba.save.mistrz", "{this is not json")
    visit.set_storage("verba.settings", json.dumps({"lang": "pl"}))  # schema 1: no envelope
    visit.set_storage("verba.history", json.dumps({"schema": 99, "kind": "history", "data": []}))
    visit.reload()
    text = screen_text(visit)
    assert HOME_TITLES["pl"] in text  # the migrated settings took effect
    codes = visit.page.eval_on_selector_all("[data-code]", "els => els.map(e => e.dataset.code)")
    assert "storage.migrated" in codes
    assert "storage.set_aside" in codes
    assert visit.storage("verba.aside.history") is not None
    assert json.loads(visit.storage("verba.settings"))["schema"] == 2
    # Dismissed banners stay dismissed, and the entries are not reported again on reload.
    visit.reload()
    assert not visit.page.query_selector("[data-code]")


@pytest.mark.fresh_browser
def test_the_site_works_under_a_sub_path(browser: Browsers, site) -> None:
    srv = start_server(site, prefix="/verba/")
    context = browser.new_context(locale="en-GB")
    try:
        visit = new_visit(context, srv.url)
        assert srv.url.endswith("/verba/")
        visit.open()
        assert HOME_TITLES["en"] in screen_text(visit)
        visit.wait_offline_ready()
        assert all(url.startswith(srv.url) for url in visit.requests), visit.requests
        assert not visit.errors, visit.errors
    finally:
        context.close()
        srv.stop()
