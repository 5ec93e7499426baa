"""The page answers a person while the Scriba computer thinks its longest:
Game II, a rack of eight with two blanks, the medium player to move, whose
search lists every placement, hundreds of thousands (the hard player's
cut-off makes its own search on this rack shorter than the least time a
computer's move takes to show, so it would prove nothing here). The computer thinks in steps between which the
browser handles input (``App.run_sliced``, ``movegen.pace.WALK_BUDGET``). Here
every click on the "unseen tiles" toggle must be answered — the toggle drawn
open or closed — while the computer is still thinking, not queued until it
has moved. How fast each answer comes is a figure, measured by
``bench/bench_latency.py`` (a timed assertion here would fail whenever the
machine is busy)."""
from __future__ import annotations

from bench.bench_latency import THINKING, TOGGLE, hardest_position, stored_save
from conftest import Visit
from verba.scriba import tiles as T

SAVE = "verba.save.scriba"
CLICKS = 12
ANSWERED = 10  # at least, while the computer still thinks

# Each change of the toggle, with whether the computer was thinking when the
# page drew it.
WATCH = """([toggle, thinking]) => {
  window.__answers = [];
  let last = document.querySelector(toggle)?.getAttribute('aria-expanded');
  new MutationObserver(() => {
    const now = document.querySelector(toggle)?.getAttribute('aria-expanded');
    if (now && now !== last) {
      window.__answers.push({expanded: now, thinking: !!document.querySelector(thinking)});
      last = now;
    }
  }).observe(document.body, {subtree: true, childList: true, attributes: true,
                             attributeFilter: ['aria-expanded']});
}"""


def test_every_click_is_answered_while_the_computer_thinks_with_two_blanks(visit: Visit) -> None:
    state = hardest_position("medium")
    assert state.racks[1].count(T.BLANK) == 2 and len(state.racks[1]) == 8
    visit.open()
    visit.set_storage(SAVE, stored_save(state))
    visit.reload()
    page = visit.page
    page.click('[data-resume="scriba"]')
    page.wait_for_selector(THINKING, timeout=60_000)
    page.evaluate(WATCH, [TOGGLE, THINKING])
    # Clicks at the toggle's place, as a person's would land.
    box = page.locator(TOGGLE).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    clicked = 0
    while clicked < CLICKS and page.locator(THINKING).count():
        page.mouse.click(x, y)
        clicked += 1
        page.wait_for_function("n => window.__answers.length >= n", arg=clicked, timeout=60_000)
    answers = page.evaluate("window.__answers")
    assert len(answers) == clicked, answers
    # Open, closed, open...: each click toggled once, none was lost or doubled.
    assert [a["expanded"] for a in answers] == ["true", "false"] * (clicked // 2) + ["true"] * (
        clicked % 2)
    while_thinking = sum(a["thinking"] for a in answers)
    assert while_thinking >= ANSWERED, f"only {while_thinking} of {clicked} answered while thinking"
    page.wait_for_selector(THINKING, state="detached", timeout=120_000)  # and it still moves
    assert not visit.errors, visit.errors
