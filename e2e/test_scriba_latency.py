"""The page answers a person while the Scriba computer thinks its hardest:
Game II, a rack of eight with two blanks, where the search lists hundreds of
thousands of placements.  The computer thinks in steps between which the
browser handles input (``App.run_sliced``, ``movegen.WALK_BUDGET``); this
clicks again and again while it thinks and reads how long each click took
to be handled and painted, from the browser's own Event Timing entries."""
from __future__ import annotations

import gzip
import json
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from conftest import Visit
from verba.lexicon import Lexicon
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.movegen import MoveGenerator
from verba.scriba.ruleset import Ruleset

# Timed: run alone (tools/test.sh), not beside workers that would load the machine.
pytestmark = pytest.mark.serial

SAVE = "verba.save.scriba"
THINKING = '[data-screen="scriba"][data-stage="computer"]'
CLICKS = 30
P95_MS = 100
FAST_MS = 16  # Event Timing reports only events that took at least this long
RACK = ("A", "E", "I", "K", "N", "O", T.BLANK, T.BLANK)


@cache
def lexicon() -> Lexicon:
    path = Path(__file__).resolve().parent.parent / "lexicons" / "pl.dawg.gz"
    return Lexicon.from_file_bytes(gzip.decompress(path.read_bytes()))


def hardest_position() -> G.State:
    """A Game II board after a few greedy moves, the hard computer to move
    with eight tiles: common letters and two blanks, the most placements a
    rack makes (tiles swapped with the bag, so every tile is still where the
    game can account for it)."""
    gen = MoveGenerator(lexicon())
    rules = Ruleset.game_two()
    state = G.apply(G.new_game(["Ala", "Bot"], seed=2001, rules=rules, kinds=["human", "hard"]),
                    {"type": "scatter"})
    while len([e for e in state.log if e["type"] in G.TURN_TYPES]) < 4 or state.current != 1:
        moves = gen.moves(state.board, state.racks[state.current], rules, top=1)
        best = max(moves, key=lambda m: (m.score, tuple(sorted(m.tiles, reverse=True))))
        state = G.apply(state, best.action(), lexicon())
    rack, bag = list(state.racks[1]), list(state.bag)
    while len(rack) < len(RACK):
        rack.append(bag.pop())
    for tile in RACK:
        spare = [t for t in rack if rack.count(t) > RACK.count(t)]
        if rack.count(tile) < RACK.count(tile) and spare and tile in bag:
            bag[bag.index(tile)] = spare[0]
            rack[rack.index(spare[0])] = tile
    assert sorted(rack) == sorted(RACK), rack
    racks = (state.racks[0], tuple(rack))
    return replace(state, racks=racks, bag=tuple(sorted(bag, key=T.sort_key)))


def test_clicks_are_answered_within_100_ms_while_the_computer_thinks_with_two_blanks(
        visit: Visit) -> None:
    state = hardest_position()
    assert state.racks[1].count(T.BLANK) == 2 and len(state.racks[1]) == 8
    visit.open()
    visit.set_storage(SAVE, json.dumps({"schema": 2, "kind": "save", "data": {
        "state": G.to_dict(state), "summary": "latency"}}, ensure_ascii=False))
    visit.reload()
    page = visit.page
    page.evaluate("""() => {
      window.__clicks = [];
      window.__since = Infinity;
      new PerformanceObserver(list => {
        for (const e of list.getEntries())
          if (e.name === 'click' && e.startTime >= window.__since) window.__clicks.push(e.duration);
      }).observe({type: 'event', durationThreshold: 16, buffered: true});
    }""")
    page.click('[data-resume="scriba"]')
    page.wait_for_selector(THINKING, timeout=60_000)
    # Clicks at the toggle's place, as a person's would land: no waiting for
    # the page to be idle first, which is what this measures.
    box = page.locator("[data-unseen-toggle]").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    # Only the clicks from here on: the click on "resume", which draws the
    # whole table, is not one made while the computer thinks.
    page.evaluate("window.__since = performance.now()")
    clicked = 0
    for _ in range(CLICKS):
        if not page.locator(THINKING).count():
            break
        page.mouse.click(x, y)
        clicked += 1
        page.wait_for_timeout(60)
    still_thinking = page.locator(THINKING).count() == 1
    page.wait_for_timeout(500)  # the last entries reach the observer after their paint
    slow = sorted(page.evaluate("window.__clicks"))
    assert clicked >= 10, f"the computer stopped thinking after {clicked} clicks"
    assert len(slow) <= clicked, f"{len(slow)} click entries for {clicked} clicks"
    durations = sorted([FAST_MS] * (clicked - len(slow)) + slow)
    p95 = durations[min(len(durations) - 1, int(0.95 * len(durations)))]
    print(f"{clicked} clicks while thinking (still thinking at the end: {still_thinking}); "
          f"click to paint, ms: p95 {p95:.0f}, max {durations[-1]:.0f}, over 16 ms: {slow}")
    assert p95 <= P95_MS, f"p95 {p95} ms: {durations}"
    assert not visit.errors, visit.errors
