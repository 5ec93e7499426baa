"""Fixtures for driving the real page in Debian's headless Chromium.

The site is built once per run into a temporary folder and served by
``tools/serve.py`` on a free port; every test starts as a new person (empty
storage, no service worker) and gets a ``Visit`` that records every request
and every console error, so tests can assert on them.

Warm by default: a cold start fetches and compiles the runtime (10 MB of wasm)
again, which dominated the suite. So each test's browser is Chromium started
on one of its worker's profile folders, wiped of everything but the HTTP cache
and the code cache (the compiled wasm) before each start, and served by its
worker's one server (the same origin, or those caches would not match). Tests
about the first visit, the service worker, offline, caching or counting
requests are marked ``fresh_browser``: a new in-memory context and a server of
their own, nothing warm (see ``Browsers``). A warm browser also has the
standard library compiled, as a returning visitor's has it after the first
visit (``seed_bytecode``), so its page starts without compiling it; the
first visit's path, compiling at start and keeping the result, is what the
fresh tests take (e2e/test_bytecode_page.py among them).
"""
from __future__ import annotations

import fcntl
import functools
import itertools
import json
import re
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from tools.build_site import build
from tools.serve import Handler, serve_in_thread
from ux import PHONE, SIZES, failure_shot, shots_folder, shots_taken, use_shots_dir

ROOT = Path(__file__).resolve().parent.parent
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


SHOTS_KEY = "verba_shots"  # the run's screenshot folder, as handed to xdist workers


def pytest_configure(config: pytest.Config) -> None:
    workerinput = getattr(config, "workerinput", {})
    if SHOTS_KEY in workerinput:
        use_shots_dir(Path(workerinput[SHOTS_KEY]))


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """Every xdist worker writes into its controller's folder, so a run's
    screenshots (and audit.jsonl) stay in one place."""
    node.workerinput[SHOTS_KEY] = str(shots_folder())


def pytest_terminal_summary(terminalreporter: Any) -> None:
    folder = shots_taken()
    if folder is not None:
        terminalreporter.write_line(f"screenshots of every audited screen: {folder}")
        if (folder / "failures").is_dir():
            terminalreporter.write_line(f"screenshots of the failures: {folder / 'failures'}")


