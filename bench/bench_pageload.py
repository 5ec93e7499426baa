"""First and second visits, against the floor, on emulated networks.

For each network profile, Verba and the floor are loaded alternately in one
run, each cold (empty cache, no service worker) then warm (the second visit:
Verba from its service worker's cache, with the standard library it compiled
during the first, the floor from the HTTP cache), and the page's own clock
says when

- *home*: the static home screen's game cards were painted (Verba only),
- *ready*: Python was ready (``html[data-verba=ready]``),

while the server counts the body bytes it sent on the cold visit, as they go
on the wire (``tools/serve.py`` gzips as GitHub Pages does), the service
worker's precache included and the word lists, which follow in the
background, left out. The floor is a bare PyScript "hello" page on the
untrimmed runtime from node_modules (whole standard library, lock file and
PyScript chunks), served the same way. Networks are Chromium's emulation
(``Network.emulateNetworkConditions``); "local" is no emulation.
Prints medians over --runs runs and the machine's load average, and each page's
cold timeline (PyScript's steps, the wasm's request) side by side. With
``--old REV`` the site of git revision REV (built by its own build script) is
loaded too, between the floor and this one, so a change is measured against
the floor and against what it changes in one run.

Usage: python bench/bench_pageload.py [--runs 3] [--profiles local,10mbit,1.6mbit] [--old REV]
"""
from __future__ import annotations

import argparse
import io
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
# name: (download bits/s, round-trip latency ms), or None for no emulation.
PROFILES: dict[str, tuple[float, float] | None] = {
    "local": None, "10mbit": (10e6, 40), "1.6mbit": (1.6e6, 150)}
GOALS = {"bytes": 5.0e6, "home_cold_10mbit": 1000, "home_warm": 300}

HELLO = """<!doctype html>
<html><head><meta charset="utf-8"><title>hello</title>
<script type="module" src="./runtime/pyscript/core.js"></script></head>
<body><script type="py" config="./pyscript.toml">
from pyscript import document
document.documentElement.dataset.verba = "ready"
</script></body></html>
"""
HELLO_CONFIG = 'interpreter = "./runtime/pyodide/pyodide.mjs"\n'

# Runs in the page before its scripts: when the cards were painted (the frame
# after they appeared) and when Python was ready, by the page's own clock.
MARKS = """
window.__marks = {};
new MutationObserver(() => {
  const marks = window.__marks;
  if (!marks.home && document.querySelector("#app:not([hidden]) .game-card")) {
    marks.home = -1;
    requestAnimationFrame(() => { marks.home = performance.now(); });
  }
  if (!marks.ready && document.documentElement.dataset.verba === "ready") {
    marks.ready = performance.now();
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
// PyScript's own steps ("Loading Pyodide", "Loaded files", ...): the first time of each.
addEventListener("py:progress", (event) => {
  const name = "py:" + event.detail;
  if (!(name in window.__marks)) window.__marks[name] = performance.now();
});
"""
# The runtime's largest file: when its request started and its last byte came.
WASM_TIMING = """() => {
  const entry = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".asm.wasm"));
  return entry ? { "wasm asked": entry.startTime, "wasm in": entry.responseEnd } : {};
}"""
# The cold visit's timeline, printed for both pages in this order when seen.
PHASES = ("wasm asked", "py:Loading Pyodide", "wasm in", "py:Loaded Pyodide", "py:Loaded files",
          "ready")
TIMEOUT = 600_000
# True while Verba has yet to keep the standard library it compiles after a
# first visit (py/web/stdlib_bytecode.py); the floor keeps nothing.
BYTECODE_PENDING = """async () => document.documentElement.dataset.bytecode === "absent"
  && (await (await caches.open("bytecode")).keys()).length === 0"""


def make_floor(out: Path) -> None:
    site = out.parent / "untrimmed"
    build(site, trim=False)
    shutil.copytree(site / "runtime", out / "runtime")
    (out / "index.html").write_text(HELLO, encoding="utf-8")
    (out / "pyscript.toml").write_text(HELLO_CONFIG, encoding="utf-8")


def build_revision(rev: str, source: Path, out: Path) -> None:
    """Revision ``rev``'s site, built by its own ``tools/build_site.py``."""
    data = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True,
                          check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(source, filter="data")
    (source / "node_modules").symlink_to(ROOT / "node_modules")
    subprocess.run([sys.executable, "tools/build_site.py", "--out", str(out)], cwd=source,
                   check=True, capture_output=True)


