"""Every game offline after the first visit: the word lists follow the home
screen in the background, make way for a game that needs its own list, are
kept only when whole, survive an update that leaves them unchanged, and the
setting "download word lists for offline play" turns the download off."""
from __future__ import annotations

import gzip
import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from conftest import (LISTS_OFF, Browsers, Server, Visit, kept_lists, new_visit, published_lists,
                      site_version, start_server, stored_json)
from test_lexicons import HOLD_WORKER
from test_mistrz import type_best_word
from test_scriba import NAMES, Turn, check_draw, find, play, reveal, saved_state, set_up
from test_wordz import lay_word, my_word
from verba.wordz import game as wordz_game

pytestmark = pytest.mark.fresh_browser  # offline play, the service worker, downloads counted

GAME_OF = {"pl-nouns.dawg.gz": "mistrz", "pl.dawg.gz": "scriba", "fr.dawg.gz": "wordz"}
SETUP_TIMEOUT = 60_000


def wait_lists(visit: Visit, state: str) -> None:
    visit.page.wait_for_selector(f'html[data-word-lists="{state}"]', state="attached",
                                 timeout=SETUP_TIMEOUT)


def go_offline(visit: Visit, server: Server) -> None:
    visit.page.context.set_offline(True)
    server.stop()


def go_home(visit: Visit) -> None:
    if visit.page.query_selector('[data-nav="home"]'):  # not on the home screen
        visit.page.click('[data-nav="home"]')
    visit.page.wait_for_selector('[data-screen="home"]')


def open_setup(visit: Visit, game: str) -> None:
    go_home(visit)
    visit.page.click(f'[data-new="{game}"]')
    visit.page.wait_for_selector(f'[data-setup="{game}"]', timeout=SETUP_TIMEOUT)


def play_mistrz(visit: Visit) -> None:
    open_setup(visit, "mistrz")
    visit.page.click('[data-start="mistrz"]')
    visit.page.click("[data-roll]")
    visit.page.wait_for_selector("[data-die]")
    type_best_word(visit)  # the best noun of the roll, checked against the word list
    visit.page.wait_for_selector('[data-last-turn="1"]')


def play_scriba(visit: Visit) -> None:
    go_home(visit)
    set_up(visit.page, NAMES)
    visit.page.wait_for_selector("[data-draw]")
    state = saved_state(visit)
    check_draw(visit.page, state)
    reveal(visit.page, state)
    plan = find(state, "plain")
    assert plan is not None
    play(visit, state, Turn("keys", "plain", plan, plan.action))


def play_wordz(visit: Visit) -> None:
    open_setup(visit, "wordz")
    visit.page.click('[data-start="wordz"]')
    visit.page.wait_for_selector('[data-stage="compose"]')
    saved = stored_json(visit, "verba.save.wordz")
    assert isinstance(saved, dict)
    lay_word(visit, my_word(wordz_game.from_dict(saved["data"]["state"])))
    visit.page.wait_for_selector('[data-stage="turn"], [data-stage="over"]', timeout=SETUP_TIMEOUT)


def test_after_one_visit_every_game_plays_offline(visit: Visit, server: Server, site: Path) -> None:
    visit.open()
    wait_lists(visit, "done")
    visit.wait_offline_ready()
    assert kept_lists(visit) == published_lists(site)
    for file in GAME_OF:
        assert server.hits(file) == 1
    go_offline(visit, server)
    visit.reload()
    play_mistrz(visit)
    play_scriba(visit)
    play_wordz(visit)
    assert not visit.foreign_requests()


def lists_asked(server: Server) -> list[str]:
    """The word lists requested from the server, in order (held requests too)."""
    paths = [p.split("?")[0] for p in server.faults.arrivals]
    return [p.rsplit("/", 1)[-1] for p in paths if p.endswith(".dawg.gz")]


def wait_arrivals(visit: Visit, server: Server, suffix: str, count: int) -> None:
    for _ in range(600):
        if server.arrivals(suffix) >= count:
            return
        visit.page.wait_for_timeout(50)
    raise AssertionError(f"no request for {suffix}")


def test_a_game_opened_meanwhile_does_not_wait_for_the_background(
        visit: Visit, server: Server) -> None:
    server.fail_next(".dawg.gz", "hold")  # the first background download hangs
    visit.open()
    wait_arrivals(visit, server, ".dawg.gz", 1)
    [held] = lists_asked(server)
    other = next(f for f in GAME_OF if f != held)
    # The game's list is asked for, arrives and is used while the background
    # download asked for before it still has no answer (it is held until the end).
    open_setup(visit, GAME_OF[other])
    assert server.hits(other) == 1
    # The background download made way: abandoned, then asked for again
    # after the game's list, and the last list after it.
    wait_lists(visit, "done")
    [third] = set(GAME_OF) - {held, other}
    assert lists_asked(server) == [held, other, held, third]
    assert kept_lists(visit).keys() == GAME_OF.keys()
    server.release()


