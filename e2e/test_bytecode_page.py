"""The standard library compiled by the page on one visit and started from on
the next; a damaged copy is dropped and the page starts as on a first visit."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from conftest import LOAD_TIMEOUT, Visit

pytestmark = pytest.mark.fresh_browser  # what the page caches for its next visit

KEPT = """async () => {
  const keys = await (await caches.open("bytecode")).keys();
  return keys.map((request) => request.url);
}"""
SIZE = """async () => {
  const cache = await caches.open("bytecode");
  const [request] = await cache.keys();
  return (await (await cache.match(request)).arrayBuffer()).byteLength;
}"""
DAMAGE = """async () => {
  const cache = await caches.open("bytecode");
  const [request] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  bytes.fill(7, 1000, bytes.length - 1000);   // a zip whose members are garbage
  await cache.put(request, new Response(bytes));
}"""


def wait_kept(visit: Visit) -> list[str]:
    """What the page keeps, once it keeps something (it compiles when idle)."""
    deadline = time.monotonic() + LOAD_TIMEOUT / 1000
    while not (kept := visit.page.evaluate(KEPT)):
        assert time.monotonic() < deadline, "the page kept no compiled library"
        visit.page.wait_for_timeout(250)
    return kept


def play_a_move(visit: Visit) -> None:
    """The standard library at work after the start: a Wordz table set up
    and dealt (random, json, gzip for its word list, the save)."""
    page = visit.page
    page.click('[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=LOAD_TIMEOUT)
    page.click('[data-start="wordz"]')
    page.wait_for_selector('[data-stage="compose"]', timeout=LOAD_TIMEOUT)


def test_the_next_visit_starts_from_the_library_this_one_compiled(visit: Visit,
                                                                   site: Path) -> None:
    visit.open()
    page = visit.page
    assert page.evaluate("document.documentElement.dataset.bytecode") == "absent"
    version = page.evaluate("window.verba.version")
    assert wait_kept(visit) == [f"{visit.base}runtime/pyodide/python_stdlib.zip"
                                f"?bytecode={version}"]
    assert page.evaluate(SIZE) > 2 * (site / "runtime/pyodide/python_stdlib.zip").stat().st_size
    visit.wait_offline_ready()
    visit.reload()
    assert page.evaluate("document.documentElement.dataset.bytecode") == "used"
    play_a_move(visit)
    assert not visit.errors, visit.errors
    # Started from it, the page does not compile it again.
    assert page.evaluate(KEPT) == [f"{visit.base}runtime/pyodide/python_stdlib.zip"
                                   f"?bytecode={version}"]


def test_a_damaged_copy_is_dropped_and_the_page_starts_from_the_downloaded_library(
        visit: Visit) -> None:
    visit.open()
    wait_kept(visit)
    visit.wait_offline_ready()
    visit.page.evaluate(DAMAGE)
    # The start with the damaged copy fails, the page drops it and reloads by
    # itself; the reload starts as a first visit did, then compiles anew.
    visit.page.reload()
    visit.page.wait_for_function("document.documentElement.dataset.verba === 'ready'"
                                 " && document.documentElement.dataset.bytecode === 'absent'",
                                 timeout=LOAD_TIMEOUT)
    wait_kept(visit)
    play_a_move(visit)