def visit(browser: Browser, url: str, network: tuple[float, float] | None,
          server) -> dict[str, dict[str, float]]:
    """One cold and one warm visit; times in ms, cold bytes from the server."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(MARKS)
        if network is not None:
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            rate, latency = network
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": latency,
                "downloadThroughput": rate / 8, "uploadThroughput": rate / 8})
        results = {}
        for mode in ("cold", "warm"):
            sent_before = len(server.sent)
            page.goto(url)
            page.wait_for_function("window.__marks.ready > 0", timeout=TIMEOUT)
            marks = {**page.evaluate("window.__marks"), **page.evaluate(WASM_TIMING)}
            if mode == "cold":
                # Let the service worker precache and take control, as after a real visit.
                page.evaluate("""async () => { if (!('serviceWorker' in navigator)) return;
                    if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready; }""")
                page.wait_for_function("!document.querySelector('meta[name=verba-version]') || "
                                       "navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
                # ... and stay until the page has kept its compiled standard library.
                while page.evaluate(BYTECODE_PENDING):
                    page.wait_for_timeout(250)
            # the word lists follow in the background and are not counted (issue #14)
            results[mode] = {"home": marks.get("home", 0),
                             **{phase: marks[phase] for phase in PHASES if phase in marks},
                             "bytes": sum(size for path, size in server.sent[sent_before:]
                                          if not path.endswith(".dawg.gz"))}
        return results
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profiles", default=",".join(PROFILES))
    parser.add_argument("--old", metavar="REV", help="also load this git revision's site")
    args = parser.parse_args()
    profiles = args.profiles.split(",")
    load_before = os.getloadavg()
    samples: dict[tuple[str, str, str, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        site, floor = Path(tmp) / "site", Path(tmp) / "floor"
        build(site)
        make_floor(floor)
        servers = {"floor": serve_in_thread(floor)}
        if args.old:
            build_revision(args.old, Path(tmp) / "old-source", Path(tmp) / "old")
            servers["old"] = serve_in_thread(Path(tmp) / "old")
        servers["verba"] = serve_in_thread(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for name, (server, url) in servers.items():  # warms the OS file cache and the gzip cache
                visit(browser, url, None, server)
            for run in range(args.runs):
                # The floor first; the pages after it in turn, so a drift favours neither.
                order = list(servers.items())
                order[1:] = order[1:] if run % 2 == 0 else order[:0:-1]
                for profile in profiles:
                    for name, (server, url) in order:
                        for mode, marks in visit(browser, url, PROFILES[profile], server).items():
                            for metric, value in marks.items():
                                samples.setdefault((profile, name, mode, metric), []).append(value)
            browser.close()
        for server, _ in servers.values():
            server.shutdown()
    load_after = os.getloadavg()

    def med(*key: str) -> float:
        return statistics.median(samples[key])

    pages = [name for name in servers if name != "floor"]
    print(f"median of {args.runs} runs; load average {load_before[0]:.1f} before, "
          f"{load_after[0]:.1f} after; ratio: page ÷ floor of each run (the pages loaded one "
          "after the other, the floor first), median (lowest–highest)"
          + (f"; old: {args.old}" if args.old else ""))
    print(f"{'network':9}{'visit':6}{'floor ready':>13}"
          + "".join(f"{name + ' ready':>13}{name + ' ratio':>19}{name + ' home':>12}" for name in pages))
    for profile in profiles:
        for mode in ("cold", "warm"):
            row = f"{profile:9}{mode:6}{med(profile, 'floor', mode, 'ready'):11.0f}ms"
            for name in pages:
                ratios = [v / f for f, v in zip(samples[(profile, "floor", mode, "ready")],
                                                samples[(profile, name, mode, "ready")])]
                spread = f"{statistics.median(ratios):.2f} ({min(ratios):.2f}–{max(ratios):.2f})"
                row += (f"{med(profile, name, mode, 'ready'):11.0f}ms{spread:>19}"
                        f"{med(profile, name, mode, 'home'):10.0f}ms")
            print(row)
    print(f"cold timeline, median ms from the page's start ({' / '.join(servers)}):")
    for profile in profiles:
        cells = []
        for phase in PHASES:
            got = [samples.get((profile, name, "cold", phase)) for name in servers]
            if all(got):
                cells.append(f"{phase.removeprefix('py:')} "
                             + " / ".join(f"{statistics.median(values):.0f}" for values in got))
        print(f"  {profile}: " + "; ".join(cells))
    print("first-visit bytes on the wire (cold, service worker's precache included): "
          + ", ".join(f"{name} {med(profiles[0], name, 'cold', 'bytes') / 1e6:.2f} MB"
                      for name in servers)
          + f" (goal ≤ {GOALS['bytes'] / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
