"""The transport of tables on separate devices (assets/js/rtc.js) between two
browser contexts on this machine: how long pairing takes, how long the
offer and answer are (what a pairing code must carry), and a message's round
trip — the host sends, the guest's page echoes it at once, the host hears it
back — for a few sizes. Both pages load the site's own rtc.js from its origin
(a plain file of the site as the document: the transport alone, without the
app), and time inside the page (performance.now), so Playwright's own
latency is not counted.

Prints, per message size, the round trip's median and p95 over --trips, then
the pairing figures and the load average. The issue's goal for a whole
action (guest sends, host applies, both show the new view: median ≤ 50 ms,
p95 ≤ 150 ms) includes this round trip.

Usage: python bench/bench_rtc.py [--trips 200]
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
SIZES = (200, 2_000, 60_000)  # bytes: a small action, a typical view, near the limit
LOAD = """async (url) => {
  window.rtc = await import(url);
  window.waiting = new Map();  // peer -> resolve, for the next message
  addEventListener("verba:rtc", (event) => {
    const e = JSON.parse(event.detail);
    if (e.kind === "message" && window.echo) rtc.send(e.peer, e.text);
    const resolve = waiting.get(e.peer + ":" + e.kind);
    if (resolve) { waiting.delete(e.peer + ":" + e.kind); resolve(e); }
  });
  window.next = (peer, kind) => new Promise((r) => waiting.set(peer + ":" + kind, r));
}"""
PAIR_HOST = """async () => {
  const start = performance.now();
  const offer = await rtc.host("seat", []);
  return [offer, performance.now() - start];
}"""
ACCEPT = """async (answer) => {
  const start = performance.now();
  const opened = next("seat", "open");
  await rtc.accept("seat", answer);
  await opened;
  return performance.now() - start;
}"""
TRIPS = """async ([size, trips]) => {
  const text = JSON.stringify({ v: 1, pad: "x".repeat(size - 20) });
  const times = [];
  for (let i = 0; i < trips; i++) {
    const back = next("seat", "message");
    const start = performance.now();
    rtc.send("seat", text);
    await back;
    times.push(performance.now() - start);
  }
  return times;
}"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def page_of(browser: object, base: str) -> Page:
    page = browser.new_context().new_page()  # type: ignore[attr-defined]
    page.goto(base + "manifest.webmanifest")
    page.evaluate(LOAD, base + "assets/js/rtc.js")
    return page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trips", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build(site)
        server, base = serve_in_thread(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            host, guest = page_of(browser, base), page_of(browser, base)
            guest.evaluate("window.echo = true")
            offer, offer_ms = host.evaluate(PAIR_HOST)
            answer, answer_ms = guest.evaluate(
                "async (o) => { const s = performance.now(); const a = await rtc.join('host', o, []);"
                " return [a, performance.now() - s]; }", offer)
            open_ms = host.evaluate(ACCEPT, answer)
            for size in SIZES:
                times = host.evaluate(TRIPS, [size, args.trips])
                print(f"{size:>6} B message, round trip over {len(times)}: "
                      f"median {statistics.median(times):.2f} ms, p95 {percentile(times, 0.95):.2f} ms")
            browser.close()
        server.shutdown()
    for name, sdp, ms in (("offer", offer, offer_ms), ("answer", answer, answer_ms)):
        candidates = len(re.findall(r"^a=candidate:", sdp, re.M))
        print(f"{name}: {len(sdp.encode())} bytes of SDP, {candidates} host candidates, "
              f"made in {ms:.0f} ms (gathering included)")
    print(f"answer taken to channel open: {open_ms:.0f} ms; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
