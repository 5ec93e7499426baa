"""The built site and the server: what the page is given and how it is sent."""
from __future__ import annotations

import ast
import gzip
import html
import http.client
import json
import re
import subprocess
import sys
import tomllib
import urllib.request
import zipfile
from pathlib import Path
from typing import Iterator

import pytest

from tools.build_site import (LATER_SCREENS, LICENCES, NOT_ON_PAGE, build, pyscript_chunks,
                              split_static, stdlib_compiled)
from tools.serve import serve_in_thread
from web.zipsource import SOLID, ZipSource

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run `npm ci`")
    out = tmp_path_factory.mktemp("site") / "build"
    build(out)
    return out


# Imported from py.zip as it is, as the page does (index.html).
IMPORT_FROM_ZIP = """
import sys
from web.zipsource import install
install(next(path for path in sys.path if path.endswith("py.zip")))
"""


def py_zip_member(site: Path, name: str) -> bytes:
    archive = str(site / "py.zip")
    return ZipSource(archive).get_data(f"{archive}/{name}")


def page_data(site: Path) -> dict:
    index = (site / "index.html").read_text(encoding="utf-8")
    block = re.search(r'<script type="application/json" id="verba-static">(.*?)</script>', index, re.S)
    assert block, "the static screens' data is missing"
    return json.loads(block.group(1))


