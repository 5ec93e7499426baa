"""Stored data that must never lock a player out (issue #15), through the real
page: each case of the issue as it is written there, each ending with a game
started and every other stored entry as it was; the stored-data screen
(export, delete one, delete everything); and "Start without stored data"
after a failed start.

The store is filled before the page's first script runs (an init script), so
each test loads the page once, as a player coming back would.
"""
from __future__ import annotations

import json
from typing import Any

from conftest import READY, Browsers, Server, Visit, new_visit, screen_text
from verba.mistrz import game as mistrz
from verba.scriba import game as scriba
from verba.storage import SCHEMA
from verba.wordz import game as wordz
from verba.wordz.game import Player

RLO = "\u202e"
RTL_NAME = RLO + "Ala"          # reverses the text after it unless isolated


def envelope(kind: str, data: Any) -> str:
    return json.dumps({"schema": SCHEMA, "kind": kind, "data": data}, ensure_ascii=False)


def save(state: dict[str, Any], summary: str = "a game") -> str:
    return envelope("save", {"state": state, "summary": summary})


def others() -> dict[str, str]:
    """Valid entries of other kinds, which every case must leave as they are."""
    wordz_state = wordz.to_dict(wordz.new_game([Player("Ala"), Player("Ola")], seed=3))
    return {
        "verba.settings": envelope("settings", {"lang": "en", "reduced_motion": False,
                                                "hand_off": True}),
        "verba.save.wordz": save(wordz_state, "Wordz: Ala 0, Ola 0"),
        "verba.history": envelope("history", [
            {"game": "mistrz", "finished": 1_700_000_000_000, "winners": ["Ala"],
             "players": [{"name": "Ala", "score": 104}, {"name": "Ola", "score": 60}]}]),
        "verba.aside.save.old": "{kept from before",
    }


def fill_store(visit: Visit, items: dict[str, str]) -> None:
    """``items`` in localStorage before the page's first load (only that one)."""
    visit.page.add_init_script(
        "if (!sessionStorage.getItem('filled')) {"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v);"
        " sessionStorage.setItem('filled', '1'); }")


def stored(visit: Visit) -> dict[str, str]:
    return visit.page.evaluate(
        "Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('verba.'))"
        ".map(k => [k, localStorage.getItem(k)]))")


def codes(visit: Visit) -> list[str]:
    return visit.page.eval_on_selector_all("[data-code]", "els => els.map(e => e.dataset.code)")


def expect_intact(visit: Visit, items: dict[str, str]) -> None:
    now = stored(visit)
    for key, value in items.items():
        assert now.get(key) == value, f"{key} changed"


def start_a_game(visit: Visit) -> None:
    """The page is usable: a new Mistrz Słowa game starts and waits for a roll."""
    if visit.page.query_selector('[data-nav="home"]'):
        visit.page.click('[data-nav="home"]')
    visit.page.wait_for_selector('[data-screen="home"]')
    visit.page.click('[data-new="mistrz"]')
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    visit.page.click('[data-start="mistrz"]')
    visit.page.wait_for_selector("[data-roll]")


def resume_refused(visit: Visit, game: str) -> None:
    """Resume ``game``: its save is set aside with a notice, the page stays home."""
    before = codes(visit).count("storage.set_aside")
    visit.page.click(f'[data-resume="{game}"]')
    visit.page.wait_for_selector(f'[data-resume="{game}"]', state="detached", timeout=60_000)
    assert visit.page.query_selector('[data-screen="home"]')
    assert codes(visit).count("storage.set_aside") == before + 1
    assert f"verba.aside.save.{game}" in stored(visit)


def test_case_1_a_save_of_schema_0_or_below_is_set_aside(visit: Visit) -> None:
    items = others()
    bad = {"verba.save.mistrz": '{"schema":0,"kind":"save","data":{"state":{},"summary":""}}',
           "verba.save.scriba": '{"schema":-3,"kind":"save","data":{"state":{},"summary":""}}'}
    fill_store(visit, {**items, **bad})
    visit.open()
    assert codes(visit).count("storage.set_aside") == 2
    now = stored(visit)
    assert now["verba.aside.save.mistrz"] == bad["verba.save.mistrz"]
    assert now["verba.aside.save.scriba"] == bad["verba.save.scriba"]
    expect_intact(visit, items)
    start_a_game(visit)


def test_case_2_a_save_nested_100000_deep_is_set_aside(visit: Visit) -> None:
    items = others()
    deep = '{"schema":2,"kind":"save","data":' + "[" * 100_000 + "]" * 100_000 + "}"
    fill_store(visit, {**items, "verba.save.mistrz": deep})
    visit.open()
    assert "storage.set_aside" in codes(visit)
    assert stored(visit)["verba.aside.save.mistrz"] == deep
    assert not [e for e in visit.errors if "fatal" in e.lower()], visit.errors
    expect_intact(visit, items)
    start_a_game(visit)


