"""Scriba against the computer in the real page: a person plays the hard
computer player for several turns (laying the moves the hint list offers),
the page answers clicks while the computer thinks, each computer move is the
one the same engine chooses in CPython, and a game saved with the computer
to move resumes after a reload with the computer playing on.

The page's clock is paused (Playwright's fake timers) from a person's move
until the test has looked at the computer's turn: the computer's move lands
on a timer, so the turn holds still meanwhile (its search still runs)."""
from __future__ import annotations

import gzip
import time
from functools import cache
from pathlib import Path

from playwright.sync_api import Page

from clock import pause_clock
from conftest import Visit, stored_json
from ux import screenshot
from verba.lexicon import Lexicon
from verba.scriba import ai
from verba.scriba import game as G

SAVE = "verba.save.scriba"
SEED = 7
COMPUTER = '[data-screen="scriba"][data-stage="computer"]'
PERSON = '[data-screen="scriba"][data-stage="turn"]'


@cache
def lexicon() -> Lexicon:
    path = Path(__file__).resolve().parent.parent / "lexicons" / "pl.dawg.gz"
    return Lexicon.from_file_bytes(gzip.decompress(path.read_bytes()))


def saved(visit: Visit) -> G.State:
    data = stored_json(visit, SAVE)
    assert isinstance(data, dict), "the game is saved"
    return G.from_dict(data["data"]["state"])


def computer_moves(visit: Visit, before: G.State) -> tuple[G.State, float]:
    """Wait for the computer's move; check it is the engine's own choice."""
    page = visit.page
    began = time.monotonic()
    page.wait_for_selector(PERSON, timeout=60_000)
    took = time.monotonic() - began
    after = saved(visit)
    expected = G.apply(before, ai.choose_action(before, 1, lexicon(), "hard"), lexicon())
    assert after == expected, "the page's computer chose another move than the engine"
    return after, took


def lay_a_hint(page: Page, visit: Visit, state: G.State, pick: int) -> G.State:
    """Ask for hints, lay one of them, and check it is what the engine ranks."""
    page.click("[data-hint]")
    page.wait_for_selector('[data-hints="ready"]', timeout=60_000)
    shown = page.locator("[data-hint-move]").count()
    hints = ai.hints(state, 0, lexicon(), 10)
    assert shown == len(hints) and 1 <= shown <= 10
    scores = [int(s) for s in page.locator(".hint-score").all_inner_texts()]
    assert scores == [h["score"] for h in hints]
    pick = min(pick, shown - 1)
    page.click(f'[data-hint-move="{pick}"]')
    page.wait_for_selector('[data-preview="ok"]')
    assert page.get_attribute('[data-preview="ok"]', "data-total") == str(hints[pick]["score"])
    pause_clock(page)   # resumed by the caller
    page.click("[data-commit]")
    page.wait_for_selector(COMPUTER)
    after = saved(visit)
    assert after == G.apply(state, hints[pick]["action"], lexicon())
    return after


def test_a_person_against_the_hard_computer_with_hints_a_busy_page_and_a_reload(
        visit: Visit) -> None:
    page = visit.page
    page.clock.install()
    visit.open(f"?seed={SEED}")
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    page.select_option('select[name="kind1"]', "hard")  # the default is easy
    page.fill('input[name="name0"]', "Ala")
    page.fill('input[name="name1"]', "Bot")
    page.click('[data-start="scriba"]')
    pause_clock(page)
    page.click("[data-begin]")
    state = saved(visit)
    assert state.kinds == ("human", "hard")
    times = []
    moves = 0
    while moves < 3:
        if state.current == 1:
            page.wait_for_selector(COMPUTER)          # held still: the clock is paused
            assert page.locator('[data-thinking="Bot"]').count() == 1
            if moves == 1:
                # Clicks are answered during the computer's turn: the person's
                # own unseen tiles open, and the computer has not moved yet.
                page.click("[data-unseen-toggle]")
                page.wait_for_selector(f"{COMPUTER} [data-unseen-count]", timeout=60_000)
            if moves == 2:
                # Saved with the computer to move: a reload on the paused
                # clock, so its move can land neither before the reload nor
                # before the save is read; and it plays on.
                visit.reload()
                page.click('[data-resume="scriba"]')
                page.wait_for_selector(COMPUTER, timeout=60_000)
                assert saved(visit) == state
            page.clock.resume()
            state, took = computer_moves(visit, state)
            times.append(took)
        else:
            page.wait_for_selector(PERSON)
            state = lay_a_hint(page, visit, state, pick=moves)
            moves += 1
    assert [e["player"] for e in state.log if e["type"] in G.TURN_TYPES].count(1) >= 2
    print(f"computer turns in the page: {', '.join(f'{t:.2f}' for t in times)} s")
    screenshot(page, "scriba-computer")
    assert not [e for e in visit.errors if "Error" in e], visit.errors
