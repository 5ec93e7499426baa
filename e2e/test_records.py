"""Game files through the real page: a game saved to a file from the history
opens again after the browser's storage is cleared, an unfinished one plays
on from its file, and a damaged file dropped on the page is refused with the
reason in the player's language, nothing stored changed. The page replays a
record to the very state CPython replays it to."""
from __future__ import annotations

import json
from pathlib import Path

from verba.games_registry import ENGINES
from verba.gamefile import Record
from verba.replay import replay

import pytest
from playwright.sync_api import Page

from verba.ui.shell.app import App
from verba.ui.shell.replay_screen import ReplayScreen
from verba.ui.shell.vnode import find_all, text_of

from conftest import Visit, screen_text, stored_json
from ux import audit
from tests.recorded_games import lexicon, played
from tests.test_app import FakeServices

READY = '[data-import="ready"]'


def open_file(visit: Visit, path: Path) -> None:
    visit.page.click('[data-nav="history"]')
    visit.page.set_input_files("input[data-file]", str(path))


def at_step(page: Page, step: int) -> None:
    page.wait_for_selector(f'[data-screen="replay"][data-replay-step="{step}"]', timeout=5_000)


def all_storage(visit: Visit) -> dict[str, str]:
    return visit.page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def test_an_unfinished_game_plays_on_from_its_file(visit: Visit, tmp_path: Path) -> None:
    whole, _ = played("mistrz")
    record = Record("mistrz", whole.start, whole.actions[:7])
    expected = ENGINES["mistrz"].to_dict(replay(record, lexicon("pl-nouns")).final)
    path = tmp_path / "unfinished.json"
    path.write_text(record.to_json(), encoding="utf-8")
    visit.open()
    open_file(visit, path)
    visit.page.wait_for_selector(READY, timeout=60_000)
    assert "not finished" in screen_text(visit)
    visit.page.click('[data-import-continue="mistrz"]')
    visit.page.wait_for_selector('[data-screen="mistrz"]')
    saved = stored_json(visit, "verba.save.mistrz")
    assert saved["data"]["state"] == json.loads(json.dumps(expected))
    assert saved["data"]["record"]["actions"] == record.actions
    assert not visit.errors


def test_a_damaged_file_dropped_on_the_page_is_refused_in_french(visit: Visit) -> None:
    visit.open()
    visit.page.click('[data-lang="fr"]')
    before = all_storage(visit)
    visit.page.evaluate("""() => {
      const data = new DataTransfer();
      data.items.add(new File(['{"format": "verba-record", "version": 1, "game": "go"}'],
                              "partie.json", {type: "application/json"}));
      for (const type of ["dragover", "drop"])
        document.body.dispatchEvent(new DragEvent(type, {dataTransfer: data, bubbles: true,
                                                         cancelable: true}));
    }""")
    visit.page.wait_for_selector('[data-import="refused"][data-error="record.unknown_game"]')
    assert "jeu que Verba ne connaît pas" in screen_text(visit)
    assert "Rien de ce qui est enregistré" in screen_text(visit)
    assert all_storage(visit) == before


CASES = {"mistrz": "mistrz", "scriba": "scriba-two", "wordz": "wordz"}


def cpython_table(case: str) -> tuple[str, list[str]]:
    """The last position of the game's replay as CPython draws it: its text,
    and the score sheet's last row."""
    record, _ = played(case)
    services = FakeServices()
    services.lexicons._loaded[ENGINES[record.game].LEXICON] = lexicon(ENGINES[record.game].LEXICON)
    app = App(services, ["en"])
    words = lexicon(ENGINES[record.game].LEXICON)
    app.go(ReplayScreen(app, replay(record, words), words))
    nodes = [e for n in app.view() for e in find_all(n, lambda t, a: "replay-position" in
                                                     str(a.get("class", "")))]
    scores = [text_of(e) for n in app.view() for e in find_all(n, lambda t, a: "data-score" in a)]
    return "".join(text_of(nodes[0]).split()), scores[-len(ENGINES[record.game].seats(
        replay(record, lexicon(ENGINES[record.game].LEXICON)).final)):]


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_finished_game_saved_to_a_file_replays_after_storage_is_cleared(
        visit: Visit, tmp_path: Path, game: str) -> None:
    record, final = played(CASES[game])
    engine = ENGINES[game]
    entry = {"game": game, "finished": 1_700_000_000_000, **engine.history_entry(final),
             "record": record.to_dict()}
    visit.open()
    visit.set_storage("verba.history", json.dumps(
        {"schema": 2, "kind": "history", "data": [entry]}, ensure_ascii=False))
    visit.reload()
    page = visit.page
    page.click('[data-nav="history"]')
    with page.expect_download() as download:
        page.click('[data-export="0"]')
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == f"verba-{game}-1700000000000.json"
    page.evaluate("localStorage.clear()")
    visit.reload()
    open_file(visit, path)
    page.wait_for_selector(READY, timeout=90_000)
    text = screen_text(visit)
    assert "finished" in text and f"{len(record.actions)} moves" in text
    assert not page.locator("[data-import-continue]").count()
    page.click(f'[data-import-watch="{game}"]')
    last = len(record.actions)
    at_step(page, last)
    page.keyboard.press("Home")
    at_step(page, 0)
    for step in range(1, last + 1):   # every move, by keyboard
        page.keyboard.press("ArrowRight")
        at_step(page, step)
    page.click('[data-replay="back"]')
    at_step(page, last - 1)
    page.click('[data-replay="forward"]')
    at_step(page, last)
    shown = page.evaluate("document.querySelector('.replay-position').textContent")
    scores = page.eval_on_selector_all(
        "tr[data-sheet-step]:last-child [data-score]", "cells => cells.map(c => c.textContent)")
    expected_text, expected_scores = cpython_table(CASES[game])
    assert "".join(shown.split()) == expected_text
    assert scores == expected_scores == [str(s) for s in engine.scores(final)]
    assert not visit.errors


def test_the_record_screens_fit_both_sizes_and_pass_axe(sized_visit: Visit,
                                                         tmp_path: Path) -> None:
    """The history's files, a file being opened, a refusal and each game's
    replay: screenshots, targets of 44 px, nothing sideways, no axe violation."""
    visit, page = sized_visit, sized_visit.page
    entries = []
    for game, case in CASES.items():
        record, final = played(case)
        entries.append({"game": game, "finished": 1_700_000_000_000,
                        **ENGINES[game].history_entry(final), "record": record.to_dict()})
    visit.open()
    visit.set_storage("verba.history", json.dumps(
        {"schema": 2, "kind": "history", "data": entries}, ensure_ascii=False))
    visit.reload()
    page.click('[data-nav="history"]')
    audit(page, "records-history", big=[".btn"])
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "verba-record", "version": 7}', encoding="utf-8")
    page.set_input_files("input[data-file]", str(bad))
    page.wait_for_selector('[data-import="refused"]')
    audit(page, "records-refused", big=[".btn"])
    for index, game in enumerate(CASES):
        page.click('[data-nav="home"]')
        page.click('[data-nav="history"]')
        page.click(f'[data-watch="{index}"]')
        page.wait_for_selector('[data-screen="replay"]', timeout=90_000)
        page.keyboard.press("Home")
        for _ in range(6):
            page.keyboard.press("ArrowRight")
        at_step(page, 6)
        audit(page, f"replay-{game}", big=[".replay-controls .btn", ".replay-files .btn"],
              dark=True)
