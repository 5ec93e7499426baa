"""Word lists in the page: fetched once, then from the cache; a missing or
damaged one is explained and the page carries on. (The background download
for offline play is in test_offline_page.py.)"""
from __future__ import annotations

from typing import Iterator

import pytest

from conftest import LISTS_OFF, Browsers, Server, Visit, kept_lists, new_visit

pytestmark = pytest.mark.fresh_browser  # word lists fetched, counted and kept


@pytest.fixture
def routed(browser: Browsers, server: Server) -> Iterator[Visit]:
    """A visit whose requests the test may answer itself (page.route does not
    see requests a service worker makes, so the worker is kept out)."""
    context = browser.new_context(service_workers="block")
    yield new_visit(context, server.url)
    context.close()


def open_mistrz(visit: Visit) -> None:
    visit.page.click('[data-new="mistrz"]')
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)


def test_a_game_fetches_only_its_own_word_list_once(visit: Visit, server: Server) -> None:
    visit.page.add_init_script(LISTS_OFF)  # no background download: only what a game asks for
    visit.open()
    assert server.hits(".dawg.gz") == 0  # the home screen needs none
    open_mistrz(visit)
    assert server.hits("pl-nouns.dawg.gz") == 1
    assert server.hits("pl.dawg.gz") == 0 and server.hits("fr.dawg.gz") == 0
    visit.page.click('[data-nav="home"]')
    open_mistrz(visit)  # kept in memory
    assert server.hits("pl-nouns.dawg.gz") == 1
    visit.wait_offline_ready()
    visit.reload()
    open_mistrz(visit)
    assert server.hits("pl-nouns.dawg.gz") == 1  # the reload was served from the cache
    visit.page.context.set_offline(True)  # and it works with the network gone
    visit.reload()
    open_mistrz(visit)
    assert not visit.foreign_requests()


# Holds the page's service worker registration until the test releases it.
HOLD_WORKER = """
const container = navigator.serviceWorker;
const register = container.register.bind(container);
const released = new Promise((resolve) => { window.releaseWorker = resolve; });
container.register = (...args) => released.then(() => register(...args));
"""


def test_a_word_list_still_downloading_when_the_worker_takes_control_is_kept(
        visit: Visit, server: Server) -> None:
    # On a first visit the word list's request does not pass through the
    # worker; if the worker takes control before the body has arrived, the
    # list must still be kept, or the reload fetches it again. (The page keeps
    # word lists itself, whoever controls it.)
    held: list = []
    visit.page.add_init_script(HOLD_WORKER)
    visit.page.route("**/pl-nouns.dawg.gz", lambda route: held.append(route))
    visit.open()
    visit.page.click('[data-new="mistrz"]')
    for _ in range(600):
        if held:
            break
        visit.page.wait_for_timeout(100)
    assert len(held) == 1
    visit.page.evaluate("window.releaseWorker()")
    visit.wait_offline_ready()
    held[0].continue_()
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    assert server.hits("pl-nouns.dawg.gz") == 1
    assert "pl-nouns.dawg.gz" in kept_lists(visit)
    visit.reload()
    open_mistrz(visit)
    assert server.hits("pl-nouns.dawg.gz") == 1  # served from the cache


def test_a_missing_word_list_is_explained_and_home_still_works(routed: Visit) -> None:
    visit = routed
    visit.page.route("**/pl-nouns.dawg.gz", lambda route: route.fulfill(status=404, body="no"))
    visit.open()
    visit.page.click('[data-lang="en"]')
    visit.page.click('[data-new="mistrz"]')
    error = visit.page.wait_for_selector('[data-error="lexicon.missing"]', timeout=60_000)
    assert "could not be found" in error.inner_text() and "pl-nouns.dawg.gz" in error.inner_text()
    visit.page.click("text=Back")
    visit.page.wait_for_selector('[data-screen="home"]')
    visit.page.click('[data-nav="settings"]')
    visit.page.wait_for_selector('[data-screen="settings"]')


def test_a_damaged_word_list_is_explained_and_a_retry_recovers(routed: Visit) -> None:
    visit = routed
    damaged = {"on": True}

    def serve(route) -> None:
        if damaged["on"]:
            route.fulfill(status=200, body=b"\x1f\x8b\x08\x00garbage, not a word list")
        else:
            route.continue_()

    visit.page.route("**/pl-nouns.dawg.gz", serve)
    visit.open()
    visit.page.click('[data-lang="fr"]')
    visit.page.click('[data-new="mistrz"]')
    error = visit.page.wait_for_selector('[data-error="lexicon.damaged"]', timeout=60_000)
    assert "endommagé" in error.inner_text()
    damaged["on"] = False
    visit.page.get_by_role("button", name="Réessayer").click()
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