def _run_folder(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's temp folder, above each parallel worker's own."""
    root = tmp_path_factory.getbasetemp()
    return root.parent if hasattr(request.config, "workerinput") else root


@pytest.fixture(scope="session")
def site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per run: parallel workers take the first one's
    build from their run's temp folder (no test changes it; a test that
    deploys another version works on a copy)."""
    root = _run_folder(request, tmp_path_factory)
    out = root / "site" / "build"
    with open(root / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (root / "site" / "built").exists():
            build(out)
            (root / "site" / "built").touch()
    return out


@pytest.fixture(scope="session")
def compiled_stdlib(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
                    site: Path) -> bytes:
    """The site's standard library compiled as its page keeps it after a
    visit (``tools/compile_stdlib.mjs``), made once per run like the site."""
    root = _run_folder(request, tmp_path_factory)
    out = root / "site" / "stdlib-bytecode.zip"
    with open(root / "stdlib.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not out.exists():
            part = out.with_suffix(".part")
            subprocess.run(["node", str(ROOT / "tools" / "compile_stdlib.mjs"),
                            str(site / "runtime" / "pyodide" / "python_stdlib.zip"), str(part)],
                           cwd=ROOT, check=True)
            part.rename(out)
    return out.read_bytes()


SEED = "e2e-seed"  # a path the site does not have, answered by the test itself


def seed_bytecode(context: BrowserContext, base: str, version: str, compiled: bytes) -> None:
    """Put ``compiled`` where ``assets/js/bytecode.js`` looks for the
    standard library the page compiled on an earlier visit of ``version``."""
    page = context.new_page()
    try:
        page.route(base + SEED, lambda route: route.fulfill(
            content_type="text/html", body="<!doctype html><title>seed</title>"))
        page.route(base + SEED + ".zip", lambda route: route.fulfill(
            content_type="application/zip", body=compiled))
        page.goto(base + SEED)
        page.evaluate("""async ([url, key]) => {
          await (await caches.open("bytecode")).put(key, await fetch(url)); }""",
                      [base + SEED + ".zip",
                       f"{base}runtime/pyodide/python_stdlib.zip?bytecode={version}"])
    finally:
        page.close()


def site_version(site: Path) -> str:
    index = (site / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<meta name="verba-version" content="([0-9a-f]+)">', index)
    assert found, "the built page names no version"
    return found.group(1)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def chromium(playwright: Playwright) -> Iterator[Browser]:
    """One browser for the worker's fresh (in-memory) contexts."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


# What a profile keeps from one test to the next (in its Default/ folder): the
# HTTP cache and the code cache, nothing a page can read.
WARM_KEEP = ("Cache", "Code Cache")


def wipe_profile(profile: Path) -> None:
    """Remove everything of a Chromium profile folder but ``WARM_KEEP``."""
    for entry in profile.glob("*"):
        if entry.name == "Default":
            for inner in entry.iterdir():
                if inner.name not in WARM_KEEP:
                    shutil.rmtree(inner) if inner.is_dir() else inner.unlink()
        else:
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()


class Browsers:
    """Where a test's browser contexts come from (the ``browser`` fixture).

    Fresh: a new context of the worker's browser, as a first visit is.
    Warm: Chromium started on a profile folder of the worker's, wiped by
    ``wipe_profile`` first, so the page finds no storage, service worker or
    cache entry of an earlier test, only the runtime it compiled before (and
    the compiled standard library ``seed`` puts back).
    A folder serves one open context at a time; a test that opens several
    takes several."""

    def __init__(self, playwright: Playwright, profiles: Path, chromium: Browser | None,
                 seed: Callable[[BrowserContext], None] | None = None) -> None:
        self.playwright = playwright
        self.profiles = profiles
        self.chromium = chromium  # the fresh contexts' browser; None: warm ones
        self.seed = seed
        self.opened: dict[BrowserContext, Path | None] = {}

    def new_context(self, **options: Any) -> BrowserContext:
        """A context with Playwright's ``new_context`` options."""
        if self.chromium is not None:
            ctx = self.chromium.new_context(**options)
            self.opened[ctx] = None
            return ctx
        busy = {path for ctx, path in self.opened.items() if path is not None}
        profile = next(path for i in itertools.count()
                       if (path := self.profiles / str(i)) not in busy)
        wipe_profile(profile)
        ctx = self.playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, **options)
        for page in ctx.pages:  # the window Chromium opened with: tests open their own
            page.close()
        self.opened[ctx] = profile
        ctx.on("close", lambda closed: self.opened.pop(closed, None))  # the folder is free
        if self.seed is not None:
            self.seed(ctx)
        return ctx

    def profile(self, ctx: BrowserContext) -> Path | None:
        """The folder an open warm context runs on (None for a fresh one)."""
        return self.opened[ctx]

    def close(self) -> None:
        """Close what the test left open."""
        for ctx in list(self.opened):
            ctx.close()
        self.opened.clear()


def is_fresh(request: pytest.FixtureRequest) -> bool:
    return request.node.get_closest_marker("fresh_browser") is not None


@pytest.fixture(scope="session")
def profiles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The worker's profile folders (each worker has its own temp folder)."""
    return tmp_path_factory.mktemp("profiles")


@pytest.fixture
def browser(request: pytest.FixtureRequest, playwright: Playwright,
            profiles: Path) -> Iterator[Browsers]:
    if is_fresh(request):
        browsers = Browsers(playwright, profiles, request.getfixturevalue("chromium"))
    else:
        # the warm tests' origin: the worker's server
        site = request.getfixturevalue("site")
        seed = functools.partial(seed_bytecode, base=request.getfixturevalue("shared_server").url,
                                 version=site_version(site),
                                 compiled=request.getfixturevalue("compiled_stdlib"))
        browsers = Browsers(playwright, profiles, None, seed)
    yield browsers
    browsers.close()


def _matches(path: str, suffix: str) -> bool:
    return path.split("?")[0].endswith(suffix)


class Faults:
    """What the test server will do wrong next, and every request that arrived."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.planned: list[tuple[str, str]] = []  # (suffix, fault), first come first used
        self.arrivals: list[str] = []
        self.released = threading.Event()

    def take(self, path: str) -> str | None:
        with self.lock:
            self.arrivals.append(path)
            for i, (suffix, fault) in enumerate(self.planned):
                if _matches(path, suffix):
                    del self.planned[i]
                    return fault
        return None


class FaultyHandler(Handler):
    """The site's server, which a test can make misbehave on the next request
    for a file: "truncate" sends half of it as if it were whole (status 200, a
    matching length: what a captive portal's page amounts to), "cut" announces
    the whole length, sends half and closes the connection, "hold" answers
    only once the test releases it."""

    def do_GET(self) -> None:
        faults: Faults = self.server.faults  # type: ignore[attr-defined]
        fault = faults.take(self.path)
        if fault == "hold":
            faults.released.wait(LOAD_TIMEOUT / 1000)
        try:
            if fault in ("truncate", "cut"):
                self._misbehave(fault)
            else:
                super().do_GET()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the page gave up on it (a background download making way)

    def _misbehave(self, fault: str) -> None:
        path = self.translate_path(self.path)
        data = Path(path).read_bytes()
        half = data[:len(data) // 2]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(half) if fault == "truncate" else len(data)))
        self.end_headers()
        self.wfile.write(half)
        self.close_connection = True


SHARED = ("the worker's server is shared by its warm tests: a test that counts its"
          " requests, makes it misbehave or stops it is marked fresh_browser")


@dataclass
class Server:
    url: str
    _server: object
    faults: Faults
    shared: bool = False  # the worker's one server, which the warm tests share

    def _own(self) -> None:
        assert not self.shared, SHARED

    def hits(self, suffix: str) -> int:
        """How many requests for a path ending in ``suffix`` the server answered."""
        self._own()
        return sum(1 for path in self._server.hits if _matches(path, suffix))  # type: ignore[attr-defined]

    def arrivals(self, suffix: str) -> int:
        """How many requests for a path ending in ``suffix`` arrived (held ones too)."""
        self._own()
        return sum(1 for path in self.faults.arrivals if _matches(path, suffix))

    def fail_next(self, suffix: str, fault: str) -> None:
        """Misbehave on the next request for a path ending in ``suffix`` (see FaultyHandler)."""
        self._own()
        with self.faults.lock:
            self.faults.planned.append((suffix, fault))

    def release(self) -> None:
        """Answer the held requests, and any later one at once."""
        self.faults.released.set()

    def stop(self) -> None:
        self._own()
        self._shut()

    def _shut(self) -> None:
        self.release()
        self._server.shutdown()  # type: ignore[attr-defined]
        self._server.server_close()  # type: ignore[attr-defined]


def start_server(site: Path, prefix: str = "/") -> Server:
    server, url = serve_in_thread(site, prefix, base=FaultyHandler)
    server.faults = Faults()  # type: ignore[attr-defined]
    return Server(url, server, server.faults)  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def shared_server(site: Path) -> Iterator[Server]:
    """The worker's origin for its warm tests (the caches are per address)."""
    srv = start_server(site)
    srv.shared = True
    yield srv
    srv._shut()


@pytest.fixture
def server(request: pytest.FixtureRequest, site: Path) -> Iterator[Server]:
    """A server of the test's own if it is ``fresh_browser``, else the worker's."""
    if not is_fresh(request):
        yield request.getfixturevalue("shared_server")
        return
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
    # A navigation waits for the page's "load" event, which a busy machine can
    # push past Playwright's 30 s default (a throttled first visit did, under
    # a full parallel run): give it the cold start's budget, as wait_ready has.
    page.set_default_navigation_timeout(LOAD_TIMEOUT)
    visit = Visit(page, base)
    page.on("request", lambda request: visit.requests.append(request.url))
    page.on("console", lambda msg: visit.errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda error: visit.errors.append(str(error)))
    return visit


@pytest.fixture
def context(browser: Browsers) -> Iterator[BrowserContext]:
    ctx = browser.new_context(locale="en-GB", service_workers="allow",
                              viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


@pytest.fixture
def phone_context(browser: Browsers) -> Iterator[BrowserContext]:
    """A 360×740 touch phone."""
    ctx = browser.new_context(locale="en-GB", service_workers="allow", **PHONE)
    yield ctx
    ctx.close()


@pytest.fixture(params=sorted(SIZES))
def sized_context(request: pytest.FixtureRequest, browser: Browsers) -> Iterator[BrowserContext]:
    """The test runs twice: on a 360×740 touch phone and on a 1280×800 desktop."""
    ctx = browser.new_context(locale="en-GB", service_workers="allow", **SIZES[request.param])
    yield ctx
    ctx.close()


def _visit(request: pytest.FixtureRequest, context: BrowserContext, server: Server) -> Iterator[Visit]:
    visit = new_visit(context, server.url)
    yield visit
    if request.node.stash.get(FAILED, False):
        # What the page showed when the test failed, for whoever reads the log.
        path = failure_shot(visit.page, request.node.name)
        print(f"screenshot of the failure: {path}; page errors: {visit.errors}")


@pytest.fixture
def visit(request: pytest.FixtureRequest, context: BrowserContext, server: Server) -> Iterator[Visit]:
    yield from _visit(request, context, server)


@pytest.fixture
def phone_visit(request: pytest.FixtureRequest, phone_context: BrowserContext,
                server: Server) -> Iterator[Visit]:
    yield from _visit(request, phone_context, server)


@pytest.fixture
def sized_visit(request: pytest.FixtureRequest, sized_context: BrowserContext,
                server: Server) -> Iterator[Visit]:
    """A visit at each size (see ``sized_context``)."""
    yield from _visit(request, sized_context, server)


def screen_text(visit: Visit) -> str:
    return visit.page.inner_text("#app")


def stored_json(visit: Visit, key: str) -> object:
    raw = visit.storage(key)
    return None if raw is None else json.loads(raw)


# Before the page first starts, the person has turned "download word lists for
# offline play" off (an envelope as verba.storage writes it).
LISTS_OFF = """
if (!localStorage.getItem("verba.settings")) localStorage.setItem("verba.settings",
  JSON.stringify({schema: 2, kind: "settings", data: {lang: "en", offline_lists: false}}));
"""


def kept_lists(visit: Visit) -> dict[str, str]:
    """The word lists the page keeps for offline play: file -> sha256 of its key."""
    keys = visit.page.evaluate("""async () => {
        const cache = await caches.open("verba-words");
        return (await cache.keys()).map((r) => r.url); }""")
    kept = {}
    for url in keys:
        path, _, query = url.partition("?")
        kept[path.rsplit("/", 1)[-1]] = query.removeprefix("sha256=")
    return kept


def published_lists(site: Path) -> dict[str, str]:
    """file -> sha256, as lexicons/index.json of the built site gives them."""
    index = json.loads((site / "lexicons" / "index.json").read_text(encoding="utf-8"))
    return {e["file"]: e["sha256"] for e in index["lexicons"].values()}
