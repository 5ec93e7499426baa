"""Assemble the served site in ``build/`` from the sources and ``node_modules``.

The site is self-contained: PyScript and Pyodide are copied from the pinned npm
packages (only the files the page loads: the standard library cut down to the
modules the page imports, the lock file to its header, PyScript to the chunks
its core loads), the Python sources go into one deterministic ``py.zip`` that
the page imports from as it is (these and the standard library without comments and
docstrings, ``tools/strip_source.py``), the static screens are rendered by
the Python views into the page, and the service worker is stamped with a version computed from every file
it precaches, so two builds with different content never share a cache. Two
builds of the same sources give the same bytes.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import lzma
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tools.serve import GZIP_LEVEL, GZIP_TYPES, content_type  # noqa: E402
from tools.strip_source import strip_bytes  # noqa: E402
from web.zipsource import SOLID, SOLID_INDEX  # noqa: E402

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB, LOCK = "python_stdlib.zip", "pyodide-lock.json"
# The stdlib modules the page imports (tools/trace_stdlib.py writes the list).
STDLIB_MODULES = ROOT / "tools" / "stdlib_modules.txt"
STDLIB_COMPILED = ROOT / "tools" / "stdlib_compiled.txt"
# PyScript chunks the page loads: the core and its error plugin. The config
# turns the other plugins off (py-editor, py-game, py-terminal, donkey,
# deprecations-manager), the config is inline JSON (no TOML parser), no package
# is installed (no package graph) and no MicroPython or worker runs (no zip
# reader): their chunks are never asked for.
PYSCRIPT_KEEP = re.compile(r"^(core(-[\w-]+)?|error-[\w-]+)\.js$")
# Without trimming (the floor of bench/bench_pageload.py, the import trace):
# every chunk but the editor's and terminal's libraries (CodeMirror, xterm.js),
# MicroPython, the service worker and the maps. The small py-editor and
# py-terminal plugin chunks stay: a PyScript page whose config turns no plugin
# off (the floor) loads every plugin, and stops at the first one missing.
PYSCRIPT_SKIP = re.compile(r"^(codemirror|xterm|mpy-|index-|service-worker|storage)|\.map$")
# Modules of py/ for tests, benches and tools that the page never imports
# (tests/test_site.py checks): left out of py.zip, within the first visit's budget.
NOT_ON_PAGE = frozenset({"verba/scriba/selfplay.py", "verba/wordz/selfplay.py",
                         "verba/table/link.py"})
# Zipped one by one in py.zip: what zipimport brings in from it before the
# finder that reads the rest (index.html) is in place.
ZIPPED = frozenset({"web/__init__.py", "web/zipsource.py"})
SITE_FILES = ("index.html", "manifest.webmanifest")
INSTALL_ICON = "assets/icons/icon-512.png"   # in the manifest, not precached
# The licence texts, in the site's licenses/ (the About screen links to them):
# Verba's own (COPYING) and those of the runtime and the word lists.
LICENCES = ROOT / "LICENSES"
GPL_TEXT = "GPL-2.0.txt"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
CONFIG_ATTR = 'config="./pyscript.toml"'
STATIC_MARK = "__STATIC__"
# The static rules pages, one file per language: the page asks for one when a
# person opens them before Python is ready (prestart.js). They are three
# quarters of the static screens' bytes; kept out of the page, they neither
# lengthen its parse before the runtime starts nor count in a first visit's
# bytes (nor are they precached: once Python is ready, it shows every screen
# itself).
LATER_SCREENS = "static/screens.{lang}.json"
LATER = "rules"   # the action that opens them
PRELOAD_MARK = "<!-- runtime preloads -->"


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _zip(dst: Path, members: list[tuple[str, bytes]]) -> None:
    """A zip with fixed timestamps and order, so the bytes are reproducible."""
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in members:
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            # A ZipInfo's own level (None: zlib's default 6) wins over the file's.
            zf.writestr(info, data, compresslevel=9)


def _zip_python(src: Path, dst: Path, extra: list[tuple[str, bytes]], strip: bool,
                first: list[str]) -> None:
    """Our Python but ``NOT_ON_PAGE``, without comments and docstrings when
    ``strip``: the finder that reads the zip zipped as usual, the rest in
    ``solid.xz`` (web/zipsource.py), what the start reads first, then the
    modules named in ``first`` in that order (what the start imports, then
    the warm-up), so that the start unpacks as little as it can."""
    files = sorted(p for p in src.rglob("*.py") if "__pycache__" not in p.parts
                   and p.relative_to(src).as_posix() not in NOT_ON_PAGE)
    members = [(p.relative_to(src).as_posix(), p.read_bytes()) for p in files]
    if strip:
        members = [(name, strip_bytes(data, name)) for name, data in members]
    rank = {name.replace(".", "/"): index for index, name in enumerate(first)}

    def order(member: tuple[str, bytes]) -> tuple[int, int, str]:
        name = member[0]
        if not name.startswith("verba/") or not name.endswith(".py"):
            return 0, 0, name   # the page's own modules and the data files: small, read at start
        module = name.removesuffix(".py").removesuffix("/__init__")
        return (1, rank[module], name) if module in rank else (2, 0, name)

    solid_zip(dst, [m for m in members if m[0] in ZIPPED],
              sorted((m for m in members + extra if m[0] not in ZIPPED), key=order))


def solid_zip(dst: Path, zipped: list[tuple[str, bytes]], solid: list[tuple[str, bytes]]) -> None:
    """A zip as web/zipsource.py reads it: ``zipped`` zipped one by one, the
    ``solid`` files one after another in ``solid.xz``, in their order."""
    packed = lzma.compress(b"".join(data for _, data in solid), preset=9 | lzma.PRESET_EXTREME)
    index = json.dumps([[name, len(data)] for name, data in solid], separators=(",", ":"))
    _zip(dst, zipped + [(SOLID_INDEX, index.encode()), (SOLID, packed)])


def _listed(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def stdlib_modules() -> list[str]:
    return _listed(STDLIB_MODULES)


def stdlib_compiled() -> list[str]:
    return _listed(STDLIB_COMPILED)


def compile_in_place(library: Path, members: list[str]) -> None:
    """Ship ``members`` of the runtime's standard library as bytecode for its
    own Python (the pinned Pyodide, run by Node) instead of as source."""
    if shutil.which("node") is None:
        raise SystemExit("the build needs Node.js (it compiles part of the standard library "
                         "with the pinned Pyodide): install Debian's nodejs")
    out = library.with_suffix(".compiled.zip")
    subprocess.run(["node", str(ROOT / "tools" / "compile_stdlib.mjs"), str(library),
                    str(out), "--only", *members], check=True, cwd=ROOT, timeout=600)
    with zipfile.ZipFile(out) as zf:
        compiled = {name.removesuffix("c"): (name, zf.read(name)) for name in zf.namelist()}
    out.unlink()
    with zipfile.ZipFile(library) as zf:
        kept = [compiled.get(name, (name, zf.read(name))) for name in zf.namelist()]
    _zip(library, kept)


def rank_stdlib() -> None:
    """Print the trimmed library's modules that Pyodide imports while it
    starts, the best compile time per byte added first."""
    with tempfile.TemporaryDirectory() as tmp:
        library = Path(tmp) / STDLIB
        trim_stdlib(NODE / "pyodide" / STDLIB, library, stdlib_modules())
        subprocess.run(["node", str(ROOT / "tools" / "compile_stdlib.mjs"), str(library),
                        "--rank"], check=True, cwd=ROOT, timeout=600)


def trim_stdlib(src: Path, dst: Path, modules: list[str]) -> list[str]:
    """Write to ``dst`` the files of ``src`` (Pyodide's stdlib zip) that hold
    ``modules`` and the packages above them, stripped; returns their names."""
    with zipfile.ZipFile(src) as zf:
        names = set(zf.namelist())
        keep: set[str] = set()
        for module in modules:
            parts = module.split(".")
            for depth in range(1, len(parts)):  # importing a.b.c runs a and a.b first
                keep.add("/".join(parts[:depth]) + "/__init__.py")
            path = "/".join(parts)
            found = [n for n in (path + ".py", path + "/__init__.py") if n in names]
            if not found:
                raise SystemExit(f"{module} is listed in {STDLIB_MODULES.name} "
                                 f"but is not in Pyodide's {src.name}")
            keep.update(found)
        missing = sorted(keep - names)
        if missing:
            raise SystemExit(f"packages missing from {src.name}: {missing}")
        members = sorted(keep)
        _zip(dst, [(name, strip_bytes(zf.read(name), name)) for name in members])
    return members


def _static_imports(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return re.findall(r'(?:\bfrom|\bimport)\s*"\./([\w.-]+\.js)"', text)


def pyscript_chunks(dist: Path, trim: bool) -> list[Path]:
    """The files of PyScript's ``dist`` folder the site ships."""
    return [p for p in sorted(dist.iterdir()) if p.is_file() and (
        PYSCRIPT_KEEP.match(p.name) if trim else not PYSCRIPT_SKIP.search(p.name))]


def _runtime(out: Path, trim: bool) -> None:
    pyodide = NODE / "pyodide"
    pyscript = NODE / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        raise SystemExit("node_modules is missing: run `npm ci` first")
    target = out / "runtime" / "pyodide"
    for name in PYODIDE_FILES:
        _copy(pyodide / name, target / name)
    if trim:
        trim_stdlib(pyodide / STDLIB, target / STDLIB, stdlib_modules())
        compile_in_place(target / STDLIB, stdlib_compiled())
        # Pyodide reads its lock file even when it installs nothing; the page
        # installs nothing, so the list of 350 packages is left out.
        lock = json.loads((pyodide / LOCK).read_text(encoding="utf-8"))
        (target / LOCK).write_text(json.dumps({"info": lock["info"], "packages": {}}),
                                   encoding="utf-8")
    else:
        _copy(pyodide / STDLIB, target / STDLIB)
        _copy(pyodide / LOCK, target / LOCK)
    kept = pyscript_chunks(pyscript, trim)
    for path in kept:
        _copy(path, out / "runtime" / "pyscript" / path.name)
    names = {p.name for p in kept}
    for path in kept:
        absent = [name for name in _static_imports(path) if name not in names]
        if absent:
            raise SystemExit(f"{path.name} imports {absent}, which the build left out")


def _wire_size(path: Path) -> int:
    """Bytes on the wire as GitHub Pages (and tools/serve.py) sends the file."""
    data = path.read_bytes()
    if content_type(path) in GZIP_TYPES:
        return len(gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0))
    return len(data)


