"""The statistics screen and the export/import of stored data, in the real
page: a history put in localStorage before the first load gives figures and
charts at 360 px and 1280 px (inside the viewport, no sideways scroll, axe);
an export imported into a fresh browser gives back its history and saves;
dailies alone show in their game's tab with their chart on a phone."""
from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from conftest import Browsers, Server, Visit, new_visit, screen_text
from test_stored_data_page import envelope, fill_store, stored
from ux import PHONE, audit
from verba.wordz import game as wordz
from verba.wordz.game import Player

SVG_NS = "http://www.w3.org/2000/svg"
TARGETS = [".btn", ".chip", ".stats-tab", ".stats-person select", ".chart-details summary"]


def seat(name: str, score: int, kind: str, **stats: Any) -> dict[str, Any]:
    return {"name": name, "score": score, "kind": kind, "stats": stats}


def history() -> list[dict[str, Any]]:
    """Newest first: four Mistrz Słowa games and a Scriba one of Ala's."""
    def mistrz(n: int, score: int, won: bool, share: int) -> dict[str, Any]:
        return {"game": "mistrz", "finished": 1_767_225_600_000 + n * 86_400_000, "version": 2,
                "players": [seat("Ala", score, "human", turns=10, words=9, rated=10, share=share,
                                 best={"word": "ŻÓŁW", "points": 20 + n}),
                            seat("Bot", 90 if won else 110, "medium", turns=10, words=10,
                                 rated=10, share=7000)],
                "winners": ["Ala" if won else "Bot"]}
    return [{"game": "scriba", "finished": 1_767_900_000_000, "version": 2, "turns": 30,
             "players": [seat("Ala", 312, "human", moves=15, move_points=330, bingos=1,
                              best={"word": "ŹREBIĘ", "points": 64}),
                         seat("Bot", 298, "hard", moves=15, move_points=300, bingos=0)],
             "winners": ["Ala"]},
            mistrz(4, 104, True, 6500), mistrz(3, 60, False, 4000), mistrz(2, 120, True, 8000),
            mistrz(1, 100, True, 5000)]


def store() -> dict[str, str]:
    wordz_state = wordz.to_dict(wordz.new_game([Player("Ala"), Player("Ola")], seed=3))
    return {"verba.settings": envelope("settings", {"lang": "en"}),
            "verba.history": envelope("history", history()),
            "verba.save.wordz": envelope("save", {"state": wordz_state,
                                                  "summary": "Wordz: Ala 0, Ola 0"})}


def charts_fit(page: Page) -> None:
    """Each chart, scrolled to, lies whole inside the viewport."""
    size = page.viewport_size
    for chart in page.locator(".chart-svg").all():
        chart.evaluate("e => e.scrollIntoView({block: 'center'})")
        box = chart.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] \
            and box["y"] + box["height"] <= size["height"], box
    page.evaluate("scrollTo(0, 0)")


def test_the_statistics_show_the_figures_and_the_chart_at_each_size(sized_visit: Visit) -> None:
    visit = sized_visit
    fill_store(visit, store())
    visit.open()
    page = visit.page
    page.click('[data-nav="stats"]')
    page.wait_for_selector('[data-screen="stats"] .chart-svg')
    figures = page.inner_text(".stats-figures")
    assert "Games played\n4" in figures and "3 (75%)" in figures and "ŻÓŁW · 24 points" in figures
    assert "Average share of the best word\n59%" in figures     # (65+40+80+50)/4
    # the chart is SVG, made in its namespace, inside the page at this size
    spaces = page.eval_on_selector_all(
        ".chart-svg, .chart-svg path, .chart-svg circle, .chart-svg text",
        "els => [...new Set(els.map(e => e.namespaceURI))]")
    assert spaces == [SVG_NS]
    assert page.eval_on_selector(".chart-svg", "e => e.getBoundingClientRect().width") > 250
    assert page.locator(".chart-svg circle.won").count() == 3 * 2   # score and share
    charts_fit(page)
    audit(page, "stats", big=TARGETS, inside=[".stats-tab"], dark="phone")
    # the figures as a table, for screen readers and anyone who wants them
    page.click(".chart-details summary >> nth=0")
    assert "1. 2026-01-02" in page.inner_text(".chart-table >> nth=0")
    audit(page, "stats-table", big=TARGETS)
    assert page.eval_on_selector(".chart-table", "e => e.getBoundingClientRect().right") \
        <= page.viewport_size["width"]
    # the tabs follow the arrow keys, with the focus
    page.focus('[data-tab="mistrz"]')
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('[data-tab="scriba"][aria-selected="true"]')
    assert page.evaluate("document.activeElement.dataset.tab") == "scriba"
    assert "ŹREBIĘ · 64 points" in page.inner_text(".stats-figures")
    charts_fit(page)
    audit(page, "stats-scriba", big=TARGETS, inside=[".stats-tab"])
    assert not visit.errors


