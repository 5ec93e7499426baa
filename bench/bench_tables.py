"""A move's round trip at a Scriba table on two browser contexts of this
machine, through the whole page (issue 20's goal: median ≤ 50 ms, p95 ≤ 150
ms): the host sets up a game with a person on another device, the two pages
pair by their codes as in e2e/test_tables.py, then the guest and the host
exchange a tile in turn (a move that can repeat without ending the game).

Timed inside the pages on the shared wall clock (Date.now): from the click
that sends the guest's exchange to the moment both pages' move lists show it
(the guest sends, the host's engine applies it and draws it, the guest's new
view arrives and is drawn); and from the host's own exchange to the guest's
page showing it. Also the bytes of every message the host sent the guest.

Usage: python bench/bench_tables.py [--moves 20] [--against main --rounds 3]
(--against: the site of that git revision too, built by its own script, the
two played in turn, game by game, so that both see the same load)
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "e2e")]

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, new_visit  # noqa: E402
from test_tables import answer_back, host_scriba, offer_code  # noqa: E402
from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

# When the move list's length changes, and the texts that arrive on the channel.
WATCH = """() => {
  window.shown = {};
  const count = () => document.querySelectorAll('.scriba-log [data-log]').length;
  new MutationObserver(() => { const n = count(); if (!(n in shown)) shown[n] = Date.now(); })
    .observe(document.body, {subtree: true, childList: true});
  window.received = [];
  addEventListener("verba:rtc", (e) => { const d = JSON.parse(e.detail);
    if (d.kind === "message") received.push(new Blob([d.text]).size); });
}"""
CONFIRM = "() => { window.sent = Date.now(); document.querySelector('[data-exchange-confirm]').click(); }"


class Figures(NamedTuple):
    trips: list[float]       # a guest's move, ms
    one_way: list[float]     # the host's move to the guest's page, ms
    sizes: list[int]         # bytes of each message to the guest


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def exchange(page: Page) -> int:
    """Exchange one tile on ``page``, once its turn shows; the click's time."""
    page.wait_for_selector('[data-screen="scriba"][data-stage="turn"] [data-exchange]',
                           timeout=60_000)
    page.click("[data-exchange]")
    page.locator("[data-rack] [data-tile]").first.click()
    page.wait_for_selector("[data-exchange-confirm]:not([disabled])")
    page.evaluate(CONFIRM)
    return int(page.evaluate("sent"))


def shown(page: Page, n: int) -> int:
    page.wait_for_function("n => n in shown", arg=n, timeout=60_000)
    return int(page.evaluate("n => shown[n]", n))


def session(browser: Browser, base: str, moves: int) -> Figures:
    """One game on two new contexts of ``browser``: the round trips of the
    guest's moves, the host's moves to the guest, the sizes sent to the guest."""
    trips: list[float] = []
    one_way: list[float] = []
    host, guest = (new_visit(browser.new_context(locale="en-GB"), base) for _ in range(2))
    host.open("?seed=5")
    host_scriba(host, "Olek")
    guest.open(f"#join={offer_code(host.page, 1)}")
    answer_back(host.page, guest, 1)
    for visit in (host, guest):
        visit.page.evaluate(WATCH)
    n = host.page.locator(".scriba-log [data-log]").count()
    for _ in range(moves):
        start = exchange(host.page)          # Ala's move: the guest sees it
        n += 1
        one_way.append(shown(guest.page, n) - start)
        start = exchange(guest.page)         # Olek's: sent, applied, shown on both
        n += 1
        trips.append(max(shown(host.page, n), shown(guest.page, n)) - start)
    sizes = guest.page.evaluate("received")
    for visit in (host, guest):
        visit.page.context.close()
    return Figures(trips, one_way, sizes)


def built_at(rev: str, out: Path) -> Path:
    """The site as built at the git revision ``rev`` (its own build script),
    for a before/after comparison in one run."""
    tree = out / "tree"
    tree.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    (tree / "node_modules").symlink_to(ROOT / "node_modules")
    subprocess.run([sys.executable, str(tree / "tools" / "build_site.py"), "--out",
                    str(out / "site")], check=True, capture_output=True)
    return out / "site"


def report(label: str, figures: Figures) -> None:
    trips, one_way, sizes = figures
    print(f"{label}guest's move, sent to shown on both pages, over {len(trips)}: "
          f"median {statistics.median(trips):.0f} ms, p95 {percentile(trips, 0.95):.0f} ms")
    print(f"{label}host's move, clicked to shown on the guest's page, over {len(one_way)}: "
          f"median {statistics.median(one_way):.0f} ms, p95 {percentile(one_way, 0.95):.0f} ms")
    print(f"{label}messages to the guest: {len(sizes)}, median {statistics.median(sizes):.0f} B, "
          f"p95 {percentile(sizes, 0.95):.0f} B, largest {max(sizes)} B")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=20, help="exchanges by each side")
    parser.add_argument("--against", metavar="REV",
                        help="also the site of this git revision, games taken in turn")
    parser.add_argument("--rounds", type=int, default=3,
                        help="with --against: games of each site, alternating")
    args = parser.parse_args()
    loads = []
    with tempfile.TemporaryDirectory() as tmp:
        sites = {"": Path(tmp) / "site"}
        build(sites[""])
        if args.against:
            sites = {f"{args.against}: ": built_at(args.against, Path(tmp) / "before"),
                     "this tree: ": sites[""]}
        servers = {label: serve_in_thread(site) for label, site in sites.items()}
        figures = {label: Figures([], [], []) for label in sites}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _ in range(args.rounds if args.against else 1):
                for label, (_, base) in servers.items():
                    got = session(browser, base, args.moves)
                    for mine, more in zip(figures[label], got):
                        mine.extend(more)
                    loads.append(os.getloadavg()[0])
            browser.close()
        for server, _ in servers.values():
            server.shutdown()
    for label, got in figures.items():
        report(label, got)
    print(f"load average {statistics.median(loads):.1f} (median over the games; "
          f"{min(loads):.1f} to {max(loads):.1f})")


if __name__ == "__main__":
    main()