def runtime_manifest(out: Path) -> list[dict[str, object]]:
    """What the page downloads before Python runs, for its progress bar."""
    files = sorted(p for p in (out / "runtime").rglob("*") if p.is_file()) + [out / "py.zip"]
    return [{"url": p.relative_to(out).as_posix(), "raw": p.stat().st_size, "wire": _wire_size(p)}
            for p in files]


# Runs in a fresh CPython: which verba modules each game's screen and engine
# import beyond those the page starts with (the app, the home), each after
# the modules it imports.
_IMPORT_ORDER_SCRIPT = """
import importlib, json, sys
order = []
class Recorder:
    def find_spec(self, name, path, target=None):
        if not name.startswith("verba"):
            return None
        for finder in sys.meta_path[1:]:
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                run = spec.loader.exec_module
                def exec_module(module, run=run, name=name):
                    run(module)
                    order.append(name)
                spec.loader.exec_module = exec_module
                return spec
        return None
sys.meta_path.insert(0, Recorder())
import verba.ui.shell.app
from verba.ui.shell.static import STATIC_SCREENS, render
from verba.ui.shell.games import GAMES
from verba.games_registry import ENGINES
home = next(screen for screen in STATIC_SCREENS if screen.opens == "home")
render(home, {}, "en", tuple(g.id for g in GAMES))
start = list(order)
result = {}
for game in GAMES:
    order.clear()
    importlib.import_module(game.screen)
    ENGINES[game.id]
    result[game.id] = list(order)
print(json.dumps([start, result]))
"""