def test_case_3_a_scriba_save_with_an_impossible_log_entry_is_set_aside_on_resume(
        visit: Visit) -> None:
    items = others()
    state = scriba.to_dict(scriba.new_game(["Ala", "Ola"], seed=5))
    state["log"].append({"type": "pass", "player": 99, "score": -5})
    fill_store(visit, {**items, "verba.save.scriba": save(state)})
    visit.open()
    resume_refused(visit, "scriba")
    expect_intact(visit, items)
    start_a_game(visit)


def test_case_4_history_entries_with_odd_fields_are_set_aside_and_clear_works(
        visit: Visit) -> None:
    items = others()
    good = json.loads(items["verba.history"])["data"]
    bad = [{**good[0], "finished": 1e300}, {**good[0], "winners": 5}]
    history = envelope("history", [bad[0], *good, bad[1]])
    fill_store(visit, {**items, "verba.history": history})
    visit.open()
    assert "stored.history_aside" in codes(visit)
    assert json.loads(stored(visit)["verba.aside.history"]) == bad
    visit.page.click('[data-nav="history"]')
    visit.page.wait_for_selector('[data-screen="history"]')
    assert visit.page.locator(".history-entry").count() == len(good)
    assert "Ala" in screen_text(visit)
    visit.page.click('[data-act*="clear"]')
    visit.page.click('[data-act*="clear_yes"]')    # asked once more: it cannot be undone
    visit.page.wait_for_selector("text=No finished games yet.")
    expect_intact(visit, {k: v for k, v in items.items() if k != "verba.history"})
    start_a_game(visit)


def test_case_5_a_mistrz_save_without_settings_is_set_aside_on_resume(visit: Visit) -> None:
    items = others()
    state = mistrz.to_dict(mistrz.new_game([{"name": "Ala", "kind": "human"}], None, seed=4))
    del state["settings"]
    fill_store(visit, {**items, "verba.save.mistrz": save(state)})
    visit.open()
    resume_refused(visit, "mistrz")
    expect_intact(visit, items)
    start_a_game(visit)


def test_case_6_odd_seeds_in_the_address_are_ignored(visit: Visit) -> None:
    items = others()
    fill_store(visit, items)
    for seed in ("%C2%B2", "9" * 5_000):
        visit.open(f"?seed={seed}")
        expect_intact(visit, items)
    start_a_game(visit)


def test_case_9_names_are_isolated_and_impossible_states_are_set_aside(
        browser: Browsers, server: Server) -> None:
    context = browser.new_context(locale="en-GB", viewport={"width": 360, "height": 740})
    try:
        visit = new_visit(context, server.url)
        items = others()
        players = [{"name": RTL_NAME, "kind": "human"}, {"name": "W" * 24, "kind": "human"}]
        named = mistrz.to_dict(mistrz.new_game(players, None, seed=4))
        over = mistrz.to_dict(mistrz.new_game([{"name": "Ala", "kind": "human"}], None, seed=4))
        over["phase"] = "over"                       # finished, and nobody won
        hand = wordz.to_dict(wordz.new_game([Player("Ala"), Player("Ola")], seed=3))
        hand["seats"][0]["hand"] += hand["stock"][:38]    # a hand of 50 cards
        hand["stock"] = hand["stock"][38:]
        long_name = scriba.to_dict(scriba.new_game(["Ala", "Ola"], seed=5))
        long_name["names"][0] = "N" * 10_000
        tie = envelope("history", [{"game": "wordz", "finished": 1_700_000_000_000,
                                    "winners": [RTL_NAME, "Ola"],
                                    "players": [{"name": RTL_NAME, "score": 9},
                                                {"name": "Ola", "score": 9}]}])
        kept = {**items, "verba.history": tie}
        del kept["verba.save.wordz"]
        fill_store(visit, {**kept, "verba.save.mistrz": save(over), "verba.save.wordz": save(hand),
                           "verba.save.scriba": save(long_name)})
        visit.open()
        for game in ("mistrz", "wordz", "scriba"):
            resume_refused(visit, game)
        expect_intact(visit, kept)
        # "Winner: ‮Ala, Ola": the name cannot reverse what follows it, "Ola" reads O…a
        visit.page.click('[data-nav="history"]')
        visit.page.wait_for_selector(".history-entry")
        order = visit.page.evaluate("""() => {
            const p = [...document.querySelectorAll('.history-entry p')]
                .find(e => e.textContent.includes('Ola'));
            const node = [...p.childNodes].find(n => n.textContent.includes('Ola'));
            const at = node.textContent.lastIndexOf('Ola');
            const left = (i) => { const r = document.createRange(); r.setStart(node, i);
                                  r.setEnd(node, i + 1); return r.getBoundingClientRect().left; };
            return [left(at), left(at + 2)]; }""")
        assert order[0] < order[1], "the text after the name is reversed"
        visit.page.click('[data-nav="home"]')
        # a save with a right-to-left override and a 24-letter name plays, isolated, in the layout
        visit.set_storage("verba.save.mistrz", save(named))
        visit.reload()
        visit.page.click('[data-resume="mistrz"]')
        visit.page.wait_for_selector("[data-roll]")
        seat = visit.page.text_content('[data-seat="0"]')
        assert "\u2068" + RTL_NAME + "\u2069" in seat
        assert visit.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        start_a_game(visit)
    finally:
        context.close()



