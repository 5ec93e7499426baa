"""Assemble the served site in ``build/`` from the sources and ``node_modules``.

The site is self-contained: PyScript and Pyodide are copied from the pinned npm
packages (only the files the page loads), the Python sources go into one
deterministic ``py.zip`` that PyScript unpacks, and the service worker is
stamped with a version computed from every file it precaches, so two builds
with different content never share a cache.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
# PyScript chunks the page never loads: the code editor (codemirror and its
# language index), the terminal (xterm), MicroPython, PyScript's own service
# worker and storage helpers, and source maps. The small py-editor, py-game and
# py-terminal plugin entry chunks stay: core.js imports them at start-up.
PYSCRIPT_SKIP = re.compile(r"^(codemirror|xterm|mpy-|index-|service-worker|storage)|\.map$")
SITE_FILES = ("index.html", "manifest.webmanifest", "pyscript.toml")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _zip_python(src: Path, dst: Path) -> None:
    """Zip ``py/`` with fixed timestamps and order so the bytes are reproducible."""
    files = sorted(p for p in src.rglob("*.py") if "__pycache__" not in p.parts)
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())


def _runtime(out: Path) -> list[Path]:
    pyodide = NODE / "pyodide"
    pyscript = NODE / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        raise SystemExit("node_modules is missing: run `npm ci` first")
    copied = []
    for name in PYODIDE_FILES:
        _copy(pyodide / name, out / "runtime" / "pyodide" / name)
        copied.append(out / "runtime" / "pyodide" / name)
    for path in sorted(pyscript.iterdir()):
        if path.is_file() and not PYSCRIPT_SKIP.search(path.name):
            _copy(path, out / "runtime" / "pyscript" / path.name)
            copied.append(out / "runtime" / "pyscript" / path.name)
    return copied


def build(out: Path) -> str:
    """Build the site into ``out``; returns the version string."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in SITE_FILES:
        _copy(ROOT / name, out / name)
    shutil.copytree(ROOT / "assets", out / "assets")
    _zip_python(ROOT / "py", out / "py.zip")
    lexicons = out / "lexicons"
    lexicons.mkdir()
    for path in sorted((ROOT / "lexicons").glob("*")):
        if path.suffix in (".gz", ".json"):
            _copy(path, lexicons / path.name)
    _runtime(out)
    (out / ".nojekyll").write_bytes(b"")

    # Everything but the lexicons (fetched on first use) is precached.
    precache = sorted(
        p.relative_to(out).as_posix() for p in out.rglob("*")
        if p.is_file() and not p.relative_to(out).as_posix().startswith("lexicons/")
        and p.name != ".nojekyll")
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
    args = parser.parse_args()
    version = build(args.out)
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"built {args.out} version {version}, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