def test_a_game_shares_the_background_download_of_its_own_list(
        visit: Visit, server: Server) -> None:
    server.fail_next(".dawg.gz", "hold")
    visit.open()
    wait_arrivals(visit, server, ".dawg.gz", 1)
    [held] = lists_asked(server)
    visit.page.click(f'[data-new="{GAME_OF[held]}"]')
    visit.page.wait_for_selector('[data-screen="loading"]')
    server.release()
    visit.page.wait_for_selector(f'[data-setup="{GAME_OF[held]}"]', timeout=SETUP_TIMEOUT)
    wait_lists(visit, "done")
    assert lists_asked(server).count(held) == 1


def test_with_the_setting_off_nothing_is_downloaded_until_it_is_turned_on(
        visit: Visit, server: Server) -> None:
    visit.page.add_init_script(LISTS_OFF)
    visit.open()
    wait_lists(visit, "off")
    visit.page.click('[data-nav="settings"]')
    section = visit.page.wait_for_selector('[data-offline="off"]')
    assert "Not yet: 0.0 MB of word lists on this device, of 1.2 MB." in section.inner_text()
    assert not visit.page.is_checked('input[name="offline_lists"]')
    visit.wait_offline_ready()
    assert server.arrivals(".dawg.gz") == 0
    # Offline, a game whose list never came says so.
    visit.page.context.set_offline(True)
    go_home(visit)
    visit.page.click('[data-new="scriba"]')
    error = visit.page.wait_for_selector('[data-error="lexicon.offline"]', timeout=SETUP_TIMEOUT)
    assert "not on this device yet" in error.inner_text()
    # Back online, turned on: every list comes, and Scriba starts offline.
    visit.page.context.set_offline(False)
    go_home(visit)
    visit.page.click('[data-nav="settings"]')
    visit.page.check('input[name="offline_lists"]')
    visit.page.wait_for_selector('[data-offline="done"]', timeout=SETUP_TIMEOUT)
    assert "Available" in visit.page.inner_text('[data-offline="done"]')
    assert stored_json(visit, "verba.settings")["data"]["offline_lists"] is True
    go_offline(visit, server)
    open_setup(visit, "scriba")


def test_with_the_browsers_data_saver_on_nothing_is_downloaded_until_chosen(
        visit: Visit, server: Server) -> None:
    cdp = visit.page.context.new_cdp_session(visit.page)
    cdp.send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})
    visit.open()
    wait_lists(visit, "off")
    visit.page.click('[data-nav="settings"]')
    visit.page.wait_for_selector('[data-offline="off"]')
    assert not visit.page.is_checked('input[name="offline_lists"]')
    open_setup(visit, "mistrz")
    assert lists_asked(server) == ["pl-nouns.dawg.gz"]


def test_a_truncated_list_is_never_kept_and_try_again_fetches_it_again(
        visit: Visit, server: Server) -> None:
    visit.page.add_init_script(LISTS_OFF)
    visit.open()
    visit.wait_offline_ready()
    visit.reload()  # the worker controls the page: it must not keep the bad copy either
    server.fail_next("pl-nouns.dawg.gz", "truncate")
    visit.page.click('[data-new="mistrz"]')
    error = visit.page.wait_for_selector('[data-error="lexicon.damaged"]', timeout=SETUP_TIMEOUT)
    assert "damaged" in error.inner_text() and "pl-nouns.dawg.gz" in error.inner_text()
    assert kept_lists(visit) == {}
    visit.page.get_by_role("button", name="Try again").click()
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=SETUP_TIMEOUT)
    assert server.hits("pl-nouns.dawg.gz") == 2
    assert set(kept_lists(visit)) == {"pl-nouns.dawg.gz"}
    visit.reload()
    open_setup(visit, "mistrz")
    assert server.hits("pl-nouns.dawg.gz") == 2


def test_a_download_cut_halfway_says_it_was_interrupted(browser: Browsers, server: Server) -> None:
    context = browser.new_context(locale="pl-PL")
    try:
        visit = new_visit(context, server.url)
        visit.page.add_init_script(LISTS_OFF.replace('lang: "en"', 'lang: "pl"'))
        visit.open()
        server.fail_next("fr.dawg.gz", "cut")
        visit.page.click('[data-new="wordz"]')
        error = visit.page.wait_for_selector('[data-error="lexicon.interrupted"]',
                                             timeout=SETUP_TIMEOUT)
        assert "przerwane" in error.inner_text() and "połączenie" in error.inner_text()
        visit.page.get_by_role("button", name="Spróbuj ponownie").click()
        visit.page.wait_for_selector('[data-setup="wordz"]', timeout=SETUP_TIMEOUT)
        assert set(kept_lists(visit)) == {"fr.dawg.gz"}
    finally:
        context.close()


