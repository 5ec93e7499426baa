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

from conftest import Visit, screen_text, stored_json
from tests.recorded_games import lexicon, played

READY = '[data-import="ready"]'


def open_file(visit: Visit, path: Path) -> None:
    visit.page.click('[data-nav="history"]')
    visit.page.set_input_files("input[data-file]", str(path))


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


def test_a_finished_game_saved_to_a_file_opens_after_storage_is_cleared(
        visit: Visit, tmp_path: Path) -> None:
    record, final = played("scriba")
    engine = ENGINES["scriba"]
    entry = {"game": "scriba", "finished": 1_700_000_000_000, **engine.history_entry(final),
             "record": record.to_dict()}
    visit.open()
    visit.set_storage("verba.history", json.dumps(
        {"schema": 2, "kind": "history", "data": [entry]}, ensure_ascii=False))
    visit.reload()
    visit.page.click('[data-nav="history"]')
    with visit.page.expect_download() as download:
        visit.page.click('[data-export="0"]')
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == "verba-scriba-1700000000000.json"
    visit.page.evaluate("localStorage.clear()")
    visit.reload()
    open_file(visit, path)
    visit.page.wait_for_selector(READY, timeout=90_000)
    text = screen_text(visit)
    assert "finished" in text and f"{len(record.actions)} moves" in text
    assert not visit.page.locator("[data-import-continue]").count()
    assert not visit.errors
