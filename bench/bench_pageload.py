"""Time from navigation to a ready home screen, cold and warm, against the floor.

The floor is a bare PyScript "hello" page built from the same vendored runtime
(same Pyodide, same PyScript chunks, same server), so the ratio shows what
Verba itself adds. Both pages are measured alternately in one run, to share
the machine's noise. Prints medians over --runs runs, and the bytes a cold
load transfers. Usage: python bench/bench_pageload.py [--runs 7]
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]

HELLO = """<!doctype html>
<html><head><meta charset="utf-8"><title>hello</title>
<script type="module" src="./runtime/pyscript/core.js"></script></head>
<body><script type="py" config="./pyscript.toml">
from pyscript import document
document.documentElement.dataset.verba = "ready"
</script></body></html>
"""
HELLO_CONFIG = 'interpreter = "./runtime/pyodide/pyodide.mjs"\n'

# Time to the marker, measured by the page's own clock from navigation start,
# and the bytes it transferred by then (resource timing).
MEASURE = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  return {ms: performance.now(), bytes: entries.reduce((n, e) => n + (e.transferSize || 0), 0)};
}"""


def make_floor(site: Path, out: Path) -> None:
    shutil.copytree(site / "runtime", out / "runtime")
    (out / "index.html").write_text(HELLO, encoding="utf-8")
    (out / "pyscript.toml").write_text(HELLO_CONFIG, encoding="utf-8")


def load(browser: Browser, url: str, warm: bool) -> tuple[float, int]:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector('html[data-verba="ready"]', state="attached", timeout=180_000)
        if warm:
            # Let Verba's service worker take control and precache, as after a real visit.
            page.wait_for_timeout(500)
            page.evaluate("""async () => { if (!('serviceWorker' in navigator)) return;
                const reg = await navigator.serviceWorker.getRegistration();
                if (reg) await navigator.serviceWorker.ready; }""")
            page.wait_for_function("!('serviceWorker' in navigator) || "
                                   "navigator.serviceWorker.controller !== null || "
                                   "!document.querySelector('meta[name=verba-version]')",
                                   timeout=180_000)
            page.goto(url)
            page.wait_for_selector('html[data-verba="ready"]', state="attached", timeout=180_000)
        result = page.evaluate(MEASURE)
        return float(result["ms"]), int(result["bytes"])
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        floor = Path(tmp) / "floor"
        build(site)
        make_floor(site, floor)
        site_server, site_url = serve_in_thread(site)
        floor_server, floor_url = serve_in_thread(floor)
        times: dict[tuple[str, str], list[float]] = {}
        cold_bytes: dict[str, int] = {}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            load(browser, floor_url, False)  # a first run warms the OS file cache only
            for _ in range(args.runs):
                for name, url in (("floor", floor_url), ("verba", site_url)):
                    for mode in ("cold", "warm"):
                        ms, size = load(browser, url, mode == "warm")
                        times.setdefault((name, mode), []).append(ms)
                        if mode == "cold":
                            cold_bytes[name] = size
            browser.close()
        site_server.shutdown()
        floor_server.shutdown()

    print(f"navigation → ready, median of {args.runs} runs (ms); cold = empty cache, "
          "warm = second visit (Verba: service worker)")
    print(f"{'':8}{'floor':>10}{'verba':>10}{'ratio':>8}   goal")
    for mode, goal in (("cold", 1.2), ("warm", 1.1)):
        floor_ms = statistics.median(times[("floor", mode)])
        verba_ms = statistics.median(times[("verba", mode)])
        print(f"{mode:8}{floor_ms:10.0f}{verba_ms:10.0f}{verba_ms / floor_ms:8.2f}   ≤ {goal}")
    print(f"cold bytes transferred: floor {cold_bytes['floor'] / 1e6:.2f} MB, "
          f"verba {cold_bytes['verba'] / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