def test_export_then_import_into_a_fresh_browser_restores_history_and_saves(
        visit: Visit, browser: Browsers, server: Server, tmp_path) -> None:
    items = store()
    fill_store(visit, items)
    visit.open()
    visit.page.click('[data-nav="settings"]')
    visit.page.click('[data-nav="stored"]')
    with visit.page.expect_download() as download:
        visit.page.click('[data-stored-act="export"]')
    exported = tmp_path / "verba-export.json"
    download.value.save_as(exported)
    assert json.loads(exported.read_text(encoding="utf-8"))["entries"] == items

    context = browser.new_context(locale="pl-PL", **PHONE)
    try:
        fresh = new_visit(context, server.url)
        fresh.open()
        page = fresh.page
        page.click('[data-nav="settings"]')
        page.click('[data-nav="stored"]')
        page.set_input_files('input[data-file="import_stored"]', str(exported))
        page.wait_for_selector('[data-import-stored="ready"]')
        assert "Ukończone gry: 5" in page.inner_text('[data-import-stored="ready"]')
        audit(page, "stored-import", big=[".btn"])
        assert stored(fresh) == {}                   # nothing written before the yes
        page.click('[data-confirm="import"]')
        page.wait_for_selector('[data-import-stored]', state="detached")
        assert stored(fresh) == items
        page.click('[data-nav="home"]')
        page.wait_for_selector('[data-resume="wordz"]')
        assert "Ala 0, Ola 0" in screen_text(fresh)
        page.click('[data-nav="stats"]')
        page.wait_for_selector('[data-screen="stats"] .chart-svg')
        assert "Games played\n4" in page.inner_text(".stats-figures")
        # a damaged file says so and changes nothing
        page.click('[data-nav="home"]')
        page.click('[data-nav="settings"]')
        page.click('[data-nav="stored"]')
        damaged = tmp_path / "damaged.json"
        damaged.write_text(exported.read_text(encoding="utf-8")[:-40], encoding="utf-8")
        page.set_input_files('input[data-file="import_stored"]', str(damaged))
        page.wait_for_selector('[data-import-stored="refused"]')
        audit(page, "stored-import-refused", big=[".btn"])
        assert stored(fresh) == items
        assert not fresh.errors
    finally:
        context.close()


def test_the_dailies_played_show_with_their_chart_on_a_phone(phone_visit: Visit) -> None:
    """Dailies alone, no game finished: the Mistrz Słowa tab shows them."""
    def result(date: str, score: int) -> dict[str, Any]:
        return {"kind": "mistrz", "date": date, "on_day": True, "solved": True, "word": "ŻÓŁW",
                "figures": {"score": score, "optimum": 20, "ms": 60_000}, "at": 1_767_300_000_000}
    fill_store(phone_visit, {"verba.settings": envelope("settings", {"lang": "en"}),
                             "verba.daily": envelope("daily", {"version": 1, "playing": None,
                                 "results": [result("2026-01-03", 15), result("2026-01-02", 10)]})})
    phone_visit.open()
    page = phone_visit.page
    page.click('[data-nav="stats"]')
    page.wait_for_selector('[data-chart="daily-mistrz"] .chart-svg')
    assert "Played on the day\n2" in page.inner_text('[data-daily-stats="mistrz"] .stats-figures')
    assert "lowest 50%, highest 75%, latest 75%" in page.inner_text('[data-chart="daily-mistrz"] .chart-summary')
    charts_fit(page)
    audit(page, "stats-daily", big=TARGETS, inside=[".stats-tab"])
    assert not phone_visit.errors
