"""The daily challenges through the real page, at 360 px: play Mistrz Słowa's
daily and Wordz's daily of 2026-12-03 (daily #337; the browser's clock is set
to that day), see the result and its share line, copy it (the clipboard gets
the text), reload: both are marked done and their streaks counted. The list
and the results are audited at 360 px and at 1280 px.

The dice and the word are those CPython computes for the date
(tests/test_daily_games.py pins them): the page runs the same rules.
"""
from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from conftest import Browsers, Server, Visit, new_visit
from ux import DESKTOP, PHONE, audit

DAY = "2026-12-03T12:00:00"
SHARE_MISTRZ = re.compile(r"^Mistrz Słowa #337 · 4/16 · \d:\d\d$")
SHARE_WORDZ = "Wordz #337 · found after 2 of 4 cards"
BIG = ("[data-daily] , [data-copy], [data-nav]",)


def day_visit(browser: Browsers, server: Server, size: dict) -> tuple[BrowserContext, Visit]:
    """A fresh browser of ``size`` whose clock says ``DAY``, the page open on
    it and the clipboard allowed; the caller closes the context."""
    ctx = browser.new_context(locale="en-GB", service_workers="allow",
                              permissions=["clipboard-read", "clipboard-write"], **size)
    visit = new_visit(ctx, server.url)
    visit.page.clock.set_fixed_time(DAY)
    visit.open()
    return ctx, visit


@pytest.fixture
def phone_day(browser: Browsers, server: Server) -> Iterator[Visit]:
    ctx, visit = day_visit(browser, server, PHONE)
    yield visit
    ctx.close()


def open_dailies(page: Page) -> None:
    page.click("[data-nav=daily]")
    page.wait_for_selector("[data-screen=daily]")


def share_and_copy(page: Page) -> str:
    line = page.inner_text("[data-share]")
    page.click("[data-copy]")
    expect(page.locator("[data-copied=true]")).to_have_text("Copied to the clipboard.")
    assert page.evaluate("navigator.clipboard.readText()") == line
    return line


def play_mistrz(page: Page) -> str:
    page.click("[data-daily=mistrz][data-date='2026-12-03']")
    page.wait_for_selector("[data-roll]", timeout=60_000)
    page.click("[data-roll]")
    page.wait_for_selector("[data-face]")
    faces = page.eval_on_selector_all("button[data-face]", "els => els.map(e => e.dataset.face)")
    assert faces == ["F", "S", "T", "F", "N", "N", "U", "A", "vowel", "joker"]
    page.fill("input[name=word]", "FAUNA")
    page.click("[data-submit-word]")
    page.wait_for_selector("[data-daily-result=mistrz]")
    expect(page.locator("[data-score]")).to_have_attribute("data-score", "4")
    expect(page.locator("[data-optimum]")).to_have_attribute("data-optimum", "16")
    return share_and_copy(page)


def play_wordz(page: Page) -> str:
    page.click("[data-daily=wordz][data-date='2026-12-03']")
    page.wait_for_selector("[data-daily-word]", timeout=60_000)
    assert page.eval_on_selector_all("[data-daily-word] [data-card]",
                                     "els => els.map(e => e.dataset.colour)") == \
        ["consonant", "vowel", "consonant", "vowel"]
    page.click("[data-card='0']")
    expect(page.locator("[data-card='0']")).to_have_attribute("data-letter", "V")
    page.fill("input[name=guess]", "vote")
    page.keyboard.press("Enter")
    expect(page.locator("[data-wrong]")).to_have_text("VOTE")
    page.click("[data-card='1']")
    page.fill("input[name=guess]", "vête")
    page.click("[data-bet]")
    page.wait_for_selector("[data-daily-result=wordz]")
    return share_and_copy(page)


def test_both_dailies_played_copied_and_still_done_after_a_reload(phone_day: Visit) -> None:
    page = phone_day.page
    open_dailies(page)
    audit(page, "daily-list", big=BIG, inside=("[data-kind] [data-daily]",), dark="phone")
    line = play_mistrz(page)
    assert SHARE_MISTRZ.match(line), line
    audit(page, "daily-mistrz-result", big=("[data-copy]", "[data-practice]"), dark="phone")
    page.click("[data-nav=daily]")
    line = play_wordz(page)
    assert line == SHARE_WORDZ
    audit(page, "daily-wordz-result", big=("[data-copy]",))
    phone_day.reload()
    open_dailies(page)
    for kind in ("mistrz", "wordz"):
        expect(page.locator(f"[data-kind={kind}]")).to_have_attribute("data-done", "1")
        expect(page.locator(f"[data-streak={kind}]")).to_have_text("Streak (days in a row): 1")
    expect(page.locator("[data-status=wordz]")).to_have_text(SHARE_WORDZ)
    assert phone_day.errors == []


def test_the_wordz_table_is_played_by_keyboard_and_audited_at_both_sizes(
        browser: Browsers, server: Server) -> None:
    for size in (PHONE, DESKTOP):
        ctx, visit = day_visit(browser, server, size)
        page = visit.page
        open_dailies(page)
        if size is DESKTOP:
            audit(page, "daily-list")
        page.click("[data-daily=wordz][data-date='2026-12-03']")
        page.wait_for_selector("[data-daily-word]", timeout=60_000)
        audit(page, "daily-wordz", big=("[data-daily-word] [data-card]", "[data-bet]"),
              inside=("[data-daily-word] [data-card]",), dark=True)
        page.focus("[data-card='2']")
        page.keyboard.press("Enter")
        expect(page.locator("[data-card='2']")).to_have_attribute("data-up", "1")
        expect(page.locator("input[name=guess]")).to_be_focused()
        ctx.close()
