"""The rules in the real page: every rules page in each language at 360×740
and 1280×800 (audited: no sideways scroll, zero axe-core serious/critical,
44 px targets and pieces, nothing clipped), each page in one of the languages
also in the dark theme, and the ways in and back out —
from a home card, from each game's set-up and from its table, which comes
back as it was: the word being built, the tile being laid, the word being
typed, the sand paused, the computer playing on.
"""
from __future__ import annotations

import time

from playwright.sync_api import Page

from clock import run_clock_until
from conftest import Visit
from ux import assert_focus_meaningful, audit, size_name
from verba.i18n import LANGS
from verba.ui.rules.screen import PAGES, game_of

RULES = '[data-screen="rules"]'
TARGETS = ".rules-toc a, .rules-parts .chip, [data-rules-back], .rules-more summary"
PIECES = (".rules .mz-die, .rules-sdie .die, "
          ".rules-tile, .rules-cells .cell, .rules-board:not(.map) .cell, .rules .wz-card")
# Longer than a computer's pause before it plays (verba.mistrz.ai: its level's
# time, at most 4.5 s, 250 ms a letter and up to 1 s more), and its word shown.
THINKING_MS = 15_000


def shown(page: Page, rules_page: str, lang: str | None = None) -> None:
    lang_sel = f'[lang="{lang}"]' if lang else ""
    page.wait_for_selector(f'{RULES}[data-rules="{rules_page}"]{lang_sel}', timeout=60_000)


def set_up(visit: Visit, game: str) -> Page:
    """The page, on the set-up of a new game of ``game``."""
    page = visit.page
    visit.open()
    page.click(f'[data-new="{game}"]')
    page.wait_for_selector(f'[data-setup="{game}"]', timeout=60_000)
    return page


def open_from_top_bar(page: Page, rules_page: str) -> None:
    page.click(f'.top-bar [data-rules-open="{rules_page}"]')
    shown(page, rules_page)


def test_every_rules_page_in_each_language(sized_visit: Visit) -> None:
    visit = sized_visit
    page = visit.page
    visit.open()
    size = size_name(page)
    for game in ("mistrz", "scriba", "wordz"):
        page.click(f'.game-card [data-rules-open="{game}"]')
        for n, rules_page in enumerate(p for p in PAGES if game_of(p) == game):
            if n:
                page.click(f'[data-rules-part="{rules_page}"]')
            shown(page, rules_page)
            assert_focus_meaningful(page)
            for lang in LANGS:
                page.click(f'{RULES} [data-lang="{lang}"]')
                shown(page, rules_page, lang)
                # what is folded away is audited too
                page.evaluate("document.querySelectorAll('.rules-more').forEach(d => d.open = true)")
                # in the dark theme too, in one language a page (a different one each)
                audit(page, f"rules-{rules_page.replace('/', '')}-{lang}-{size}",
                      big=[TARGETS, PIECES], unclipped=[PIECES, ".rules-section"],
                      dark=lang == LANGS[list(PAGES).index(rules_page) % len(LANGS)])
        # the contents are plain links: the last section comes into view
        last = page.locator(".rules-toc a").last
        target = str(last.get_attribute("href"))
        last.click()
        page.wait_for_function("id => scrollY > 0 && document.getElementById(id)"
                               ".getBoundingClientRect().top < innerHeight - 40", arg=target[1:])
        page.click("[data-rules-back] >> nth=0")
        page.wait_for_selector('[data-screen="home"]')
    assert not visit.errors
    assert not visit.foreign_requests()


