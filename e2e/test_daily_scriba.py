"""Scriba's daily puzzle through the real page (the browser's clock on
2026-12-03, daily #337): opened from the dailies, worked out by the page,
a refused move told, a move typed on the board and laid, its rank, the five
best and the share line copied; after a reload the puzzle is done and its
streak counted. Also laid by taps and audited at 1280 px.

The position is the one CPython computes for the date
(tests/test_ui_daily_scriba.py pins it): the page runs the same rules.
"""
from __future__ import annotations

from playwright.sync_api import Page, expect

from conftest import Browsers, Server, Visit
from test_daily import day_visit, open_dailies, phone_day, share_and_copy  # noqa: F401
from ux import DESKTOP, audit

RACK = sorted("NTIRĄES")
# the best move (87: RETSINĄ down from K7) and the third (64: SKINERĄ down
# from M1, through the K on M2); 643 legal moves in all
BEST = (("R", "K7"), ("E", "K8"), ("T", "K9"), ("S", "K10"), ("I", "K11"), ("N", "K12"),
        ("Ą", "K13"))
SHARE = "Scriba #337 · rank 3 of 643 · 64/87"
PUZZLE_TIMEOUT = 90_000   # the word list, then the puzzle worked out, on a busy machine


def open_puzzle(page: Page) -> None:
    open_dailies(page)
    page.click("[data-daily=scriba][data-date='2026-12-03']")
    page.wait_for_selector("[data-puzzle=turn]", timeout=PUZZLE_TIMEOUT)
    tiles = page.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(tiles) == RACK


def test_the_puzzle_is_typed_laid_ranked_copied_and_done_after_a_reload(phone_day: Visit) -> None:
    page = phone_day.page
    open_puzzle(page)
    audit(page, "daily-scriba", big=("[data-rack] [data-tile]", "[data-commit]"), dark="phone")
    # one tile far from every word, laid with Enter: the game's refusal
    page.click("[data-rack] [data-tile=N]")
    page.click("[data-cell=A15]")
    page.focus("[data-board]")
    page.keyboard.press("Enter")
    expect(page.locator("[data-problem='scriba.not_connected']")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("[data-pending]")).to_have_count(0)
    # SKINERĄ down from M1: the cursor there, turned down, the letters typed
    # (an A for the Ą, as on a keyboard without Polish letters: no A on the rack)
    page.click("[data-cell=M1]")
    page.click("[data-direction]")
    expect(page.locator("[data-direction]")).to_have_attribute("data-direction", "down")
    page.focus("[data-board]")
    page.keyboard.type("sinera")
    expect(page.locator("[data-move-score]")).to_have_attribute("data-total", "64")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-puzzle=result]")
    expect(page.locator("[data-rank]")).to_have_attribute("data-rank", "3")
    expect(page.locator("[data-answer-head]")).to_be_focused()
    expect(page.locator("[data-top-move]")).to_have_count(5)     # the answer third among them
    expect(page.locator("[data-yours]")).to_have_attribute("data-yours", "2")
    page.click("[data-top-move='0']")
    expect(page.locator("[data-pending]")).to_have_count(len(BEST))
    assert share_and_copy(page) == SHARE
    audit(page, "daily-scriba-result", big=("[data-top-move]", "[data-copy]"), dark="phone")
    phone_day.reload()
    open_dailies(page)
    expect(page.locator("[data-kind=scriba]")).to_have_attribute("data-done", "1")
    expect(page.locator("[data-streak=scriba]")).to_have_text("Streak (days in a row): 1")
    expect(page.locator("[data-status=scriba]")).to_have_text(SHARE)
    assert phone_day.errors == []


def test_the_best_move_laid_by_taps_ranks_first_at_1280_px(browser: Browsers,
                                                            server: Server) -> None:
    ctx, visit = day_visit(browser, server, DESKTOP)
    page = visit.page
    open_puzzle(page)
    audit(page, "daily-scriba", big=("[data-rack] [data-tile]",))
    for tile, cell in BEST:
        page.click(f"[data-rack] [data-tile='{tile}']")
        page.click(f"[data-cell={cell}]")
    expect(page.locator("[data-commit]")).to_have_text("Lay it: 87 points")
    page.click("[data-commit]")
    expect(page.locator("[data-rank]")).to_have_attribute("data-rank", "1")
    expect(page.locator("[data-share]")).to_have_text("Scriba #337 · rank 1 of 643 · 87/87")
    audit(page, "daily-scriba-result", big=("[data-top-move]", "[data-copy]"))
    assert visit.errors == []
    ctx.close()
