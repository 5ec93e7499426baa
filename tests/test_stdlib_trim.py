"""The page ships Pyodide's standard library cut down to tools/stdlib_modules.txt:
whatever the code imports must be in it, and the cut library must run it."""
from __future__ import annotations

import ast
import io
import json
import shutil
import subprocess
import sys
import tokenize
import zipfile
from pathlib import Path
from typing import Iterator

import pytest

from tools.build_site import STDLIB, build, stdlib_modules, trim_stdlib

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
FULL_STDLIB = PYODIDE / STDLIB


@pytest.fixture(scope="module")
def full() -> zipfile.ZipFile:
    if not FULL_STDLIB.exists():
        pytest.skip("node_modules is missing: run `npm ci`")
    return zipfile.ZipFile(FULL_STDLIB)


def module_file(names: set[str], module: str) -> str | None:
    path = module.replace(".", "/")
    return next((p for p in (path + ".py", path + "/__init__.py") if p in names), None)


def imports(tree: ast.AST, package: str, top_level_only: bool) -> Iterator[str]:
    """Absolute names of the modules a module imports (``from a import b``
    yields ``a`` and ``a.b``: b may be a module). ``top_level_only``: only the
    statements of the module's body that always run (not under if/try/def)."""
    nodes = tree.body if top_level_only else ast.walk(tree)  # type: ignore[attr-defined]
    for node in nodes:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module" \
                and node.args and isinstance(node.args[0], ast.Constant):
            yield str(node.args[0].value)


def our_modules() -> Iterator[tuple[Path, str]]:
    for path in sorted((ROOT / "py").rglob("*.py")):
        parts = path.relative_to(ROOT / "py").with_suffix("").parts
        package = ".".join(parts[:-1] if parts[-1] != "__init__" else parts[:-1])
        yield path, package


def test_every_standard_module_our_code_imports_is_kept(full: zipfile.ZipFile) -> None:
    """Any import, also inside a function: a module of Pyodide's zip that is not
    kept would fail only when that code runs (modules built into Pyodide, such
    as math or zlib, are not in the zip and need nothing)."""
    names, kept = set(full.namelist()), set(stdlib_modules())
    missing = {}
    for path, package in our_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module in imports(tree, package, top_level_only=False):
            if module.split(".")[0] in sys.stdlib_module_names and module not in kept \
                    and module_file(names, module):
                missing.setdefault(module, path.relative_to(ROOT).as_posix())
    assert not missing, f"add to tools/stdlib_modules.txt (or run tools/trace_stdlib.py): {missing}"


def top_level_imports(source: bytes) -> ast.Module:
    """The import statements that start at column 0 (so run whenever the module
    is imported), found by tokens: CPython 3.11 cannot parse all of 3.14."""
    statements, line, start = [], [], None
    for token in tokenize.tokenize(io.BytesIO(source).readline):
        if start is None and token.type == tokenize.NAME:
            start = token
        if start is not None:
            line.append(token)
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            if start is not None and start.string in ("import", "from") and start.start[1] == 0:
                statements.append(tokenize.untokenize(line).strip())
            line, start = [], None
        elif token.type in (tokenize.INDENT, tokenize.DEDENT, tokenize.NL, tokenize.COMMENT) \
                and start is None:
            line = []
    return ast.parse("\n".join(statements))


def test_the_kept_modules_bring_what_they_always_import(full: zipfile.ZipFile) -> None:
    names, kept = set(full.namelist()), set(stdlib_modules())
    missing = {}
    for module in sorted(kept):
        path = module_file(names, module)
        assert path, f"{module} is not in Pyodide's standard library"
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        tree = top_level_imports(full.read(path))
        for imported in imports(tree, package, top_level_only=True):
            if module_file(names, imported) and imported not in kept:
                missing.setdefault(imported, module)
    assert not missing, f"add to tools/stdlib_modules.txt: {missing}"


def test_the_trimmed_library_is_reproducible_and_holds_only_the_list(
        full: zipfile.ZipFile, tmp_path: Path) -> None:
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    members = trim_stdlib(FULL_STDLIB, first, stdlib_modules())
    trim_stdlib(FULL_STDLIB, second, stdlib_modules())
    assert first.read_bytes() == second.read_bytes()
    assert zipfile.ZipFile(first).namelist() == members
    assert first.stat().st_size < FULL_STDLIB.stat().st_size / 2


def test_every_module_of_ours_imports_in_pyodide_with_the_trimmed_library(
        full: zipfile.ZipFile, tmp_path: Path) -> None:
    """Pyodide itself, with the zip the page gets: every game's modules import
    (the browser-only modules, main and web, are checked by the e2e tests)."""
    if shutil.which("node") is None:
        pytest.skip("Node.js is needed to run Pyodide")
    trimmed = tmp_path / STDLIB
    trim_stdlib(FULL_STDLIB, trimmed, stdlib_modules())
    modules = sorted(
        ".".join(path.relative_to(ROOT / "py").with_suffix("").parts).removesuffix(".__init__")
        for path, _ in our_modules() if path.relative_to(ROOT / "py").parts[0] == "verba")
    out = subprocess.run(["node", str(ROOT / "tools" / "pyodide_imports.mjs"), str(trimmed),
                          *modules, "encodings.iso8859_2"],
                         capture_output=True, text=True, check=True, cwd=ROOT, timeout=600)
    assert json.loads(out.stdout) == {}


def test_two_builds_give_the_same_bytes(tmp_path: Path) -> None:
    if not FULL_STDLIB.exists():
        pytest.skip("node_modules is missing: run `npm ci`")
    first, second = tmp_path / "one", tmp_path / "two"
    assert build(first) == build(second)
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert all((first / f).read_bytes() == (second / f).read_bytes() for f in files)