def test_the_stored_data_screen_exports_deletes_one_and_resets(visit: Visit) -> None:
    items = others()
    fill_store(visit, items)
    visit.open()
    visit.page.click('[data-nav="settings"]')
    visit.page.click('[data-nav="stored"]')
    visit.page.wait_for_selector('[data-screen="stored"]')
    listed = visit.page.eval_on_selector_all("[data-entry]", "els => els.map(e => e.dataset.entry)")
    assert sorted(listed) == sorted(items)
    assert "kB" in screen_text(visit)
    with visit.page.expect_download() as download:
        visit.page.click('[data-stored-act="export"]')
    exported = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert exported["entries"] == items
    # delete one, after a confirmation
    visit.page.click('[data-delete="verba.save.wordz"]')
    visit.page.click('[data-confirm="verba.save.wordz"]')
    visit.page.wait_for_selector('[data-entry="verba.save.wordz"]', state="detached")
    assert "verba.save.wordz" not in stored(visit)
    expect_intact(visit, {k: v for k, v in items.items() if k != "verba.save.wordz"})
    # delete everything, after a confirmation
    visit.page.click('[data-stored-act="reset"]')
    visit.page.click('[data-confirm="reset"]')
    visit.page.wait_for_selector("[data-entry]", state="detached")
    assert stored(visit) == {}
    start_a_game(visit)


def test_a_failed_start_offers_to_start_without_stored_data(visit: Visit) -> None:
    """Stored data that stops the start (simulated: a script fails while a
    marked entry is stored) can be set aside from the error box."""
    items = others()
    poison = envelope("save", {"state": {"poison": True}, "summary": "x"})
    fill_store(visit, {**items, "verba.save.mistrz": poison})
    # While the marked entry is stored, a script fails once boot.js has
    # started (it runs async, maybe after DOMContentLoaded) and Python never
    # starts the app, as when stored data stops it: left to start, it would
    # draw the home under the error box and write to the storage while the
    # button moves it aside.
    visit.page.add_init_script(
        "if (Object.keys(localStorage).some(k => k.startsWith('verba.') &&"
        " !k.startsWith('verba.aside.') && localStorage.getItem(k).includes('poison'))) {"
        " let real; Object.defineProperty(window, 'verba', { configurable: true, get: () => real,"
        "   set: (v) => { real = v; v.ready = () => {};"
        "     Object.defineProperty(v, 'afterBoot', { get: () => () => {}, set: () => {} });"
        "     setTimeout(() => { throw new Error('poisoned'); }); } }); }")
    visit.page.goto(visit.base)
    visit.page.wait_for_selector('html[data-verba="failed"]', state="attached", timeout=120_000)
    assert "poisoned" in visit.page.inner_text("#boot-error")
    # once the page's scripts are in, no static screen is painted behind the box
    visit.page.wait_for_function("typeof window.verba.render === 'function'")
    assert visit.page.is_hidden("#app")
    visit.page.click("#boot-clean")
    visit.page.wait_for_selector(READY, state="attached", timeout=120_000)
    visit.page.wait_for_selector('[data-code="stored.started_clean"]')
    now = stored(visit)
    assert now["verba.aside.save.mistrz"] == poison
    assert now["verba.aside.save.old"] == items["verba.aside.save.old"]   # not overwritten
    for key in ("verba.settings", "verba.save.wordz", "verba.history"):
        assert key not in now and now["verba.aside." + key[len("verba."):]] == items[key]
    start_a_game(visit)


def test_a_reload_gives_back_no_sand(visit: Visit) -> None:
    """The sand is saved when the page is left, not every few seconds: what the
    save holds after a reload is at least what had run when the page showed
    its last second."""
    visit.open()
    visit.page.click('[data-new="mistrz"]')
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    visit.page.click('[data-start="mistrz"]')
    visit.page.click("[data-roll]")
    # some seconds of sand (ticks may skip a second on a busy machine)
    visit.page.wait_for_function(
        "() => Number(document.querySelector('.hourglass')?.dataset.left) <= 117", timeout=30_000)
    shown = int(visit.page.get_attribute(".hourglass", "data-left"))
    visit.reload()
    state = json.loads(visit.storage("verba.save.mistrz"))["data"]["state"]
    total_ms = state["settings"]["run_seconds"] * 1000 * state["settings"]["runs"]
    assert state["turn"]["sand_ms"] >= total_ms - shown * 1000
    visit.page.click('[data-resume="mistrz"]')
    visit.page.wait_for_selector(".hourglass")
    assert int(visit.page.get_attribute(".hourglass", "data-left")) <= shown
