"""How long the page takes to answer a click while the Scriba computer
thinks its hardest: Game II, the hard computer to move with a rack of eight
holding two blanks, where the search lists hundreds of thousands of
placements. The computer thinks in steps between which the browser handles
input (``App.run_sliced``, ``movegen.pace.WALK_BUDGET``); this clicks the "unseen
tiles" toggle again and again while it thinks and reads, from the browser's
own Event Timing entries, how long each click took from the press to the
paint that answered it. e2e/test_scriba_latency.py checks that every click
is answered while the computer thinks; the figures are measured here.

Prints per run the clicks made while thinking and their p50, p95 and
longest time, then the medians over the runs and the load average (the
goal, docs/PERFORMANCE.md: p95 within 100 ms on a quiet machine).

Usage: python bench/bench_latency.py [--runs 5]
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import tempfile
from dataclasses import replace
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402
from verba.scriba.movegen import MoveGenerator  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402

SAVE = "verba.save.scriba"
THINKING = '[data-screen="scriba"][data-stage="computer"]'
TOGGLE = "[data-unseen-toggle]"
CLICKS = 30
FAST_MS = 16  # Event Timing reports only events that took at least this long
RACK = ("A", "E", "I", "K", "N", "O", T.BLANK, T.BLANK)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
TIMEOUT = 180_000


@cache
def lexicon() -> Lexicon:
    return Lexicon.from_file_bytes(gzip.decompress((ROOT / "lexicons" / "pl.dawg.gz").read_bytes()))


def hardest_position(kind: str = "hard") -> G.State:
    """A Game II board after a few greedy moves, the ``kind`` of computer to
    move with eight tiles: common letters and two blanks, the most placements
    a rack makes (tiles swapped with the bag, so every tile is still where
    the game can account for it). The hard player looks only at those that
    could be its best (a cut-off); the medium one lists them all."""
    gen = MoveGenerator(lexicon())
    rules = Ruleset.game_two()
    state = G.apply(G.new_game(["Ala", "Bot"], seed=2001, rules=rules, kinds=["human", kind]),
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


def stored_save(state: G.State) -> str:
    """The position as the page keeps a Scriba game in progress."""
    return json.dumps({"schema": 2, "kind": "save", "data": {
        "state": G.to_dict(state), "summary": "latency"}}, ensure_ascii=False)


def clicks_while_thinking(page: Page) -> tuple[int, list[float]]:
    """Resume the stored game and click the toggle while the computer
    thinks, as a person would: no waiting for the page to be idle first.
    Returns the clicks made and the durations (ms) of those that took at
    least ``FAST_MS``."""
    page.evaluate("""() => {
      window.__clicks = [];
      window.__since = Infinity;
      new PerformanceObserver(list => {
        for (const e of list.getEntries())
          if (e.name === 'click' && e.startTime >= window.__since) window.__clicks.push(e.duration);
      }).observe({type: 'event', durationThreshold: 16, buffered: true});
    }""")
    page.click('[data-resume="scriba"]')
    page.wait_for_selector(THINKING, timeout=TIMEOUT)
    box = page.locator(TOGGLE).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    # Only the clicks from here on: "resume", which draws the whole table, is
    # not a click made while the computer thinks.
    page.evaluate("window.__since = performance.now()")
    clicked = 0
    while clicked < CLICKS and page.locator(THINKING).count():
        page.mouse.click(x, y)
        clicked += 1
        page.wait_for_timeout(60)
    page.wait_for_timeout(500)  # the last entries reach the observer after their paint
    return clicked, page.evaluate("window.__clicks")


def one_run(browser, base: str, save: str) -> tuple[int, list[float]]:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base, timeout=TIMEOUT)
        page.wait_for_selector('html[data-verba="ready"]', state="attached", timeout=TIMEOUT)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE, save])
        page.reload(timeout=TIMEOUT)
        page.wait_for_selector('html[data-verba="ready"]', state="attached", timeout=TIMEOUT)
        clicked, slow = clicks_while_thinking(page)
    finally:
        context.close()
    return clicked, sorted([FAST_MS] * (clicked - len(slow)) + slow)


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(share * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    save = stored_save(hardest_position())
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build(site)
        server, base = serve_in_thread(site)
        p95s = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for run in range(args.runs):
                clicked, durations = one_run(browser, base, save)
                if not durations:
                    print(f"run {run + 1}: the computer had finished before the first click")
                    continue
                p95s.append(percentile(durations, 0.95))
                print(f"run {run + 1}: {clicked} clicks while thinking; click to paint, ms: "
                      f"p50 {percentile(durations, 0.5):.0f}, p95 {p95s[-1]:.0f}, "
                      f"max {durations[-1]:.0f}")
            browser.close()
        server.shutdown()
    if p95s:
        print(f"median p95 over {len(p95s)} runs: {statistics.median(p95s):.0f} ms "
              f"(goal ≤ 100 ms); load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
