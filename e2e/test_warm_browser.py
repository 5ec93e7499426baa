"""The warm browsers the e2e tests run in (``conftest.Browsers``): a test's
page finds nothing an earlier test left on the same profile folder — no
storage, cookie, cache entry or service worker — yet Chromium still has the
runtime it downloaded and compiled (the HTTP cache and the wasm code cache),
and the page the standard library compiled, as after a first visit."""
from __future__ import annotations

import time
from pathlib import Path

from conftest import LOAD_TIMEOUT, Browsers, Server, new_visit

LEAVE = """async () => {
  localStorage.setItem("left", "1");
  sessionStorage.setItem("left", "1");
  document.cookie = "left=1; max-age=3600";
  await (await caches.open("left")).put("left", new Response("1"));
  await new Promise((done, fail) => {
    const open = indexedDB.open("left");
    open.onupgradeneeded = () => open.result.createObjectStore("things");
    open.onsuccess = () => { open.result.close(); done(); };
    open.onerror = () => fail(open.error);
  });
}"""
FOUND = """async () => ({
  local: localStorage.length, session: sessionStorage.length, cookie: document.cookie,
  caches: await caches.keys(), databases: (await indexedDB.databases()).map((d) => d.name),
  workers: (await navigator.serviceWorker.getRegistrations()).length,
})"""
NOTHING = {"local": 0, "session": 0, "cookie": "", "caches": [], "databases": [], "workers": 0}
# ... but the compiled standard library each warm browser is given (conftest.seed_bytecode)
SEEDED = {**NOTHING, "caches": ["bytecode"]}
# What the runtime's wasm cost to fetch: a body, or only a revalidation's headers.
WASM_FETCH = """() => performance.getEntriesByType("resource")
  .filter((e) => e.name.endsWith("pyodide.asm.wasm"))
  .map((e) => ({transfer: e.transferSize, body: e.encodedBodySize}))"""


def compiled_wasm(profile: Path) -> list[Path]:
    """The wasm code Chromium keeps in the profile (its code cache's layout)."""
    folder = profile / "Default" / "Code Cache" / "wasm"
    return [f for f in folder.rglob("*") if f.is_file()] if folder.is_dir() else []


def test_the_next_test_finds_nothing_left_but_the_compiled_runtime(browser: Browsers,
                                                                   server: Server) -> None:
    first = browser.new_context(locale="en-GB", service_workers="allow")
    profile = browser.profile(first)
    assert profile is not None, "the test runs warm"
    visit = new_visit(first, server.url)
    visit.open()
    visit.wait_offline_ready()
    visit.page.evaluate(LEAVE)
    left = visit.page.evaluate(FOUND)
    assert all(left[k] != v for k, v in NOTHING.items()), left  # the check below can fail
    # V8 hands the compiled module to Chromium once it has optimised enough of it.
    deadline = time.monotonic() + LOAD_TIMEOUT / 1000
    while not compiled_wasm(profile):
        assert time.monotonic() < deadline, "Chromium kept no compiled wasm"
        visit.page.wait_for_timeout(250)
    first.close()

    second = browser.new_context(locale="en-GB", service_workers="allow")
    assert browser.profile(second) == profile, "the same folder, as the next test gets it"
    page = second.new_page()
    page.goto(server.url + "no-such-page")  # the site's origin, without starting the page
    assert page.evaluate(FOUND) == SEEDED
    assert compiled_wasm(profile), "the compiled runtime is kept"
    visit = new_visit(second, server.url)
    visit.open()
    assert visit.page.evaluate("document.documentElement.dataset.bytecode") == "used"
    [wasm] = visit.page.evaluate(WASM_FETCH)
    assert 0 < wasm["transfer"] < wasm["body"], f"revalidated, not downloaded again: {wasm}"
    assert not visit.errors, visit.errors