def test_the_page_carries_its_config_its_screens_and_the_runtimes_sizes(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "__" not in re.sub(r"__(init|future)__", "", index)  # every placeholder filled
    config = json.loads(html.unescape(re.search(r'<script type="py" config="([^"]*)"', index).group(1)))
    assert config["interpreter"] == "./runtime/pyodide/pyodide.mjs" and "packages" not in config
    data = page_data(site)
    assert "home" in data["screens"]
    files = {f["url"]: f for f in data["runtime"]}
    assert set(files) == {p.relative_to(site).as_posix() for p in (site / "runtime").rglob("*")
                          if p.is_file()} | {"py.zip"}
    for url, f in files.items():
        raw = (site / url).read_bytes()
        assert f["raw"] == len(raw)
        assert f["wire"] == (len(raw) if url.endswith(".zip") else len(gzip.compress(raw, 6, mtime=0)))


def test_the_page_holds_the_homes_views_and_a_file_per_language_the_rules(site: Path) -> None:
    from verba.ui.shell.static import render_all
    static = render_all()
    data = page_data(site)
    assert data["later"] == LATER_SCREENS
    assert data["screens"]["home"] == static["screens"]["home"]
    assert {key for key, screen in data["screens"].items() if screen["views"]} \
        == {"home", "companion"}
    assert len(data["screens"]) > 5   # the rules of each game (Scriba's in two parts)
    later = {lang: json.loads((site / LATER_SCREENS.format(lang=lang)).read_text("utf-8"))
             for lang in static["langs"]}
    for key, screen in data["screens"].items():
        views = screen["views"] or {lang: files[key] for lang, files in later.items()}
        assert {**screen, "views": views} == static["screens"][key], key
    assert all(set(files) == set(data["screens"]) - {"home", "companion"}
               for files in later.values())
    assert split_static(static)[0] == {k: v for k, v in data.items() if k != "runtime"}


def test_a_first_visit_is_within_five_megabytes_on_the_wire(site: Path) -> None:
    """Issue #14's budget: the runtime and everything the service worker
    precaches, as the server sends it (gzip but for zips and images)."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    files = {"index.html", "sw.js"} | {url for url in precache if url != "./"}
    raw = {url: (site / url).read_bytes() for url in files}
    wire = sum(len(data) if url.endswith((".zip", ".png")) else len(gzip.compress(data, 6, mtime=0))
               for url, data in raw.items())
    assert 4.0e6 < wire <= 5.0e6, wire


def test_the_modules_listed_to_ship_compiled_are_bytecode_the_runtime_imports(site: Path) -> None:
    library = site / "runtime" / "pyodide" / "python_stdlib.zip"
    names = set(zipfile.ZipFile(library).namelist())
    listed = stdlib_compiled()
    assert listed and all(name + "c" in names and name not in names for name in listed)
    # No source beside them: Pyodide imports them from the bytecode or not at all.
    modules = [name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
               for name in listed]
    out = subprocess.run(["node", str(ROOT / "tools" / "pyodide_imports.mjs"), str(library),
                          *modules], capture_output=True, text=True, check=True, timeout=600)
    assert json.loads(out.stdout) == {}


def named_modules(path: Path, src: Path) -> set[str]:
    """The modules a file of ``src`` imports, or names in a text (``importlib``'s)."""
    module = path.relative_to(src).with_suffix("").parts
    package = module if path.name == "__init__.py" else module[:-1]
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join([*package[:len(package) - node.level + 1], node.module or ""]
                            if node.level else [node.module or ""]).strip(".")
            named.add(base)
            named.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            named.add(node.value)
    return named


def test_what_the_page_is_not_given_none_of_its_modules_imports(site: Path) -> None:
    shipped = set(ZipSource(str(site / "py.zip"))._members)
    assert "verba/ui/shell/app.py" in shipped and NOT_ON_PAGE and not NOT_ON_PAGE & shipped
    left_out = {name.removesuffix(".py").replace("/", ".") for name in NOT_ON_PAGE}
    src = ROOT / "py"
    for path in src.rglob("*.py"):
        if path.relative_to(src).as_posix() in shipped:
            assert not named_modules(path, src) & left_out, path


def test_the_service_worker_precaches_each_file_once(site: Path) -> None:
    sw = (site / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    assert len(precache) == len(set(precache)) and "index.html" not in precache
    # Python shows every screen once it is ready: the static ones but the home
    # are asked for only when opened before that.
    assert not [url for url in precache if url.startswith("static/")]
    assert {f["url"] for f in page_data(site)["runtime"]} <= set(precache)


def test_the_warmup_imports_each_module_after_those_it_imports(site: Path) -> None:
    order = json.loads(py_zip_member(site, "warmup.json"))
    assert set(order) == {"mistrz", "scriba", "wordz"}
    assert all(names[-1] == f"verba.ui.{game}.screen" for game, names in order.items())
    # In a fresh CPython, after the app and its home (what the page starts
    # with): each import in this order brings one module.
    script = """
import importlib, json, sys
import verba.ui.shell.app
from verba.ui.shell.static import STATIC_SCREENS, render
home = next(screen for screen in STATIC_SCREENS if screen.opens == "home")
render(home, {}, "en", ("mistrz", "scriba", "wordz"))
added = []
for name in json.loads(sys.argv[1]):
    before = set(sys.modules)
    importlib.import_module(name)
    added.append(sorted(m for m in set(sys.modules) - before if m.startswith("verba")))
print(json.dumps(added))
"""
    names = [name for game in ("mistrz", "scriba", "wordz") for name in order[game]]
    out = subprocess.run([sys.executable, "-c", script, json.dumps(names)], capture_output=True,
                         text=True, check=True, env={"PYTHONPATH": str(ROOT / "py")})
    assert json.loads(out.stdout) == [[name] for name in names]


def test_the_page_starts_without_importing_a_message_catalogue(site: Path) -> None:
    """The build ships the static screens' texts and which catalogue holds
    which code prefix (verba.i18n): the page's start (the app, its home with
    saves, the rules) imports no catalogue, and a later text imports only the
    catalogues of its prefix and reads as the merged catalogue has it."""
    script = IMPORT_FROM_ZIP + """
import json
import verba.ui.shell.app
from verba import i18n
from verba.ui.shell.static import STATIC_SCREENS, render
for screen in STATIC_SCREENS:
    if screen.opens in ("home", "rules"):
        for lang in i18n.LANGS:
            for params in screen.params():
                render(screen, params, lang, ("mistrz", "scriba", "wordz"))
started = sorted(i18n._imported)
texts = {lang: {code: i18n.t(lang, code) for code in ("scriba_ui.pass", "stored.open")}
         for lang in i18n.LANGS}
print(json.dumps([started, sorted(i18n._imported), texts]))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(site / "py.zip")})
    started, later, texts = json.loads(out.stdout)
    assert started == []
    assert later == ["verba.ui.scriba.messages", "verba.ui.shell.stored_messages"]
    from verba.i18n import catalogue, t
    assert all(text == t(lang, code) and code in catalogue()[lang]
               for lang, by_code in texts.items() for code, text in by_code.items())


def test_the_start_unpacks_only_the_beginning_of_the_solid_part_of_the_zip(site: Path) -> None:
    """The build puts what the start reads first in solid.xz (web/zipsource.py)."""
    script = IMPORT_FROM_ZIP + """
import verba.ui.shell.app
from verba.ui.shell.static import STATIC_SCREENS, render
home = next(screen for screen in STATIC_SCREENS if screen.opens == "home")
render(home, {}, "pl", ("mistrz", "scriba", "wordz"))
finder = sys.meta_path[0]
print(len(finder._unpacked), max(end for _, end in finder._solid.values()))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(site / "py.zip")})
    unpacked, whole = map(int, out.stdout.split())
    assert 0 < unpacked < whole / 4
    assert zipfile.ZipFile(site / "py.zip").namelist()[-1] == SOLID


def test_the_warmup_reads_its_order_from_the_zip_the_page_imports_from(site: Path) -> None:
    """py.zip is not unpacked (pyscript.toml, index.html): files beside the
    packages are read through the modules' loader."""
    script = IMPORT_FROM_ZIP + """
import json, types
sys.modules["pyscript"] = types.SimpleNamespace(document=None, ffi=None, window=None)
from web import warmup
print(json.dumps([warmup.__file__, type(warmup.__loader__).__name__, warmup.modules()]))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(site / "py.zip")})
    where, loader, modules = json.loads(out.stdout)
    assert where.startswith(str(site / "py.zip")) and loader == "ZipSource"
    order = json.loads(py_zip_member(site, "warmup.json"))
    assert modules[:3] == [name for names in order.values() for name in names][:3]
    assert "verba.ui.scriba.messages" in modules   # the catalogues follow


def test_the_head_asks_for_the_runtime_before_the_stylesheets_as_fetch_asks(site: Path) -> None:
    """The runtime's download starts from the head (tools/build_site.py), in
    the modes loading.js's fetch() uses, so that each file comes once
    (e2e/test_firstvisit.py counts the requests); boot.js runs without
    waiting for the stylesheets."""
    index = (site / "index.html").read_text(encoding="utf-8")
    head = index[:index.index("</head>")]
    first_css = head.index('rel="stylesheet"')
    links = re.findall(r'<link rel="(modulepreload|preload)"([^>]*)href="\./([^"]+)"', head[:first_css])
    asked = {url: (rel, rest) for rel, rest, url in links}
    assert list(asked)[:3] == ["assets/js/boot.js", "assets/js/loading.js", "assets/js/bytecode.js"]
    runtime = {f["url"] for f in page_data(site)["runtime"]}
    assert set(asked) - {"assets/js/boot.js", "assets/js/loading.js", "assets/js/bytecode.js"} \
        == runtime - {"runtime/pyodide/python_stdlib.zip"}
    for url, (rel, rest) in asked.items():
        if url.endswith((".js", ".mjs")):
            assert rel == "modulepreload", url
        else:
            assert rel == "preload" and 'as="fetch"' in rest and "crossorigin" in rest, url
    assert re.search(r'<script type="module" async fetchpriority="high" src="\./assets/js/boot\.js">'
                     r"</script>\s*</body>", index)


def test_the_head_preloads_the_modules_boot_imports_and_theirs(site: Path) -> None:
    """A module found only when the one importing it runs comes a round trip
    later, and the static home waits for it (boot.js paints it once the
    page's modules are in)."""
    index = (site / "index.html").read_text(encoding="utf-8")
    head = index[:index.index("</head>")]
    preloaded = set(re.findall(r'<link rel="modulepreload" href="\./assets/js/([^"]+)"', head))
    boot = (site / "assets" / "js" / "boot.js").read_text(encoding="utf-8")
    start = boot.index("const booted")
    started = boot[start:boot.index(".then(", start)]   # not rtc.js, scan.js: when first needed
    wanted = set(re.findall(r'import\("\./([\w-]+\.js)"\)', started))
    assert {"dom.js", "prestart.js", "offline.js"} <= wanted <= preloaded
    for name in preloaded:
        text = (site / "assets" / "js" / name).read_text(encoding="utf-8")
        for imported in re.findall(r'^import [^;]*? from "\./([\w-]+\.js)";', text, re.M):
            assert imported in preloaded, (name, imported)


@pytest.fixture
def served(site: Path) -> Iterator[tuple[object, str]]:
    server, url = serve_in_thread(site)
    yield server, url
    server.shutdown()
    server.server_close()


def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def test_the_server_gzips_text_and_wasm_as_github_pages_does_and_counts_the_bytes(
        site: Path, served: tuple[object, str]) -> None:
    server, url = served
    for path, compressed in [("", True), ("runtime/pyodide/pyodide.asm.wasm", True),
                             ("runtime/pyscript/core.js", True), ("lexicons/index.json", True),
                             ("runtime/pyodide/python_stdlib.zip", False),
                             ("lexicons/pl-nouns.dawg.gz", False), ("assets/icons/icon-192.png", False)]:
        status, headers, body = fetch(url + path, **{"Accept-Encoding": "gzip"})
        original = (site / (path or "index.html")).read_bytes()
        assert status == 200
        assert (headers.get("Content-Encoding") == "gzip") == compressed, path
        assert (gzip.decompress(body) if compressed else body) == original
        assert server.sent[-1] == ("/" + path, len(body))  # type: ignore[attr-defined]
    status, headers, body = fetch(url + "index.html")  # a client that does not ask for gzip
    assert status == 200 and "Content-Encoding" not in headers
    status, _, body = fetch(url + "index.html", **{"Accept-Encoding": "gzip",
                                                   "If-Modified-Since": headers["Last-Modified"]})
    assert status == 304 and body == b"" and server.sent[-1] == ("/index.html", 0)  # type: ignore[attr-defined]
    connection = http.client.HTTPConnection(*server.server_address[:2])  # type: ignore[attr-defined]
    connection.request("GET", "/runtime", headers={"Accept-Encoding": "gzip"})
    assert connection.getresponse().status == 301  # a folder without its slash is redirected
    assert fetch(url + "nothing.js", **{"Accept-Encoding": "gzip"})[0] == 404


def test_the_site_ships_the_licence_texts_precached_and_served_as_utf8_text(
        site: Path, served: tuple[object, str]) -> None:
    sources = {"GPL-2.0.txt": ROOT / "COPYING"} | {p.name: p for p in LICENCES.glob("*.txt")}
    assert {p.name for p in (site / "licenses").iterdir()} == set(sources)
    sw = (site / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    _, url = served
    for name, source in sources.items():
        assert (site / "licenses" / name).read_bytes() == source.read_bytes()
        assert f"licenses/{name}" in precache  # they open offline too
        status, headers, body = fetch(url + "licenses/" + name)
        kind = {k.lower(): v for k, v in headers.items()}["content-type"]
        assert status == 200 and kind == "text/plain; charset=utf-8", (name, kind)
    assert "Woliński" in (site / "licenses" / "SGJP.txt").read_text(encoding="utf-8")


def test_the_pyscript_licence_in_licenses_is_the_one_of_the_pinned_package() -> None:
    shipped = (LICENCES / "Apache-2.0-PyScript.txt").read_bytes()
    assert shipped == (ROOT / "node_modules" / "@pyscript" / "core" / "LICENSE").read_bytes()


def test_the_site_ships_no_plugin_the_config_turns_off() -> None:
    """The site gets PyScript's core and error chunks only: the config turns
    the other plugins off, so their chunks are never asked for. The untrimmed
    build (the floor, the import trace) keeps the plugins' own small chunks,
    which a page with PyScript's default config loads, but not the editor's
    and terminal's libraries."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert {"!py-editor", "!py-terminal"} <= set(config["plugins"]) and "packages" not in config
    dist = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    site = [p.name for p in pyscript_chunks(dist, trim=True)]
    assert site == sorted(site) and {n.split("-")[0].removesuffix(".js") for n in site} == {
        "core", "error"}, site
    untrimmed = [p.name for p in pyscript_chunks(dist, trim=False)]
    assert [n for n in untrimmed if n.startswith(("py-editor-", "py-terminal-"))]
    assert not [n for n in untrimmed if n.startswith(("codemirror", "xterm"))], untrimmed