def new_version(live: Path, changed_list: str | None = None) -> str:
    """Turn the built site in ``live`` into another build, as a deploy would:
    a changed stylesheet and, if asked, a word list with the same words in
    other bytes (gzip at another level), its index entry updated."""
    old = site_version(live)
    new = hashlib.sha256(old.encode()).hexdigest()[:12]
    with (live / "assets" / "css" / "app.css").open("a", encoding="utf-8") as css:
        css.write(f"\n/* build {new} */\n")
    if changed_list:
        path = live / "lexicons" / changed_list
        data = gzip.compress(gzip.decompress(path.read_bytes()), compresslevel=1, mtime=0)
        path.write_bytes(data)
        index_path = live / "lexicons" / "index.json"
        index = json.loads(index_path.read_text(encoding="utf-8"))
        for entry in index["lexicons"].values():
            if entry["file"] == changed_list:
                entry.update(bytes=len(data), sha256=hashlib.sha256(data).hexdigest())
        index_path.write_text(json.dumps(index), encoding="utf-8")
    for name in ("index.html", "sw.js"):
        path = live / name
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return new


def accept_update(visit: Visit, version: str) -> None:
    """Let the page find the new build, then take it as a person does: the banner's Reload."""
    visit.page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    visit.page.wait_for_selector(".banner.info button", timeout=SETUP_TIMEOUT)
    with visit.page.expect_navigation(timeout=SETUP_TIMEOUT):
        visit.page.click(".banner.info button")
    visit.wait_ready()
    assert visit.page.get_attribute('meta[name="verba-version"]', "content") == version


@dataclass
class Deployed:
    """A copy of the built site that the test deploys again, its own server,
    and a visit in a browser context of its own."""

    live: Path
    server: Server
    visit: Visit


@pytest.fixture
def deployed(browser: Browsers, site: Path, tmp_path: Path) -> Iterator[Deployed]:
    live = tmp_path / "site"
    shutil.copytree(site, live)
    server = start_server(live)
    context = browser.new_context(locale="en-GB")
    yield Deployed(live, server, new_visit(context, server.url))
    context.close()
    try:
        server.stop()
    except OSError:
        pass  # the test stopped it


def test_an_update_keeps_unchanged_lists_and_downloads_a_changed_one(deployed: Deployed) -> None:
    live, server, visit = deployed.live, deployed.server, deployed.visit
    visit.open()
    wait_lists(visit, "done")
    visit.wait_offline_ready()
    kept = kept_lists(visit)
    # A deploy that leaves the word lists alone: nothing is downloaded
    # again, and every game starts offline right after.
    accept_update(visit, new_version(live))
    wait_lists(visit, "done")
    assert kept_lists(visit) == kept and server.hits(".dawg.gz") == 3
    visit.page.context.set_offline(True)
    visit.reload()
    for game in GAME_OF.values():
        open_setup(visit, game)
    visit.page.context.set_offline(False)
    # A deploy that changes the French list: that one alone comes again,
    # and the old copy is gone.
    accept_update(visit, new_version(live, "fr.dawg.gz"))
    wait_lists(visit, "done")
    assert server.hits("fr.dawg.gz") == 2 and server.hits(".dawg.gz") == 4
    assert kept_lists(visit) == published_lists(live) != kept
    go_offline(visit, server)
    visit.reload()
    play_wordz(visit)


def test_a_list_a_deploy_changed_opens_before_the_page_takes_the_update(
        deployed: Deployed) -> None:
    live, server, visit = deployed.live, deployed.server, deployed.visit
    visit.page.add_init_script(LISTS_OFF)
    visit.open()
    visit.wait_offline_ready()
    version = new_version(live, "fr.dawg.gz")  # deployed; the page is still the old build
    visit.reload()
    assert visit.page.get_attribute('meta[name="verba-version"]', "content") != version
    # The new list does not match the page's index, but the site's index
    # vouches for it: it is used, and kept for the new version.
    open_setup(visit, "wordz")
    assert kept_lists(visit) == {"fr.dawg.gz": published_lists(live)["fr.dawg.gz"]}
    accept_update(visit, version)
    open_setup(visit, "wordz")
    assert server.hits("fr.dawg.gz") == 1


OLD_VERSION_CACHE = """async () => {
    // What a version before the word-list cache left: lists in its own cache
    // under their plain address, one of them cut short.
    const old = await caches.open("verba-0123456789ab");
    for (const [file, whole] of [["pl-nouns.dawg.gz", true], ["fr.dawg.gz", false]]) {
        const bytes = new Uint8Array(await (await fetch("lexicons/" + file)).arrayBuffer());
        await old.put(new URL("lexicons/" + file, location.href).href,
                      new Response(whole ? bytes : bytes.slice(0, bytes.length >> 1)));
    }
}"""


def test_whole_lists_an_older_version_kept_are_taken_over(visit: Visit, server: Server) -> None:
    visit.page.add_init_script(HOLD_WORKER + LISTS_OFF)
    visit.open()
    visit.page.evaluate(OLD_VERSION_CACHE)
    visit.page.evaluate("window.releaseWorker()")
    visit.wait_offline_ready()
    assert set(kept_lists(visit)) == {"pl-nouns.dawg.gz"}
    assert "verba-0123456789ab" not in visit.page.evaluate("caches.keys()")
    open_setup(visit, "mistrz")
    assert server.hits("pl-nouns.dawg.gz") == 1  # the copy the old cache was given
