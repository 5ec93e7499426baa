"""Fixtures for driving the real page in Debian's headless Chromium.

The site is built once per run into a temporary folder and served by
``tools/serve.py`` on a free port; every test gets a fresh browser context
(empty storage, no service worker) and a ``Visit`` that records every request
and every console error, so tests can assert on them.
"""
from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from tools.build_site import build
from tools.serve import serve_in_thread

CHROMIUM = "/usr/bin/chromium"
# Keep Chromium off the network: without these it keeps calling outside hosts.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]
READY = 'html[data-verba="ready"]'
LOAD_TIMEOUT = 120_000  # ms; a cold start compiles 10 MB of wasm on a busy 2-core machine


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


FAILED = pytest.StashKey[bool]()


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "build"
    build(out)
    return out


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@dataclass
class Server:
    url: str
    _server: object

    def hits(self, suffix: str) -> int:
        """How many requests for a path ending in ``suffix`` the server answered."""
        return sum(1 for path in self._server.hits if path.split("?")[0].endswith(suffix))  # type: ignore[attr-defined]

    def stop(self) -> None:
        self._server.shutdown()  # type: ignore[attr-defined]
        self._server.server_close()  # type: ignore[attr-defined]


def start_server(site: Path, prefix: str = "/") -> Server:
    server, url = serve_in_thread(site, prefix)
    return Server(url, server)


@pytest.fixture
def server(site: Path) -> Iterator[Server]:
    srv = start_server(site)
    yield srv
    try:
        srv.stop()
    except OSError:
        pass


@dataclass
class Visit:
    """A page with what it requested and what it complained about."""

    page: Page
    base: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def open(self, path: str = "") -> None:
        self.page.goto(self.base + path)
        self.wait_ready()

    def reload(self) -> None:
        self.page.reload()
        self.wait_ready()

    def wait_ready(self) -> None:
        self.page.wait_for_selector(f'{READY}, html[data-verba="failed"]', timeout=LOAD_TIMEOUT,
                                    state="attached")
        state = self.page.evaluate("document.documentElement.dataset.verba")
        assert state == "ready", f"page failed to start: {self.page.inner_text('#boot')}"

    def storage(self, key: str) -> str | None:
        return self.page.evaluate("(k) => localStorage.getItem(k)", key)

    def set_storage(self, key: str, value: str) -> None:
        self.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])

    def foreign_requests(self) -> list[str]:
        return [url for url in self.requests
                if not url.startswith(self.base) and not url.startswith("data:")]

    def wait_offline_ready(self) -> None:
        """Wait until the service worker controls the page and has precached."""
        self.page.wait_for_function(
            "navigator.serviceWorker.controller !== null", timeout=LOAD_TIMEOUT)
        self.page.evaluate("navigator.serviceWorker.ready.then(() => true)")


def new_visit(context: BrowserContext, base: str) -> Visit:
    page = context.new_page()
    visit = Visit(page, base)
    page.on("request", lambda request: visit.requests.append(request.url))
    page.on("console", lambda msg: visit.errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda error: visit.errors.append(str(error)))
    return visit


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(locale="en-GB", service_workers="allow",
                              viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


@pytest.fixture
def visit(request: pytest.FixtureRequest, context: BrowserContext, server: Server) -> Iterator[Visit]:
    visit = new_visit(context, server.url)
    yield visit
    if request.node.stash.get(FAILED, False):
        # What the page showed when the test failed, for whoever reads the log.
        path = Path(tempfile.gettempdir()) / f"verba-e2e-{request.node.name}.png"
        visit.page.screenshot(path=str(path), full_page=True)
        print(f"screenshot of the failure: {path}; page errors: {visit.errors}")


def screen_text(visit: Visit) -> str:
    return visit.page.inner_text("#app")


def stored_json(visit: Visit, key: str) -> object:
    raw = visit.storage(key)
    return None if raw is None else json.loads(raw)
