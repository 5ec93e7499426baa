"""Word lists for offline play on a throttled network: how long after the home
screen is ready all three are kept, and what a game opened meanwhile waits.

Each run is a first visit (fresh browser context) at --mbps / --latency
(Chromium's network emulation through CDP, applied to the page's requests;
the service worker's precache requests are not throttled). Modes, alternated
in one run so they share the machine's noise:

- idle: nobody clicks; time from the home ready to every list kept;
- <game>/background: the game is opened as soon as the home is ready, while
  the background download runs; times from the click to the game's word list
  downloaded (0 if the background had it already) and to the game's set-up
  (which adds Python importing the game: CPU, noisy on a loaded machine);
- <game>/off: the same with the background download turned off.

Usage: python bench/bench_wordlists.py [--runs 3] [--mbps 10] [--latency 40]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from bench.bench_pageload import CHROMIUM_ARGS  # noqa: E402
from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

# The page's own clock: when the home was ready, when every list was kept,
# when a game was clicked and when its set-up appeared.
MARKS = """
window.benchMarks = {};
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-new]")) benchMarks.click = performance.now();
}, true);
new MutationObserver(() => {
  const html = document.documentElement, m = window.benchMarks, now = performance.now();
  if (!m.ready && html.dataset.verba === "ready") m.ready = now;
  if (!m.done && html.dataset.wordLists === "done") m.done = now;
  if (!m.setup && document.querySelector("[data-setup]")) m.setup = now;
}).observe(document, { subtree: true, childList: true, attributes: true });
"""
LISTS_OFF = """
if (!localStorage.getItem("verba.settings")) localStorage.setItem("verba.settings",
  JSON.stringify({schema: 2, kind: "settings", data: {lang: "en", offline_lists: false}}));
"""
GAMES = {"mistrz": "pl-nouns", "scriba": "pl"}
TIMEOUT = 300_000


# When the last download of a word list ended (resource timing), or 0.
LIST_ARRIVED = """(file) => Math.max(0, ...performance.getEntriesByType("resource")
    .filter((e) => e.name.endsWith("/" + file)).map((e) => e.responseEnd))"""


def first_visit(browser: Browser, url: str, mbps: float, latency: float,
                game: str | None, background: bool) -> tuple[float, float]:
    """One first visit; returns ms from home ready to all lists kept (no
    game), or from the click to the game's list downloaded and to its set-up."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(MARKS + ("" if background else LISTS_OFF))
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        rate = mbps * 1e6 / 8
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency,
            "downloadThroughput": rate, "uploadThroughput": rate})
        page.goto(url)
        page.wait_for_selector('html[data-verba="ready"]', state="attached", timeout=TIMEOUT)
        if game is None:
            page.wait_for_selector('html[data-word-lists="done"]', state="attached",
                                   timeout=TIMEOUT)
            return page.evaluate("benchMarks.done - benchMarks.ready"), 0.0
        page.click(f'[data-new="{game}"]')
        page.wait_for_selector(f'[data-setup="{game}"]', timeout=TIMEOUT)
        marks = page.evaluate("benchMarks")
        arrived = page.evaluate(LIST_ARRIVED, f"{GAMES[game]}.dawg.gz")
        return max(0.0, arrived - marks["click"]), marks["setup"] - marks["click"]
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mbps", type=float, default=10)
    parser.add_argument("--latency", type=float, default=40, help="ms")
    args = parser.parse_args()
    modes = [("idle", None, True)] + [
        (f"{game}/{how}", game, how == "background")
        for game in GAMES for how in ("background", "off")]
    times: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _ in modes}
    load = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build(site)
        server, url = serve_in_thread(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for _ in range(args.runs):
                for name, game, background in modes:
                    times[name].append(first_visit(browser, url, args.mbps, args.latency,
                                                   game, background))
                    load.append(os.getloadavg()[0])
            browser.close()
        server.shutdown()

    print(f"first visit at {args.mbps:g} Mbps / {args.latency:g} ms, median of {args.runs} "
          f"runs (ms); load average {min(load):.1f}-{max(load):.1f}")
    idle = [t for t, _ in times["idle"]]
    print(f"home ready -> all three lists kept: {statistics.median(idle):.0f}   "
          f"(runs: {', '.join(f'{t:.0f}' for t in idle)})")
    print(f"{'game opened at once':32}{'background':>12}{'off':>8}{'ratio':>7}")
    for game, lexicon in GAMES.items():
        for column, label in ((0, f"click -> {lexicon} here"), (1, "click -> set-up")):
            on = statistics.median(t[column] for t in times[f"{game}/background"])
            off = statistics.median(t[column] for t in times[f"{game}/off"])
            print(f"{game + ' ' + label:32}{on:12.0f}{off:8.0f}{on / off if off else 0:7.2f}")


if __name__ == "__main__":
    main()