def import_order() -> tuple[list[str], dict[str, list[str]]]:
    """Our modules in the order the start imports them, and each game's in
    the order the warm-up imports them after (``web.warmup``)."""
    out = subprocess.run([sys.executable, "-c", _IMPORT_ORDER_SCRIPT], capture_output=True,
                         text=True, check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")})
    start, games = json.loads(out.stdout)
    return start, games


def _script_json(data: object) -> str:
    """JSON safe inside a <script> element: no "</script" or "<!--" can appear."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def runtime_preloads(runtime: list[dict[str, object]]) -> str:
    """Link elements that ask for the runtime's files from the page's head, so
    that their download starts with the page rather than once ``boot.js`` runs
    (a module script runs only after the stylesheets). The fetches are asked
    for as ``fetch()`` asks (CORS mode, same-origin credentials), so that
    loading.js's own requests take these responses instead of fetching twice.
    The standard library is left to loading.js: a later visit starts from the
    copy the page compiled (bytecode.js) and never reads the zip."""
    def first(entry: dict[str, object]) -> tuple[int, int]:
        # The order they are needed in: PyScript (its entry and its core
        # chunk), Pyodide's loader, its JavaScript, then the rest, largest first.
        url = str(entry["url"])
        for rank, start in enumerate(("runtime/pyscript/core", "runtime/pyodide/pyodide.mjs",
                                      "runtime/pyodide/pyodide.asm.mjs")):
            if url.startswith(start):
                return rank, len(url)
        return 3, -int(entry["raw"])   # type: ignore[call-overload]

    links = []
    for entry in sorted(runtime, key=first):
        url = html.escape(str(entry["url"]), quote=True)
        if url.endswith((".js", ".mjs")):
            links.append(f'<link rel="modulepreload" href="./{url}">')
        elif not url.endswith(STDLIB):
            links.append(f'<link rel="preload" as="fetch" crossorigin href="./{url}">')
    return "\n  ".join(links)


def _page(out: Path, static: dict[str, object]) -> None:
    index = (out / "index.html").read_text(encoding="utf-8")
    if PRELOAD_MARK not in index:
        raise SystemExit(f"index.html lost its {PRELOAD_MARK}")
    index = index.replace(PRELOAD_MARK, runtime_preloads(static["runtime"]))
    # The config goes in the page as JSON: no request for it, no TOML parser.
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    attr = f'config="{html.escape(json.dumps(config, separators=(",", ":")), quote=True)}"'
    if CONFIG_ATTR not in index or STATIC_MARK not in index:
        raise SystemExit(f"index.html lost its {CONFIG_ATTR} or {STATIC_MARK}")
    # PyScript loads its plugins once per interpreter type it knows, MicroPython
    # too, each by its own config: the plugins the page turns off are turned
    # off for MicroPython as well (no MicroPython script runs).
    plugins = html.escape(json.dumps({"plugins": config.get("plugins", [])}), quote=False)
    script = f'<script type="py" {CONFIG_ATTR}>'
    index = index.replace(script, f"<mpy-config hidden>{plugins}</mpy-config>\n  {script}")
    index = index.replace(CONFIG_ATTR, attr).replace(STATIC_MARK, _script_json(static))
    (out / "index.html").write_text(index, encoding="utf-8")


def split_static(static: dict[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The page's part of the static screens (every screen's description, the
    views of all but the rules) and, per language, the rules pages' views."""
    screens = {key: {**screen, "views": {}} if screen["opens"] == LATER else screen
               for key, screen in static["screens"].items()}
    later = {lang: {key: screen["views"][lang] for key, screen in static["screens"].items()
                    if screen["opens"] == LATER} for lang in static["langs"]}
    return {**static, "screens": screens, "later": LATER_SCREENS}, later


def _render_static() -> tuple[dict[str, object], set[str]]:
    """The static screens (verba.ui.shell.static), and the message codes they show."""
    from verba import i18n
    from verba.ui.shell.static import render_all
    asked: set[str] = set()
    lookup = i18n.messages_for

    def recording(code: str) -> dict[str, dict[str, str]]:
        asked.add(code)
        return lookup(code)

    i18n.messages_for = recording   # t() looks it up by name on every call
    try:
        return render_all(), asked
    finally:
        i18n.messages_for = lookup


def build(out: Path, trim: bool = True) -> str:
    """Build the site into ``out``; returns the version string. ``trim=False``
    keeps Pyodide's whole standard library and lock file, and more PyScript
    chunks (for comparisons and for tracing what the page imports)."""
    from verba.i18n import INDEX as I18N_INDEX
    from verba.i18n import shipped
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in SITE_FILES:
        _copy(ROOT / name, out / name)
    shutil.copytree(ROOT / "assets", out / "assets")
    start, games = import_order()
    warmup = json.dumps(games, indent=0, sort_keys=True).encode()
    static, asked = _render_static()
    # The static screens' texts and which catalogue holds which code
    # (verba.i18n): the page starts without importing any catalogue.
    catalogues = json.dumps(shipped(asked), ensure_ascii=False, separators=(",", ":"),
                            sort_keys=True).encode()
    _zip_python(ROOT / "py", out / "py.zip",
                [("warmup.json", warmup), (f"verba/{I18N_INDEX}", catalogues)], strip=trim,
                first=start + [name for names in games.values() for name in names])
    lexicons = out / "lexicons"
    lexicons.mkdir()
    for path in sorted((ROOT / "lexicons").glob("*")):
        if path.suffix in (".gz", ".json"):
            _copy(path, lexicons / path.name)
    _runtime(out, trim)
    _copy(ROOT / "COPYING", out / "licenses" / GPL_TEXT)
    for path in sorted(LICENCES.glob("*.txt")):
        _copy(path, out / "licenses" / path.name)
    (out / ".nojekyll").write_bytes(b"")
    in_page, later = split_static(static)
    for lang, views in later.items():
        path = out / LATER_SCREENS.format(lang=lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(views, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    _page(out, {**in_page, "runtime": runtime_manifest(out)})

    # Everything but the word lists is precached: the page keeps those itself,
    # checked and by content hash (assets/js/wordlists.js). The large install
    # icon is not either: only the browser reads it, when the app is installed
    # (online), and a first visit would pay 20 KB for it; nor the static
    # rules pages (LATER_SCREENS).
    precache = sorted(
        p.relative_to(out).as_posix() for p in out.rglob("*")
        if p.is_file() and not p.name.endswith(".dawg.gz")
        and p.relative_to(out).as_posix() not in (".nojekyll", "index.html", INSTALL_ICON)
        and p.parent != out / Path(LATER_SCREENS).parent)
    digest = hashlib.sha256()
    for rel in sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()):
        digest.update(rel.encode() + b"\0" + (out / rel).read_bytes())
    version = digest.hexdigest()[:12]

    sw = (ROOT / "sw.js").read_text(encoding="utf-8")
    sw = sw.replace("__VERSION__", version).replace(
        "__PRECACHE__", json.dumps(["./"] + precache, indent=1))
    (out / "sw.js").write_text(sw, encoding="utf-8")
    index = (out / "index.html").read_text(encoding="utf-8")
    (out / "index.html").write_text(index.replace("__VERSION__", version), encoding="utf-8")
    return version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build")
    parser.add_argument("--no-trim", dest="trim", action="store_false",
                        help="keep Pyodide's whole standard library and lock file")
    parser.add_argument("--rank-stdlib", action="store_true",
                        help="build nothing: rank the trimmed library's modules for "
                             "tools/stdlib_compiled.txt (compile time per byte added)")
    args = parser.parse_args()
    if args.rank_stdlib:
        rank_stdlib()
        return
    version = build(args.out, args.trim)
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"built {args.out} version {version}, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