def test_rules_from_the_mistrz_set_up_and_table_leave_the_turn_as_it_was(visit: Visit) -> None:
    visit.page.clock.install()  # time flows as ever, until the test runs it on
    page = set_up(visit, "mistrz")
    page.fill('input[name="name0"]', "Ala")
    open_from_top_bar(page, "mistrz")
    page.keyboard.press("Escape")
    page.wait_for_selector('[data-setup="mistrz"]')
    assert page.input_value('input[name="name0"]') == "Ala"

    page.click('[data-start="mistrz"]')
    page.click("[data-roll]")
    page.wait_for_selector("[data-die]")
    faces = page.eval_on_selector_all("[data-die]", "els => els.map(e => e.dataset.face)")
    letters = [i for i, face in enumerate(faces) if len(face) == 1][:2]
    for die in letters:
        page.click(f'[data-die="{die}"]')
    page.wait_for_function("n => document.querySelectorAll('.word-line .word-die').length === n",
                           arg=len(letters))
    word = page.inner_text(".word-line")
    left = int(str(page.get_attribute(".hourglass", "data-left")))

    open_from_top_bar(page, "mistrz")
    away = time.monotonic()
    assert_focus_meaningful(page)
    # Let time pass with the rules open (this is the point, not a race): the sand waits.
    page.wait_for_timeout(max(0.0, 3.0 - (time.monotonic() - away)) * 1000)
    page.click("[data-rules-back] >> nth=0")
    page.wait_for_selector("[data-die]")
    assert page.inner_text(".word-line") == word
    back = int(str(page.get_attribute(".hourglass", "data-left")))
    assert back >= left - 1, f"the sand ran while the rules were open: {left} -> {back}"
    page.wait_for_function("n => +document.querySelector('.hourglass').dataset.left < n", arg=back,
                           timeout=10_000)  # and it runs on at the table
    assert_focus_meaningful(page)

    # The computer's turn: leave it for the rules; back at the table it plays on.
    page.click("[data-give-up]")
    page.click("[data-give-up]")
    open_from_top_bar(page, "mistrz")
    # The computer's step comes due with the rules open (the table drops it
    # and starts the turn again on the way back): its clock run through it.
    page.clock.run_for(THINKING_MS)
    page.click("[data-rules-back] >> nth=0")
    run_clock_until(page, "[data-roll]")  # it plays the turn again, to its end
    assert not visit.errors


def test_rules_from_the_scriba_set_up_and_table_keep_the_tiles_laid(visit: Visit) -> None:
    page = set_up(visit, "scriba")
    page.select_option('select[name="game"]', "2")
    open_from_top_bar(page, "scriba/2")        # Game II's set-up opens Game II's rules
    page.click('[data-rules-part="scriba/1"]')
    shown(page, "scriba/1")
    page.click("[data-rules-back] >> nth=1")  # the switch kept the way back
    page.wait_for_selector('[data-setup="scriba"]')
    assert page.input_value('select[name="game"]') == "2"
    page.select_option('select[name="game"]', "1")

    page.click('[data-start="scriba"]')
    page.click("[data-begin]")
    page.wait_for_selector('[data-stage="turn"], [data-stage="computer"]')
    if page.query_selector('[data-stage="computer"]'):
        open_from_top_bar(page, "scriba/1")   # the computer stops while the rules show…
        page.click("[data-rules-back] >> nth=0")
    page.wait_for_selector('[data-stage="turn"]', timeout=90_000)  # …and plays on after
    cell = page.eval_on_selector(".board .cell:not(:has(.tile))", "el => el.dataset.cell")
    page.click('.rack [data-slot="0"]')
    page.click(f'[data-cell="{cell}"]')
    page.wait_for_selector(f'[data-pending="{cell}"]')
    open_from_top_bar(page, "scriba/1")
    page.keyboard.press("Escape")
    page.wait_for_selector(f'[data-pending="{cell}"]')
    assert_focus_meaningful(page)
    assert not visit.errors


def test_rules_from_the_wordz_table_keep_the_word_being_typed(phone_visit: Visit) -> None:
    visit = phone_visit
    page = set_up(visit, "wordz")
    page.tap('[data-start="wordz"]')
    page.wait_for_selector('[data-stage="compose"]')
    page.fill('input[name="word"]', "rat")
    page.tap('.top-bar [data-rules-open="wordz"]')
    shown(page, "wordz")
    page.tap("[data-rules-back] >> nth=0")
    page.wait_for_selector('[data-stage="compose"]')
    assert page.input_value('input[name="word"]') == "rat"
    assert not visit.errors
