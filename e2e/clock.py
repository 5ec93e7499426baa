"""The page's clock in e2e tests (Playwright's fake timers, installed with
``page.clock.install()`` before the page opens; time flows as ever until a
test pauses it).

A computer player's move lands on a timer of the page (its search still
runs), so a paused clock holds a computer's turn still while a test reads or
measures it, however long a loaded machine makes that take."""
from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Iterable, Iterator
from unittest.mock import patch

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

import ux

PAUSE_AHEAD_S = 0.05
PAUSE_TRIES = 5
AXE_STEPS_MS = 40


def pause_clock(page: Page) -> None:
    """Stop the page's timers now (``page.clock.resume()`` lets them run on).

    The page's clock runs while we read it, and a pause cannot be set in its
    past: the pause goes a little ahead of the time read, and when the clock
    has passed that point before the pause arrives (a loaded machine), it is
    set again from a fresh reading. Playwright for Python takes seconds."""
    for _ in range(PAUSE_TRIES):
        now = page.evaluate("Date.now()") / 1000
        try:
            page.clock.pause_at(now + PAUSE_AHEAD_S)
            return
        except PlaywrightError as error:
            if "to the past" not in str(error):
                raise
    raise AssertionError(f"the page's clock passed {PAUSE_TRIES} pause points in a row")


def held_axe(page: Page, impacts: Iterable[str] = ux.SERIOUS) -> list[str]:
    """``ux.axe_violations`` on a page whose clock is paused: axe-core waits on
    timers of its own, so the page's time is stepped a millisecond at a time
    until it answers (a computer's move is 50 ms away at the least)."""
    ux.load_axe(page)
    page.evaluate(f"""() => {{ window.__heldAxe = null;
      {ux.AXE_RUN_JS}.then(r => {{ window.__heldAxe = ({ux.AXE_RESULT_JS})(r); }}); }}""")
    for _ in range(AXE_STEPS_MS):
        page.clock.run_for(1)
        result = page.evaluate("window.__heldAxe")
        if result is not None:
            return ux.violation_lines(result, impacts)
    raise AssertionError(f"axe-core did not answer within {AXE_STEPS_MS} ms of the page's time")


@contextmanager
def clock_paused(page: Page) -> Iterator[None]:
    """Hold the page's timers while the block runs; an ``ux.audit`` in it
    steps axe-core's own timers (``held_axe``) and nothing else."""
    pause_clock(page)
    try:
        with patch.object(ux, "axe_violations", held_axe):
            yield
    finally:
        page.clock.resume()


def run_clock_until(page: Page, selector: str, timeout_s: float = 90) -> None:
    """Run the page's clock on in quarter seconds until ``selector`` is on the
    page: the computer players' thinking pauses pass at once instead of being
    waited out."""
    deadline = time.monotonic() + timeout_s
    while not page.query_selector(selector):
        assert time.monotonic() < deadline, f"{selector} never came"
        page.clock.run_for(250)
